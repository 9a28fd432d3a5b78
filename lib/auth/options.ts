// next-auth v4: email and password through the Credentials provider, sessions as encrypted JWT
// cookies (the Credentials provider requires the JWT strategy), so any number of app instances
// sharing AUTH_SECRET can read them. A session carries its user's session version and ends when
// that is raised (lib/auth/session-user.ts).
import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/app-database';
import { expectedError } from '@/lib/errors';
import { signInWithPassword } from '@/lib/services/sign-in';
import { clientAddress } from './client-address';
import { authSecret } from './secret';
import { currentSessionUser, sessionClaims } from './session-user';

/** How long a session lasts without use; each visit extends it (next-auth refreshes daily). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Thrown by the jwt callback for a revoked session: next-auth then clears the cookie. */
class SessionEnded extends Error {
  constructor() {
    super('The session has ended.');
    this.name = 'SessionEnded';
  }
}

/**
 * The sign-in refusal as next-auth carries it to the form (the `error` of `signIn()`'s answer):
 * `invalid-credentials`, `too-many-attempts:<seconds>`, or `unavailable`.
 */
export function signInErrorCode(error: unknown): string {
  const expected = expectedError(error);
  if (!expected) {
    console.error('sign-in failed:', error);
    return 'unavailable';
  }
  if (expected.kind === 'unavailable') return 'unavailable';
  return expected.retryAfterSeconds === undefined ? expected.code : `${expected.code}:${expected.retryAfterSeconds}`;
}

function buildOptions(secure: boolean): AuthOptions {
  return {
    secret: authSecret(),
    useSecureCookies: secure,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/sign-in', error: '/sign-in' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, request) {
          try {
            const user = await signInWithPassword(await getDb(), {
              email: credentials?.email ?? '',
              password: credentials?.password ?? '',
              clientAddress: clientAddress(new Headers(request.headers as Record<string, string>)),
            });
            return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
          } catch (error) {
            throw new Error(signInErrorCode(error));
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        // At sign-in: only what identifies the session. Names and roles are read fresh each time.
        if (user) return { sub: user.id, sv: user.sessionVersion ?? 0 };
        const claims = sessionClaims(token);
        if (!claims || !(await currentSessionUser(await getDb(), claims))) throw new SessionEnded();
        return token;
      },
    },
    logger: {
      error(code, metadata) {
        if (metadata instanceof Error ? metadata.name === 'SessionEnded' : (metadata as { name?: string }).name === 'SessionEnded') return;
        console.error(`next-auth: ${code}`, metadata);
      },
      warn(code) {
        // Without NEXTAUTH_URL next-auth warns on every start; the origin is not used (sign-in answers in JSON).
        if (code !== 'NEXTAUTH_URL') console.warn(`next-auth: ${code}`);
      },
      debug() {},
    },
  };
}

const built = new Map<boolean, AuthOptions>();

/** The options for a request over https (Secure `__Secure-` cookies) or plain http. */
export function authOptions(secure: boolean): AuthOptions {
  let options = built.get(secure);
  if (!options) {
    options = buildOptions(secure);
    built.set(secure, options);
  }
  return options;
}
