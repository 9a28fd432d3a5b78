import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { apiTokens, users } from '../schema';

/** The owner of an unrevoked token with this hash, or null. */
export async function findApiTokenOwner(db: Db, tokenHash: string) {
  const [found] = await db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      user: { id: users.id, email: users.email, name: users.name, role: users.role },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
  return found ?? null;
}

/** Stamps the token as used, at most once a minute (a busy script must not write on every request). */
export async function touchApiToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`))));
}

/** A user's tokens, newest first, without their hashes. */
export async function listApiTokens(db: Db, userId: string) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/**
 * Ends every token of the user (a new password, signing out everywhere, a password reset): the rows
 * go, revoked ones too. Answers the names of the tokens that were still live, by name, so the
 * owner can be told which scripts and devices will stop working.
 */
export async function deleteTokensOfUser(db: Db, userId: string): Promise<string[]> {
  const deleted = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ name: apiTokens.name, revokedAt: apiTokens.revokedAt });
  return deleted
    .filter((token) => token.revokedAt === null)
    .map((token) => token.name)
    .sort((a, b) => a.localeCompare(b));
}
