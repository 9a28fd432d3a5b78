// The organiser approves or rejects a player's request to enter. Approving creates the entry (and,
// for a new player, the player record linked to the asking account) in the same transaction as
// the decision, with the request locked: deciding twice at once gives one decision and one refusal.
import type { Db } from '@/db/client';
import { insertEntry } from '@/db/queries/entries';
import { insertPlayers, playerIdOfUser } from '@/db/queries/players';
import { decideRegistrationRequest, lockRegistrationRequest, tournamentOfRequest } from '@/db/queries/registrations';
import { lockTournamentStatus } from '@/db/queries/tournaments';
import type { Entry, RegistrationRequest } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireSignedIn, requireTournamentManager } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';

export interface RegistrationDecision {
  requestId: number;
  decision: 'approve' | 'reject';
}

export async function decideRegistration(
  db: Db,
  actor: Actor,
  input: RegistrationDecision,
  now = new Date(),
): Promise<{ request: RegistrationRequest; entry: Entry | null }> {
  requireSignedIn(actor);
  const tournamentId = await tournamentOfRequest(db, input.requestId);
  if (tournamentId === null) throw new AppError('not-found', 'request-not-found', 'This request was not found.');
  const user = await requireTournamentManager(db, actor, tournamentId);
  try {
    return await db.transaction(async (tx) => {
      const request = (await lockRegistrationRequest(tx, input.requestId))!;
      if (request.status !== 'pending') {
        throw new AppError(
          'conflict',
          'already-decided',
          `This request was already ${request.status === 'approved' ? 'approved' : 'rejected'}.`,
          { details: { status: request.status } },
        );
      }
      let entry: Entry | null = null;
      if (input.decision === 'approve') {
        if ((await lockTournamentStatus(tx, request.tournamentId)) !== 'registration') {
          throw new AppError(
            'conflict',
            'registration-closed',
            'Registration for this tournament has closed; entries can no longer be added this way.',
          );
        }
        const playerId = request.playerId ?? (await createRequestedPlayer(tx, request, user.id));
        entry = await insertEntry(tx, { tournamentId: request.tournamentId, playerId });
        // The entrants list on the tournament's public page follows live.
        await publishLive(tx, { tournamentId: request.tournamentId, kind: 'event' });
      }
      const decided = await decideRegistrationRequest(tx, request.id, {
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        decidedAt: now,
        decidedBy: user.id,
      });
      return { request: decided, entry };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'entries_tournament_player_unique')) {
      throw new AppError('conflict', 'already-entered', 'This player is already entered in the tournament.');
    }
    throw error;
  }
}

/** The player a request described, linked to the asking account unless it has a player by now. */
async function createRequestedPlayer(tx: Db, request: RegistrationRequest, approvedBy: string): Promise<number> {
  const existing = await playerIdOfUser(tx, request.userId);
  if (existing !== null) return existing;
  // The table's check guarantees a name when no player was named; this says so to the type checker.
  if (!request.displayName) throw new AppError('conflict', 'request-incomplete', 'This request names no player.');
  const [player] = await insertPlayers(
    tx,
    [{ displayName: request.displayName, club: request.club, country: request.country, userId: request.userId }],
    approvedBy,
  );
  return player.id;
}
