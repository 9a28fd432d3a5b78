// The organisers ask for the next round: the next Swiss round, or the knockout after the groups.
// The formats library refuses while the current round has matches to play.
import type { Db } from '@/db/client';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { nextRound, type Part, type StageChange, type StageUpdate } from '@/core/tournament';
import { libraryRefusal } from '@/lib/services/results/library-refusal';
import { persistStageUpdate, type ChangeContext } from '@/lib/services/results/persist-stage-update';
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
    return saveNewRound(
      tx,
      { tournamentId, stageId: stageRow.id, actorId: user.id, reason: null, matchIds: idByKey },
      update.value,
      'round-generated',
    );
  });
}

/**
 * Writes a round `nextRound` made, audited as `action` with the round, its matches and `facts`
 * (a hand-made pairing's edits and the breaches accepted).
 */
export async function saveNewRound(
  tx: Db,
  context: ChangeContext,
  update: StageUpdate,
  action: 'round-generated' | 'round-paired-by-hand',
  facts: Record<string, unknown> = {},
): Promise<NewRound> {
  const made = update.changes.find(
    (change): change is Extract<StageChange, { type: 'round' }> => change.type === 'round',
  )!;
  const before = new Set(context.matchIds.keys());
  const matches = update.stage.matches.filter((match) => !before.has(match.key)).map((match) => match.key);
  const round = { part: made.part, round: made.round };
  await persistStageUpdate(tx, context, update, {
    entity: 'stage',
    entityId: String(context.stageId),
    action,
    after: { ...round, matches, ...facts },
  });
  return { ...round, matches };
}
