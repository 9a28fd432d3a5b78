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

/** Revokes every live token of the user (a password reset ends them all); answers their names. */
export async function deleteTokensOfUser(db: Db, userId: string): Promise<string[]> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ name: apiTokens.name });
  return revoked.map((token) => token.name);
}
