// next-auth v4: email and password through the Credentials provider, sessions as encrypted JWT
// cookies (the Credentials provider requires the JWT strategy), so any number of app instances
// sharing AUTH_SECRET can read them. A session carries the id of its row on the server and its
// user's session version, and ends when the row goes (signing out), when it is idle too long, or
// when the version is raised (lib/auth/session-user.ts).
import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/app-database';
import { expectedError } from '@/lib/errors';
import { signInWithPassword } from '@/lib/services/accounts/sign-in';
import { clientAddress } from '@/lib/auth/client-address';
import { authSecret } from '@/lib/auth/secret';
import { beginSession, currentSessionUser, endOneSession, sessionClaims } from '@/lib/auth/session-user';

/**
 * The longest a session cookie lasts from sign-in. Whether the session is still on is the server's
 * call at each request (idle after SESSION_IDLE_SECONDS, signed out, revoked).
 */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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
function signInErrorCode(error: unknown): string {
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
        if (user)
          return { ...(await beginSession(await getDb(), { id: user.id, sessionVersion: user.sessionVersion ?? 0 })) };
        const claims = sessionClaims(token);
        if (!claims || !(await currentSessionUser(await getDb(), claims))) throw new SessionEnded();
        return token;
      },
    },
    events: {
      // Signing out ends the session on the server too, so a copy of the cookie is refused. Should
      // this fail (the database unreachable), next-auth logs it and still clears the cookie.
      async signOut(message) {
        const claims = 'token' in message ? sessionClaims(message.token) : null;
        if (claims) await endOneSession(await getDb(), claims.sid);
      },
    },
    logger: {
      error(code, metadata) {
        if (
          metadata instanceof Error
            ? metadata.name === 'SessionEnded'
            : (metadata as { name?: string }).name === 'SessionEnded'
        )
          return;
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
