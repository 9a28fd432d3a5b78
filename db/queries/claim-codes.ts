// The one-time codes that let a player's own account claim the player record (lib/auth/claim-code.ts
// makes and hashes them; only the hash is stored).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { playerClaimCodes, type PlayerClaimCode } from '../schema';

/** Deletes the codes this organiser made for the player that are still unused (a new one replaces them). */
export async function deleteUnusedClaimCodes(db: Db, playerId: number, createdBy: string): Promise<void> {
  await db
    .delete(playerClaimCodes)
    .where(
      and(
        eq(playerClaimCodes.playerId, playerId),
        eq(playerClaimCodes.createdBy, createdBy),
        isNull(playerClaimCodes.usedAt),
      ),
    );
}

/** Stores a new code by its hash. */
export async function insertClaimCode(
  db: Db,
  code: { playerId: number; codeHash: string; createdBy: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(playerClaimCodes).values(code);
}

/** Locks the code with this hash for the rest of the transaction and reads it; null when there is none. */
export async function lockClaimCodeByHash(db: Db, codeHash: string): Promise<PlayerClaimCode | null> {
  const [claim] = await db.select().from(playerClaimCodes).where(eq(playerClaimCodes.codeHash, codeHash)).for('update');
  return claim ?? null;
}

/** The code is used, by this account. */
export async function markClaimCodeUsed(db: Db, codeId: number, usedBy: string, usedAt: Date): Promise<void> {
  await db.update(playerClaimCodes).set({ usedAt, usedBy }).where(eq(playerClaimCodes.id, codeId));
}
