// The organiser looks at the next Swiss round before it is published (issue 19 §3): the Dutch
// proposal, what it breaks, and why each player is where he is. Nothing is written.
import type { Db } from '@/db/client';
import type { Actor } from '@/lib/auth/actor';
import type { SwissPreview } from '@/lib/validation/swiss-pairing';
import { checkSwissBoards, swissPairing } from '@/core/tournament';
import { checkView, draftRefusal, explanationView, swissPlayers, swissRoundToPair } from './swiss-round-draft';

export async function previewSwissRound(db: Db, actor: Actor, tournamentId: number): Promise<SwissPreview> {
  const to = await swissRoundToPair(db, actor, tournamentId);
  const pairing = swissPairing(to.stage, to.round)!;
  const proposal = { boards: pairing.boards.map(({ first, second }) => ({ first, second })), bye: pairing.bye };
  // The proposal seats everyone: checked whole, without pairing the round once more for the unpaired.
  const checked = checkSwissBoards(to.stage, to.round, proposal);
  if (!checked.ok) throw draftRefusal(checked.error);
  return {
    ...checkView(to, { ...checked.value, unpaired: [] }),
    players: await swissPlayers(db, tournamentId, to.stage),
    proposal: {
      boards: proposal.boards.map((board) => ({ first: Number(board.first), second: Number(board.second) })),
      bye: proposal.bye === null ? null : Number(proposal.bye),
    },
    rules: pairing.boards.map((board) => board.rule),
    ...explanationView(pairing),
  };
}
