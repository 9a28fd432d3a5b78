// next-auth's own routes: csrf, providers, sign-in callback, session, sign-out.
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from './options';
import { isSecureRequest } from '@/lib/auth/session-cookie';

async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  return NextAuth(request, context, authOptions(isSecureRequest(request.headers)));
}

export { handler as GET, handler as POST };
