// The keys that make a request run once (lib/services/idempotency.ts says how they are used).
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { idempotencyKeys, type IdempotencyKey } from '../schema';

/**
 * Claims the key for a request; false when it is already claimed. A claim made by a transaction
 * not yet committed makes this wait until it commits or rolls back (the primary key decides).
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { userId: string; key: string; requestFingerprint: string },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The stored claim of this user's key. */
export async function findIdempotencyKey(db: Db, userId: string, key: string): Promise<IdempotencyKey | null> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return stored ?? null;
}

/** Stores the answer given under the key, for a repeat to replay. */
export async function storeIdempotentAnswer(db: Db, userId: string, key: string, answer: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: 200, responseBody: answer })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets the keys claimed before `before`; returns how many. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const forgotten = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return forgotten.length;
}
