// Sign-in attempts, counted in the database so throttling holds across app instances.
import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { signInAttempts } from '../schema';
import type { FailureCount } from '@/lib/auth/throttle';

// Namespaces of the two-key advisory locks that serialise the check-then-record of one email
// and of one client address (taken in this order everywhere, so they never deadlock).
const EMAIL_LOCK = 47_512_130;
const ADDRESS_LOCK = 47_512_131;

/** Inside a transaction: waits until no other attempt on this email (and address) is being checked. */
export async function lockAttemptKeys(tx: Db, identifier: string, ipAddress: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}::int4, hashtext(${identifier}))`);
  if (ipAddress) await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int4, hashtext(${ipAddress}))`);
}

/** Failures on this email since `since`, and since its last success. */
export async function failuresForIdentifier(db: Db, identifier: string, since: Date): Promise<FailureCount> {
  const [lastSuccess] = await db
    .select({ at: max(signInAttempts.attemptedAt) })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.identifier, identifier), eq(signInAttempts.succeeded, true), gt(signInAttempts.attemptedAt, since)));
  const from = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const [row] = await db
    .select({ count: count(), lastAt: max(signInAttempts.attemptedAt) })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.identifier, identifier), eq(signInAttempts.succeeded, false), gt(signInAttempts.attemptedAt, from)));
  return { count: row.count, lastAt: row.lastAt };
}

/** Failures from this client address since `since`, whatever email they tried. */
export async function failuresForAddress(db: Db, ipAddress: string, since: Date): Promise<FailureCount> {
  const [row] = await db
    .select({ count: count(), lastAt: max(signInAttempts.attemptedAt) })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.ipAddress, ipAddress), eq(signInAttempts.succeeded, false), gt(signInAttempts.attemptedAt, since)));
  return { count: row.count, lastAt: row.lastAt };
}

/** Records an attempt as failed until it is shown to have succeeded, so attempts in flight count too. */
export async function recordAttempt(db: Db, values: { identifier: string; ipAddress: string | null; attemptedAt: Date }): Promise<number> {
  const [row] = await db
    .insert(signInAttempts)
    .values({ ...values, succeeded: false })
    .returning({ id: signInAttempts.id });
  return row.id;
}

export async function markAttemptSucceeded(db: Db, id: number): Promise<void> {
  await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, id));
}

/** Forgets attempts older than `before`: they no longer count for anything. */
export async function pruneAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, before));
}
