// Why a published Swiss round is paired as it is, for anyone who may see the tournament (issue 19
// §1): the Dutch system run again on the rounds before it, explained when it gives what was published.
import type { Db } from '@/db/client';
import { loadStage } from '@/db/queries/stages';
import { findCurrentStage } from '@/db/queries/tournaments';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { explanationView, swissPlayers } from '@/lib/services/tournaments/swiss-round-draft';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import type { SwissExplanation } from '@/lib/validation/swiss-pairing';
import { explainPublishedRound, pairedRounds } from '@/core/tournament';

export async function explainSwissRound(db: Db, actor: Actor, slug: string, round: number): Promise<SwissExplanation> {
  const tournament = await tournamentOfSlug(db, actor, slug);
  const stageRow = await findCurrentStage(db, tournament.id);
  const stage = stageRow ? await loadStage(db, stageRow.id) : null;
  if (!stage || stage.settings.format !== 'swiss' || round > pairedRounds(stage))
    throw new AppError('not-found', 'not-found', `Round ${round} of ${tournament.name} is not a paired Swiss round.`);
  const { pairing, reconstructed } = explainPublishedRound(stage, round);
  return {
    round,
    reconstructed,
    players: await swissPlayers(db, tournament.id, stage, round - 1),
    ...(reconstructed && pairing
      ? { rules: pairing.boards.map((board) => board.rule), ...explanationView(pairing) }
      : { rules: [], brackets: [], relaxed: [] }),
  };
}
