// A Swiss set up from FIDE's Tournament Report File (core/trf): its players entered and seeded in
// starting-rank order and, when the file has rounds played, the Swiss started with them recorded as
// finished matches and its next round paired. All in one transaction with the tournament locked:
// everything is stored, or nothing. A file that cannot be read is refused with its line and column
// (or its player and round), the uploaded text left to the form that sent it.
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { insertEntries, listEntries, markWithdrawn, setCheckedIn, writeSeeds } from '@/db/queries/entries';
import { insertPlayers } from '@/db/queries/players';
import { insertStage, seriesRulesOf, tieBreaksOf } from '@/db/queries/stages';
import { updateTournamentRow } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { parseTrf } from '@/core/trf/parse-trf';
import { swissStageFromTrf } from '@/core/trf/swiss-stage';
import { trfToSwiss, type SwissFromTrf } from '@/core/trf/to-swiss';
import type { FormatSettings } from '@/core/tournament';
import { lockedTournament, requireNotStarted } from '@/lib/services/tournaments/tournament-state';

export interface TrfImport {
  tournament: Tournament;
  /** Players entered, starting rank 1 first. */
  entered: number;
  /** Rounds of the file recorded as played (0: the Swiss is set up, not started). */
  roundsPlayed: number;
}

/** The file as a Swiss, or the refusal naming where it is wrong. */
function readSwiss(text: string): SwissFromTrf {
  const parsed = parseTrf(text);
  if (!parsed.ok) {
    const { code, message, line, column } = parsed.error;
    throw new AppError('invalid-input', 'bad-trf', message, { field: 'trf', details: { problem: code, line, column } });
  }
  const swiss = trfToSwiss(parsed.value);
  if (!swiss.ok) {
    const { code, message, startRank, round } = swiss.error;
    throw new AppError('invalid-input', 'trf-unusable', message, {
      field: 'trf',
      details: { problem: code, startRank: startRank ?? null, round: round ?? null },
    });
  }
  return swiss.value;
}

export async function importSwissTrf(
  db: Db,
  actor: Actor,
  tournamentId: number,
  input: { trf: string },
  now = new Date(),
): Promise<TrfImport> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    requireNotStarted(tournament, 'importing a TRF');
    const settings = tournament.formatSettings as FormatSettings;
    if (settings.format !== 'swiss')
      throw new AppError('invalid-input', 'not-swiss', 'A TRF describes a Swiss; this tournament is not one.');
    if ((await listEntries(tx, tournamentId)).length > 0)
      throw new AppError(
        'conflict',
        'entries-exist',
        'This tournament already has entries: a TRF sets up a Swiss from the start, so import it before anyone is entered.',
        { field: 'trf' },
      );
    const swiss = readSwiss(input.trf);
    // Built before anything is written: a file the Swiss cannot take (too few players for its
    // rounds, more rounds played than it has) is refused with nothing stored.
    const placeholders = swiss.players.map((player) => String(player.startRank));
    const checked = swissStageFromTrf(swiss, placeholders, settings.rounds, {
      series: seriesRulesOf(tournament),
      tieBreaks: tieBreaksOf(tournament),
    });
    if (!checked.ok) throw AppError.fromDomain('invalid-input', checked.error, { field: 'trf' });

    const created = await insertPlayers(
      tx,
      swiss.players.map((player) => ({ displayName: player.name, club: null, country: null, rating: player.rating })),
      user.id,
    );
    const entryIds = (
      await insertEntries(
        tx,
        tournamentId,
        created.map((player) => player.id),
      )
    ).map((entry) => entry.id);
    await writeSeeds(tx, tournamentId, entryIds);
    await appendTournamentAudit(tx, user.id, tournamentId, {
      action: 'players-imported',
      after: { entries: entryIds, newPlayers: created.map((player) => player.id) },
    });
    let current = tournament;
    if (swiss.played.length > 0) {
      const stage = swissStageFromTrf(swiss, entryIds.map(String), settings.rounds, {
        series: seriesRulesOf(tournament),
        tieBreaks: tieBreaksOf(tournament),
      });
      // The same file and settings built above: only the ids differ.
      if (!stage.ok) throw AppError.fromDomain('invalid-input', stage.error, { field: 'trf' });
      for (const entryId of entryIds) await setCheckedIn(tx, entryId, true);
      for (const entryId of stage.value.withdrawn) await markWithdrawn(tx, Number(entryId), now, { clearSeed: false });
      const { matchIds } = await insertStage(tx, tournamentId, 1, stage.value);
      current = await updateTournamentRow(tx, tournamentId, { status: 'running' });
      await appendTournamentAudit(tx, user.id, tournamentId, {
        action: 'tournament-started',
        before: { status: tournament.status },
        after: {
          status: 'running',
          format: tournament.formatSettings,
          entries: entryIds,
          absent: [],
          matches: matchIds.size,
        },
      });
    }
    await publishLive(tx, { tournamentId, kind: 'event' });
    return { tournament: current, entered: entryIds.length, roundsPlayed: swiss.played.length };
  });
}
