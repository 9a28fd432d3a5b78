// Signing in with email and password, throttled per email and address, per email and per address
// (lib/auth/throttle.ts). The answers
// and the work done are the same whether or not the email is registered: an unknown email is
// checked against a stand-in hash, and the counts are kept per email tried.
import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { findUserByEmail } from '@/db/queries/users';
import type { User } from '@/db/schema';
import { throttledAttempt } from '@/lib/auth/attempts';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';
import { normaliseEmail } from '@/lib/validation/accounts';

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address (lib/auth/client-address.ts), or null when unknown. */
  clientAddress: string | null;
}

let standInHash: Promise<string> | undefined;

/** A real Argon2id hash of nothing anyone knows, so an unknown email costs the same as a known one. */
function standIn(): Promise<string> {
  standInHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return standInHash;
}

/**
 * The user, when the password is theirs. Refuses with `rate-limited` (and when to retry) while
 * throttled, else with `invalid-credentials`, the same for an unknown email as for a wrong password.
 */
export async function signInWithPassword(db: Db, attempt: SignInAttempt, now = new Date()): Promise<User> {
  const identifier = normaliseEmail(attempt.email);
  const found: { user: User | null } = { user: null };
  const passed = await throttledAttempt(
    db,
    { kind: 'sign-in', identifier, clientAddress: attempt.clientAddress },
    async () => {
      found.user = await findUserByEmail(db, identifier);
      const matches = await verifyPassword(found.user?.passwordHash ?? (await standIn()), attempt.password);
      return matches && found.user?.passwordHash != null;
    },
    now,
  );
  if (!passed || !found.user)
    throw new AppError('invalid-input', 'invalid-credentials', 'That email and password do not match an account.');
  return found.user;
}
