// The start: the draw is made from the checked-in entries in seed order, stored, and registration
// is locked, all in one transaction. Entries that did not check in are withdrawn (they are not in
// the draw) and the seeds of those playing are renumbered 1, 2, 3, … so a seed is the place in the
// draw. The tournament row is locked first, so two starts at once make one draw: the second is
// refused because the tournament is already running.
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { listEntries, withdrawAbsent, writeSeeds, type EntryWithPlayer } from '@/db/queries/entries';
import { insertStage, seriesRulesOf, tieBreaksOf } from '@/db/queries/stages';
import { swissInstructionsOf } from '@/db/queries/swiss-instructions';
import { updateTournamentRow } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { buildStage, type FormatSettings } from '@/core/tournament';
import { lockedTournament, requireNotStarted } from './tournament-state';

export interface Start {
  tournament: Tournament;
  stageId: number;
  /** Matches in the draw (a Swiss: its first round). */
  matchCount: number;
  /** Entries in the draw, seed 1 first. */
  playing: EntryWithPlayer[];
  /** Entries left out because they did not check in (now withdrawn). */
  absent: EntryWithPlayer[];
}

export async function startTournament(db: Db, actor: Actor, tournamentId: number, now = new Date()): Promise<Start> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    requireNotStarted(tournament, 'starting it again');
    const active = (await listEntries(tx, tournamentId)).filter((entry) => entry.status !== 'withdrawn');
    const playing = active.filter((entry) => entry.checkedIn);
    const absent = active.filter((entry) => !entry.checkedIn);
    if (playing.length < 2) {
      throw new AppError(
        'conflict',
        'too-few-entries',
        `Only ${playing.length} ${playing.length === 1 ? 'entry is' : 'entries are'} checked in; a draw needs at least 2.`,
        { details: { count: playing.length } },
      );
    }
    const unseeded = playing.filter((entry) => entry.seed === null);
    if (unseeded.length > 0) {
      throw new AppError(
        'conflict',
        'not-seeded',
        `Seed the field first: ${unseeded.map((entry) => entry.player.displayName).join(', ')} ${unseeded.length === 1 ? 'has' : 'have'} no seed.`,
        {
          details: {
            entries: unseeded.map((entry) => entry.id),
            players: unseeded.map((entry) => entry.player.displayName),
          },
        },
      );
    }
    const settings = tournament.formatSettings as FormatSettings;
    const built = buildStage(
      playing.map((entry) => String(entry.id)),
      settings,
      {
        series: seriesRulesOf(tournament),
        tieBreaks: tieBreaksOf(tournament),
        // Round 1 is paired now: the forbidden pairs, the byes asked for it and the acceleration bind it.
        swiss: settings.format === 'swiss' ? await swissInstructionsOf(tx, tournament) : undefined,
      },
    );
    if (!built.ok)
      throw AppError.fromDomain('conflict', built.error, {
        field: built.error.code === 'bad-settings' ? 'format' : undefined,
      });

    if (absent.length > 0) {
      await withdrawAbsent(
        tx,
        absent.map((entry) => entry.id),
        now,
      );
    }
    await writeSeeds(
      tx,
      tournamentId,
      playing.map((entry) => entry.id),
    );
    const { stageId, matchIds } = await insertStage(tx, tournamentId, 1, built.value);
    const started = await updateTournamentRow(tx, tournamentId, { status: 'running' });
    await appendTournamentAudit(tx, user.id, tournamentId, {
      action: 'tournament-started',
      before: { status: tournament.status },
      after: {
        status: 'running',
        format: tournament.formatSettings,
        entries: playing.map((entry) => entry.id),
        absent: absent.map((entry) => entry.id),
        matches: matchIds.size,
      },
    });
    await publishLive(tx, { tournamentId, kind: 'event' });
    return {
      tournament: started,
      stageId,
      matchCount: matchIds.size,
      playing: playing.map((entry, index) => ({ ...entry, seed: index + 1 })),
      absent: absent.map((entry) => ({ ...entry, status: 'withdrawn' as const, withdrawnAt: now, seed: null })),
    };
  });
}
