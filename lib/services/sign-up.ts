// Signing up. An email that already has an account is answered exactly like a new one, after the
// same work (the password is hashed either way), and nothing is created or changed: the answer
// must not tell anyone which addresses are registered.
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';

export interface SignUp {
  /** Already normalised (trimmed, lower case) by `emailSchema`. */
  email: string;
  password: string;
  name: string;
}

/** Creates a player account unless the email is taken; says nothing about which happened. */
export async function signUp(db: Db, input: SignUp): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) decides, also between two sign-ups racing for one address.
  await db.insert(users).values({ email: input.email, name: input.name, passwordHash, role: 'player' }).onConflictDoNothing();
}
