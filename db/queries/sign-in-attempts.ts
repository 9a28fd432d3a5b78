// Throttled attempts (sign-ins, PINs, claim codes, sign-ups), counted in the database so throttling
// holds across app instances.
import { and, count, eq, gt, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { signInAttempts, type AttemptKind } from '../schema';

/** How many failed attempts there were, and when the latest happened. */
export interface FailureCount {
  count: number;
  /** When the latest of them happened; null when there are none. */
  lastAt: Date | null;
}

// Namespaces of the two-key advisory locks that serialise the check-then-record of one identifier
// and of one client address (taken in this order everywhere, so they never deadlock).
const IDENTIFIER_LOCK = 47_512_130;
const ADDRESS_LOCK = 47_512_131;

/** Inside a transaction: waits until no other attempt on this identifier (and address) is being checked. */
export async function lockAttemptKeys(tx: Db, identifier: string, ipAddress: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IDENTIFIER_LOCK}::int4, hashtext(${identifier}))`);
  if (ipAddress) await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int4, hashtext(${ipAddress}))`);
}

/** The attempts from this address, or from no known address when it is null. */
function fromAddress(ipAddress: string | null): SQL {
  return ipAddress === null ? isNull(signInAttempts.ipAddress) : eq(signInAttempts.ipAddress, ipAddress);
}

/**
 * Failures of this kind on this identifier since `since`, and since its last success: from one
 * address when `ipAddress` is given (null: from no known address), else from anywhere.
 */
export async function failuresForIdentifier(
  db: Db,
  key: { kind: AttemptKind; identifier: string; ipAddress?: string | null },
  since: Date,
): Promise<FailureCount> {
  const scope = and(
    eq(signInAttempts.kind, key.kind),
    eq(signInAttempts.identifier, key.identifier),
    key.ipAddress === undefined ? undefined : fromAddress(key.ipAddress),
  );
  const [lastSuccess] = await db
    .select({ at: max(signInAttempts.attemptedAt) })
    .from(signInAttempts)
    .where(and(scope, eq(signInAttempts.succeeded, true), gt(signInAttempts.attemptedAt, since)));
  const from = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const [row] = await db
    .select({ count: count(), lastAt: max(signInAttempts.attemptedAt) })
    .from(signInAttempts)
    .where(and(scope, eq(signInAttempts.succeeded, false), gt(signInAttempts.attemptedAt, from)));
  return { count: row.count, lastAt: row.lastAt };
}

/** Failures of this kind from this client address since `since`, whatever they were on. */
export async function failuresForAddress(
  db: Db,
  kind: AttemptKind,
  ipAddress: string,
  since: Date,
): Promise<FailureCount> {
  const [row] = await db
    .select({ count: count(), lastAt: max(signInAttempts.attemptedAt) })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.kind, kind),
        eq(signInAttempts.ipAddress, ipAddress),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.attemptedAt, since),
      ),
    );
  return { count: row.count, lastAt: row.lastAt };
}

/** Records an attempt as failed until it is shown to have succeeded, so attempts in flight count too. */
export async function recordAttempt(
  db: Db,
  values: { kind: AttemptKind; identifier: string; ipAddress: string | null; attemptedAt: Date },
): Promise<number> {
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
