// The one-time links of accounts (lib/auth/account-token.ts): made, and used at most once.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { accountTokens, type AccountToken } from '../schema';

export async function insertAccountToken(
  db: Db,
  values: { userId: string; purpose: AccountToken['purpose']; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/**
 * Marks the unused, unexpired link with this hash as used and answers its user; null when there
 * is none. One statement: of two uses racing, the second waits for the first's row lock, then
 * finds `used_at` set and matches nothing.
 */
export async function useAccountToken(
  db: Db,
  purpose: AccountToken['purpose'],
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return used?.userId ?? null;
}

/** True while the link with this hash would still be accepted (the reset page asks before showing its form). */
export async function accountTokenUsable(
  db: Db,
  purpose: AccountToken['purpose'],
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const count = await db.$count(
    accountTokens,
    and(
      eq(accountTokens.tokenHash, tokenHash),
      eq(accountTokens.purpose, purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, now),
    ),
  );
  return count > 0;
}

/** Ends the user's other unused links of this purpose (after a reset, older reset links must not work). */
export async function spendAccountTokens(
  db: Db,
  userId: string,
  purpose: AccountToken['purpose'],
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
