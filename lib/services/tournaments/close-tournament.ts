// The organisers close a tournament once every match is settled and no round is left to make: the
// final ranks (core/tournament's finalRanks) are stored on the entries, the champion named, and
// the tournament and its stage marked finished. Nothing about it changes afterwards.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { listEntries, type EntryWithPlayer } from '@/db/queries/entries';
import { entries, stages, tournaments, type Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { championOf, finalRanks, nextRound } from '@/core/tournament';
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
    const open = stage.matches.filter((match) => match.status === 'pending' || match.status === 'ready').map((match) => match.key);
    if (open.length > 0) {
      throw new AppError('conflict', 'matches-unfinished', `${open.length} ${open.length === 1 ? 'match is' : 'matches are'} still to be played: ${open.join(', ')}.`, { details: { matches: open } });
    }
    if (nextRound(stage).ok) {
      throw new AppError('conflict', 'rounds-remaining', stage.settings.format === 'swiss' ? 'Swiss rounds remain to be paired and played.' : 'The knockout after the groups is still to be drawn and played.');
    }
    const ranks = finalRanks(stage);
    if (ranks.length > 0) {
      const values = ranks.map((row) => sql`(${Number(row.entry)}::int, ${row.rank}::int)`);
      await tx.execute(sql`
        update ${entries} set final_rank = ranks.rank
        from (values ${sql.join(values, sql`, `)}) as ranks (id, rank)
        where ${entries.id} = ranks.id`);
    }
    const champion = championOf(ranks);
    const others = ranks.filter((row) => row.rank > 1).map((row) => Number(row.entry));
    if (others.length > 0) await tx.update(entries).set({ status: 'eliminated' }).where(and(inArray(entries.id, others), eq(entries.status, 'active')));
    await tx.update(stages).set({ status: 'finished' }).where(eq(stages.id, stageRow.id));
    const [closed] = await tx.update(tournaments).set({ status: 'finished' }).where(eq(tournaments.id, tournamentId)).returning();
    await appendAudit(tx, {
      actorId: user.id,
      tournamentId,
      entity: 'tournament',
      entityId: String(tournamentId),
      action: 'tournament-closed',
      before: { status: tournament.status },
      after: { status: 'finished', champion: champion === null ? null : Number(champion), ranks: ranks.map((row) => [Number(row.entry), row.rank]) },
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
