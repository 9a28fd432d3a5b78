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
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
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
  const deleted = await db
    .delete(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .returning({ name: apiTokens.name, revokedAt: apiTokens.revokedAt });
  return deleted
    .filter((token) => token.revokedAt === null)
    .map((token) => token.name)
    .sort((a, b) => a.localeCompare(b));
}

/** How many tokens of the user are not revoked. */
export async function countLiveApiTokens(db: Db, userId: string): Promise<number> {
  return db.$count(apiTokens, and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

/** Stores a new token by its hash and prefix. */
export async function insertApiTokenRow(
  db: Db,
  token: { userId: string; name: string; prefix: string; tokenHash: string },
) {
  const [row] = await db
    .insert(apiTokens)
    .values(token)
    .returning({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix, createdAt: apiTokens.createdAt });
  return row;
}

/** Whose token this is and whether it is revoked; null when there is none. */
export async function findApiTokenState(
  db: Db,
  tokenId: number,
): Promise<{ userId: string; revokedAt: Date | null } | null> {
  const [token] = await db
    .select({ userId: apiTokens.userId, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.id, tokenId));
  return token ?? null;
}

/** Revokes the token unless it already is. */
export async function revokeApiTokenRow(db: Db, tokenId: number, revokedAt: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}
