// The organisers close a tournament once every match is settled and no round is left to make: the
// final ranks (core/tournament's finalRanks) are stored on the entries, the champion named, and
// the tournament and its stage marked finished. Nothing about it changes afterwards.
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { eliminateEntries, listEntries, writeFinalRanks, type EntryWithPlayer } from '@/db/queries/entries';
import { finishStage, updateTournamentRow } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { canMakeNextRound, championOf, finalRanks } from '@/core/tournament';
import { lockedRunningStage, lockedTournament } from './tournament-state';

export interface Closing {
  tournament: Tournament;
  /** Every entry of the stage with its final rank, best first. */
  standings: EntryWithPlayer[];
  champion: EntryWithPlayer | null;
}

export async function closeTournament(db: Db, actor: Actor, tournamentId: number): Promise<Closing> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    const { stageRow, stage } = await lockedRunningStage(tx, tournament);
    const open = stage.matches
      .filter((match) => match.status === 'pending' || match.status === 'ready')
      .map((match) => match.key);
    if (open.length > 0) {
      throw new AppError(
        'conflict',
        'matches-unfinished',
        `${open.length} ${open.length === 1 ? 'match is' : 'matches are'} still to be played: ${open.join(', ')}.`,
        { details: { matches: open } },
      );
    }
    if (canMakeNextRound(stage)) {
      throw new AppError(
        'conflict',
        'rounds-remaining',
        stage.settings.format === 'swiss'
          ? 'Swiss rounds remain to be paired and played.'
          : 'The knockout after the groups is still to be drawn and played.',
        { details: { format: stage.settings.format } },
      );
    }
    const ranks = finalRanks(stage);
    await writeFinalRanks(
      tx,
      ranks.map((row) => ({ entryId: Number(row.entry), rank: row.rank })),
    );
    const champion = championOf(ranks);
    const others = ranks.filter((row) => row.rank > 1).map((row) => Number(row.entry));
    await eliminateEntries(tx, others);
    await finishStage(tx, stageRow.id);
    const closed = await updateTournamentRow(tx, tournamentId, { status: 'finished' });
    await appendTournamentAudit(tx, user.id, tournamentId, {
      action: 'tournament-closed',
      before: { status: tournament.status },
      after: {
        status: 'finished',
        champion: champion === null ? null : Number(champion),
        ranks: ranks.map((row) => [Number(row.entry), row.rank]),
      },
    });
    await publishLive(tx, { tournamentId, kind: 'event' });
    const byId = new Map((await listEntries(tx, tournamentId)).map((entry) => [String(entry.id), entry]));
    return {
      tournament: closed,
      standings: ranks.map((row) => byId.get(row.entry)!),
      champion: champion === null ? null : byId.get(champion)!,
    };
  });
}
