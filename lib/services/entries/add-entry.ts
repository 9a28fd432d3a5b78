// The organisers enter a player: one already on record, or a new one created with the entry. Entries
// are added while the tournament is being set up; a Swiss also takes late entries once running,
// paired from its next round on, with the points the organisers grant for the rounds missed.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { findEntry, insertEntry, setGrantedPoints, setSeed, type EntryWithPlayer } from '@/db/queries/entries';
import { insertPlayers, playerExists } from '@/db/queries/players';
import { loadStageWithIds, saveStageUpdate } from '@/db/queries/stages';
import { lockStage } from '@/db/queries/locks';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { addEntry as addLateEntry, pairedRounds } from '@/core/tournament';
import type { AddEntryInput } from '@/lib/validation/entries';
import { libraryRefusal } from '@/lib/services/results/library-refusal';
import { askAboutNamesakes } from '@/lib/services/players/namesakes';
import { lockedTournament, runningStage } from '@/lib/services/tournaments/tournament-state';

export async function addEntry(
  db: Db,
  actor: Actor,
  tournamentId: number,
  input: AddEntryInput,
): Promise<EntryWithPlayer> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  try {
    const entryId = await db.transaction(async (tx) => {
      const tournament = await lockedTournament(tx, tournamentId);
      const late = tournament.status === 'running' || tournament.status === 'finished';
      if (late && tournament.format !== 'swiss') {
        throw new AppError(
          'conflict',
          'tournament-started',
          `${tournament.name} has started: a ${tournament.format} draw is fixed, so no entries can be added.`,
          { details: { tournament: tournament.name, status: tournament.status } },
        );
      }
      const stage = late ? await runningStage(tx, tournament) : null;
      const playerId =
        input.playerId === null ? await newPlayer(tx, input, user.id) : await existingPlayer(tx, input.playerId);
      const entry = await insertEntry(tx, { tournamentId, playerId, checkedIn: input.checkedIn || late });
      const grantedPoints = input.grantedPoints ?? 0;
      if (stage) {
        await lockStage(tx, stage.id);
        const loaded = await loadStageWithIds(tx, stage.id);
        requireGrantable(grantedPoints, pairedRounds(loaded.stage));
        const update = addLateEntry(loaded.stage, String(entry.id));
        if (!update.ok) throw libraryRefusal(update.error);
        await saveStageUpdate(tx, stage.id, update.value, loaded.idByKey);
        await setSeed(tx, entry.id, update.value.stage.entries.length);
        if (grantedPoints > 0) await setGrantedPoints(tx, entry.id, grantedPoints);
      } else requireGrantable(grantedPoints, 0);
      await appendAudit(tx, {
        actorId: user.id,
        tournamentId,
        entity: 'entry',
        entityId: String(entry.id),
        action: stage ? 'late-entry-added' : 'entry-added',
        after: { playerId, checkedIn: entry.checkedIn, ...(grantedPoints > 0 && { grantedPoints }) },
      });
      // The entrants list of an open event, and a Swiss's draw, follow live.
      await publishLive(tx, { tournamentId, kind: 'event' });
      return entry.id;
    });
    return (await findEntry(db, entryId))!;
  } catch (error) {
    if (isUniqueViolation(error, 'entries_tournament_player_unique')) {
      throw new AppError('conflict', 'already-entered', 'This player is already entered in the tournament.', {
        field: 'playerId',
      });
    }
    throw error;
  }
}

async function existingPlayer(tx: Db, playerId: number): Promise<number> {
  if (!(await playerExists(tx, playerId)))
    throw new AppError('not-found', 'player-not-found', `There is no player ${playerId}.`, {
      field: 'playerId',
      details: { player: playerId },
    });
  return playerId;
}

/** A new player record for the entry, once any namesake on record has been asked about. */
async function newPlayer(tx: Db, input: AddEntryInput, createdBy: string): Promise<number> {
  await askAboutNamesakes(tx, input.displayName!, input.sameNameConfirmed ?? false);
  const [player] = await insertPlayers(
    tx,
    [{ displayName: input.displayName!, club: input.club, country: input.country, rating: input.rating }],
    createdBy,
  );
  return player.id;
}

/**
 * Points granted to a late entry: at most one a round missed (as if every missed round were won),
 * none for an entry made before the start. Whole or half points (the schema).
 */
function requireGrantable(points: number, missed: number): void {
  if (points > missed)
    throw new AppError(
      'invalid-input',
      'granted-points-too-many',
      `A late entry can be granted at most one point for each round missed: ${missed} here.`,
      { field: 'grantedPoints', details: { most: missed } },
    );
}
