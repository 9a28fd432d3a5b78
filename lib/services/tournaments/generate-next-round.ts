// The organisers ask for the next round: the next Swiss round, or the knockout after the groups.
// The formats library refuses while the current round has matches to play.
import type { Db } from '@/db/client';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { nextRound, type Part, type StageChange } from '@/core/tournament';
import { libraryRefusal } from '@/lib/services/results/library-refusal';
import { persistStageUpdate } from '@/lib/services/results/persist-stage-update';
import { lockedRunningStage, lockedTournament } from './tournament-state';

export interface NewRound {
  part: Part;
  round: number;
  /** Keys of the matches made. */
  matches: string[];
}

export async function generateNextRound(db: Db, actor: Actor, tournamentId: number): Promise<NewRound> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    const { stageRow, stage, idByKey } = await lockedRunningStage(tx, tournament);
    const update = nextRound(stage);
    if (!update.ok) throw libraryRefusal(update.error);
    const made = update.value.changes.find(
      (change): change is Extract<StageChange, { type: 'round' }> => change.type === 'round',
    )!;
    const before = new Set(stage.matches.map((match) => match.key));
    const matches = update.value.stage.matches.filter((match) => !before.has(match.key)).map((match) => match.key);
    const round = { part: made.part, round: made.round };
    await persistStageUpdate(
      tx,
      { tournamentId, stageId: stageRow.id, actorId: user.id, reason: null, matchIds: idByKey },
      update.value,
      { entity: 'stage', entityId: String(stageRow.id), action: 'round-generated', after: { ...round, matches } },
    );
    return { ...round, matches };
  });
}
