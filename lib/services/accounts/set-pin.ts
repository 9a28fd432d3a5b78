import type { Db } from '@/db/client';
import { setPinHash } from '@/db/queries/users';
import type { SignedInActor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { confirmPassword } from './confirm-password';

/**
 * Sets (or, with `pin: null`, removes) the personal PIN that confirms a game on the recording
 * device. Stored as an Argon2id hash like a password: four to six digits are few, so what keeps
 * them safe is the throttling of `verifyPin`, not the hash.
 */
export async function setPin(
  db: Db,
  actor: SignedInActor,
  input: { password: string; pin: string | null },
  clientAddress: string | null,
): Promise<void> {
  await confirmPassword(db, actor, input.password, clientAddress, 'password');
  const pinHash = input.pin === null ? null : await hashPassword(input.pin);
  await setPinHash(db, actor.id, pinHash);
}
