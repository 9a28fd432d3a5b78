// The checks every change to a Swiss's pairing instructions starts from: the tournament exists,
// is locked for the rest of the transaction (pairing a round locks it first too, so an instruction
// and the round it binds never cross), is a Swiss and is not over; and which rounds are paired.
import type { Db } from '@/db/client';
import { findEntry, type EntryWithPlayer } from '@/db/queries/entries';
import { pairedSwissRounds } from '@/db/queries/matches';
import type { Tournament } from '@/db/schema';
import type { Actor, SignedInActor } from '@/lib/auth/actor';
import { requireSignedIn, tournamentRights } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { lockedTournament } from '@/lib/services/tournaments/tournament-state';

/** A Swiss tournament, locked, with the last round paired so far (0 before the start). */
export interface LockedSwiss {
  tournament: Tournament;
  pairedRounds: number;
  /** The rounds of the Swiss, as set up. */
  rounds: number;
}

export async function lockedSwiss(tx: Db, tournamentId: number): Promise<LockedSwiss> {
  const tournament = await lockedTournament(tx, tournamentId);
  const settings = tournament.formatSettings as { format?: string; rounds?: number };
  if (tournament.format !== 'swiss')
    throw new AppError(
      'conflict',
      'wrong-format',
      `${tournament.name} is a ${tournament.format}: pairing instructions are for a Swiss.`,
      { details: { format: tournament.format } },
    );
  if (tournament.status === 'finished')
    throw new AppError('conflict', 'tournament-finished', `${tournament.name} has finished.`, {
      details: { tournament: tournament.name },
    });
  return { tournament, pairedRounds: await pairedSwissRounds(tx, tournamentId), rounds: settings.rounds ?? 0 };
}

/** An entry of the tournament with its player; 404 when it is another tournament's or none. */
export async function entryOf(tx: Db, tournamentId: number, entryId: number, field: string): Promise<EntryWithPlayer> {
  const entry = await findEntry(tx, entryId);
  if (!entry || entry.tournamentId !== tournamentId)
    throw new AppError('not-found', 'entry-not-found', 'This entry was not found in this tournament.', { field });
  return entry;
}

/** Refuses a change to a round already paired, or to one the Swiss does not have. */
export function requireUnpairedRound(swiss: LockedSwiss, round: number): void {
  if (round > swiss.rounds)
    throw new AppError(
      'invalid-input',
      'bye-round-beyond-last',
      `There is no such round: the tournament has ${swiss.rounds} round${swiss.rounds === 1 ? '' : 's'}.`,
      {
        field: 'round',
        details: { round, rounds: swiss.rounds },
      },
    );
  if (round <= swiss.pairedRounds)
    throw new AppError(
      'conflict',
      'bye-round-paired',
      `Round ${round} has already been paired: a bye can only be asked for, or withdrawn, before its round is paired.`,
      {
        field: 'round',
        details: { round },
      },
    );
}

/** The signed-in user and whether they manage the tournament; 401, or 404 when it is a draft they may not see. */
export async function byeRequester(
  db: Db,
  actor: Actor,
  tournamentId: number,
): Promise<{ user: SignedInActor; manages: boolean }> {
  const user = requireSignedIn(actor);
  const rights = await tournamentRights(db, user, tournamentId);
  if (!rights) throw new AppError('not-found', 'tournament-not-found', 'This tournament was not found.');
  return { user, manages: rights.manage };
}

/** Who may ask for (or withdraw) a player's bye: the player for himself, the organisers for anyone. */
export function requireOwnEntry(requester: { user: SignedInActor; manages: boolean }, entry: EntryWithPlayer): void {
  if (!requester.manages && (entry.player.userId === null || entry.player.userId !== requester.user.id))
    throw new AppError(
      'forbidden',
      'not-own-entry',
      'You can ask for a bye only for yourself; the organisers can ask for anyone.',
    );
}
