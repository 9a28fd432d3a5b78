// A signed-in user asks to enter a tournament that takes self-registration: as their own player
// record when their account has one, else as a new player they describe. The organiser decides
// (lib/services/entries/decide-registration.ts).
import type { Db } from '@/db/client';
import { isEntered } from '@/db/queries/entries';
import { playerIdOfUser } from '@/db/queries/players';
import { insertRegistrationRequest } from '@/db/queries/registrations';
import { findTournament } from '@/db/queries/tournaments';
import type { RegistrationRequest } from '@/db/schema';
import type { SignedInActor } from '@/lib/auth/actor';
import { AppError, isUniqueViolation } from '@/lib/errors';

export interface EntryRequest {
  tournamentId: number;
  /** Describes the new player; ignored when the account already has a player. */
  displayName?: string | null;
  club?: string | null;
  country?: string | null;
  message?: string | null;
}

export async function requestEntry(db: Db, actor: SignedInActor, input: EntryRequest): Promise<RegistrationRequest> {
  const tournament = await findTournament(db, input.tournamentId);
  if (!tournament || tournament.status === 'draft')
    throw new AppError('not-found', 'tournament-not-found', 'This tournament was not found.');
  if (tournament.status !== 'registration' || !tournament.selfRegistration) {
    throw new AppError(
      'conflict',
      'registration-closed',
      'This tournament is not taking entries from players. Ask its organiser.',
    );
  }
  const playerId = await playerIdOfUser(db, actor.id);
  if (playerId !== null) {
    if (await isEntered(db, tournament.id, playerId))
      throw new AppError('conflict', 'already-entered', 'You are already entered in this tournament.');
  } else if (!input.displayName) {
    throw new AppError('invalid-input', 'player-name-required', 'Give the name you play under.', {
      field: 'displayName',
    });
  }
  try {
    const known = playerId !== null;
    return await insertRegistrationRequest(db, {
      tournamentId: tournament.id,
      userId: actor.id,
      playerId,
      displayName: known ? null : input.displayName,
      club: known ? null : (input.club ?? null),
      country: known ? null : (input.country ?? null),
      message: input.message ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'registration_requests_one_pending')) {
      throw new AppError(
        'conflict',
        'request-pending',
        'You have already asked to enter; the organiser has not decided yet.',
      );
    }
    throw error;
  }
}
