// The checks every organiser service starts from: the tournament exists (locked for the rest of
// the transaction when the change depends on its state), and it is in a state that allows the change.
import type { Db } from '@/db/client';
import { findEntry } from '@/db/queries/entries';
import { lockStage, lockTournament } from '@/db/queries/locks';
import { loadStageWithIds } from '@/db/queries/stages';
import { findCurrentStage } from '@/db/queries/tournaments';
import type { Stage, Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { tournamentWithRights } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import type { Stage as BracketStage } from '@/core/tournament';

/** The tournament, locked until the transaction ends; 404 when there is none. */
export async function lockedTournament(tx: Db, tournamentId: number): Promise<Tournament> {
  const tournament = await lockTournament(tx, tournamentId);
  if (!tournament) throw new AppError('not-found', 'tournament-not-found', 'This tournament was not found.');
  return tournament;
}

/** Refuses unless the tournament is still being set up (draft or registration). */
export function requireNotStarted(tournament: Tournament, doing: string): void {
  if (tournament.status === 'running' || tournament.status === 'finished') {
    throw new AppError(
      'conflict',
      'tournament-started',
      `${tournament.name} has ${tournament.status === 'running' ? 'started' : 'finished'}: ${doing} is no longer possible.`,
      { details: { tournament: tournament.name, status: tournament.status } },
    );
  }
}

/** The stage being played; refuses when the tournament is not running. */
export async function runningStage(tx: Db, tournament: Tournament): Promise<Stage> {
  const stage = tournament.status === 'running' ? await findCurrentStage(tx, tournament.id) : null;
  if (!stage)
    throw new AppError(
      'conflict',
      'tournament-not-running',
      `${tournament.name} is not running${tournament.status === 'finished' ? ': it has finished' : ' yet'}.`,
      { details: { tournament: tournament.name, status: tournament.status } },
    );
  return stage;
}

/** The running stage, locked for the rest of the transaction, with its bracket in core/tournament's terms and its match ids by key. */
export async function lockedRunningStage(
  tx: Db,
  tournament: Tournament,
): Promise<{ stageRow: Stage; stage: BracketStage; idByKey: Map<string, number> }> {
  const stageRow = await runningStage(tx, tournament);
  await lockStage(tx, stageRow.id);
  const { stage, idByKey } = await loadStageWithIds(tx, stageRow.id);
  return { stageRow, stage, idByKey };
}

/**
 * The tournament at the slug of an address; 404 when there is none, and the same 404 when it is a
 * draft the actor may not see, checked before anything else about it is looked at or answered.
 */
export async function tournamentOfSlug(db: Db, actor: Actor, slug: string): Promise<Tournament> {
  const found = await tournamentWithRights(db, actor, slug);
  if (!found) throw new AppError('not-found', 'tournament-not-found', `There is no tournament at /t/${slug}.`);
  return found.tournament;
}

/** The id of an entry addressed under a tournament; 404 when it is not one of that tournament's. */
export async function entryOfTournament(db: Db, tournamentId: number, entryId: number): Promise<number> {
  const entry = await findEntry(db, entryId);
  if (!entry || entry.tournamentId !== tournamentId)
    throw new AppError('not-found', 'entry-not-found', 'This entry was not found in this tournament.');
  return entry.id;
}
