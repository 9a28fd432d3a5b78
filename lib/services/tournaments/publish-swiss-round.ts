// The organiser publishes the next Swiss round as drawn in the preview (issue 19 §3). The Dutch
// proposal unchanged is published as `generateNextRound` does; a pairing changed by hand is
// published as given, audited with the edits that made it and the breaches the organiser accepted.
// The draft carries the basis it was made on: if anything the pairing depends on changed meanwhile
// (another organiser published the round, a result was corrected, a player withdrew), the
// publication is refused and the draft, which lives in the organiser's page, is kept there.
import type { Db } from '@/db/client';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { libraryRefusal } from '@/lib/services/results/library-refusal';
import type { SwissPublicationInput } from '@/lib/validation/swiss-pairing';
import { checkSwissBoards, nextRound, pairedRounds, swissBasis, samePairing, swissPairing } from '@/core/tournament';
import { saveNewRound, type NewRound } from './generate-next-round';
import { draftRefusal, toBoards } from './swiss-round-draft';
import { lockedRunningStage, lockedTournament } from './tournament-state';

export async function publishSwissRound(
  db: Db,
  actor: Actor,
  tournamentId: number,
  publication: SwissPublicationInput,
): Promise<NewRound> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    const { stageRow, stage, idByKey } = await lockedRunningStage(tx, tournament);
    if (stage.settings.format !== 'swiss')
      throw new AppError('conflict', 'wrong-format', 'Only a Swiss is paired round by round.');
    const round = pairedRounds(stage) + 1;
    if (swissBasis(stage, round) !== publication.basis)
      throw new AppError(
        'conflict',
        'stale-pairing',
        `The pairing of round ${round} no longer rests on what the draft was made on: look at the new proposal and publish again.`,
        { details: { round, basis: swissBasis(stage, round) } },
      );
    const given = toBoards(publication);
    const checked = checkSwissBoards(stage, round, given);
    if (!checked.ok) throw draftRefusal(checked.error);
    const dutch = swissPairing(stage, round);
    const byHand = !dutch || !samePairing(dutch, given);
    const update = nextRound(stage, byHand ? given : undefined);
    if (!update.ok) throw libraryRefusal(update.error);
    const context = { tournamentId, stageId: stageRow.id, actorId: user.id, reason: null, matchIds: idByKey };
    if (!byHand) return saveNewRound(tx, context, update.value, 'round-generated');
    const breaches = [
      ...checked.value.boards.flatMap((breaches, index) => breaches.map((each) => ({ board: index + 1, ...each }))),
      ...checked.value.bye.map((each) => ({ board: null, ...each })),
    ].map((each) => ({ ...each, entries: each.entries.map(Number) }));
    return saveNewRound(tx, context, update.value, 'round-paired-by-hand', {
      edits: publication.edits,
      proposal: dutch && {
        boards: dutch.boards.map((board) => [Number(board.first), Number(board.second)]),
        bye: dutch.bye === null ? null : Number(dutch.bye),
      },
      breaches,
    });
  });
}
