// In front of every page: while the database is known to be unreachable (db/availability.ts), a
// page is answered 503 with Retry-After (and a page that reloads itself), not a 500 from a failed
// render. Otherwise the public pages of a tournament are answered from memory when nothing changed
// since they were rendered (lib/live/kept-pages.ts). The JSON API and /api/health answer 503 by
// themselves and are not matched; neither are static files.
import { sql } from 'drizzle-orm';
import { NextResponse, type NextRequest } from 'next/server';
import { databaseAvailable } from '@/db/availability';
import { getDatabase } from '@/db/app-database';
import { DATABASE_RETRY_SECONDS } from '@/lib/errors';
import { keptPageResponse } from '@/lib/live/kept-pages';

const unavailablePage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${DATABASE_RETRY_SECONDS}"><title>Back in a moment · Warri Open</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1917">
<h1>Back in a moment</h1><p>The results cannot be reached just now. This page tries again by itself in a few seconds.</p>
</body></html>`;

export async function proxy(request: NextRequest): Promise<Response> {
  const available = await databaseAvailable(async () => (await getDatabase()).db.execute(sql`select 1`));
  if (available) return (await keptPageResponse(request)) ?? NextResponse.next();
  return new NextResponse(unavailablePage, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(DATABASE_RETRY_SECONDS), 'cache-control': 'no-store' },
  });
}

export const config = {
  // Pages only: not the API, not Next.js's own files, not files with an extension (public/).
  matcher: ['/((?!api/|_next/|.*\\..*).*)'],
};
