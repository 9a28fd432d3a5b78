// The organiser looks at the next Swiss round before it is published (issue 19 §3): the Dutch
// proposal, what it breaks, and why each player is where he is. Nothing is written.
import type { Db } from '@/db/client';
import { listEntries } from '@/db/queries/entries';
import type { Actor } from '@/lib/auth/actor';
import type { SwissPreview } from '@/lib/validation/swiss-pairing';
import { scoreOf } from '@/core/swiss/players';
import type { Criterion } from '@/core/swiss/types';
import { checkSwissBoards, swissEntrants, swissPairing } from '@/core/tournament';
import { checkView, draftRefusal, swissRoundToPair } from './swiss-round-draft';

export async function previewSwissRound(db: Db, actor: Actor, tournamentId: number): Promise<SwissPreview> {
  const to = await swissRoundToPair(db, actor, tournamentId);
  const pairing = swissPairing(to.stage, to.round)!;
  const proposal = { boards: pairing.boards.map(({ first, second }) => ({ first, second })), bye: pairing.bye };
  // The proposal seats everyone: checked whole, without pairing the round once more for the unpaired.
  const checked = checkSwissBoards(to.stage, to.round, proposal);
  if (!checked.ok) throw draftRefusal(checked.error);
  const names = new Map((await listEntries(db, tournamentId)).map((entry) => [entry.id, entry.player.displayName]));
  const ids = (entries: readonly string[]) => entries.map(Number);
  return {
    ...checkView(to, { ...checked.value, unpaired: [] }),
    players: swissEntrants(to.stage).map((entrant) => ({
      entry: Number(entrant.id),
      name: names.get(Number(entrant.id)) ?? entrant.id,
      rank: entrant.rank,
      score: scoreOf(entrant),
    })),
    proposal: {
      boards: proposal.boards.map((board) => ({ first: Number(board.first), second: Number(board.second) })),
      bye: proposal.bye === null ? null : Number(proposal.bye),
    },
    rules: pairing.boards.map((board) => board.rule),
    brackets: pairing.brackets.map((bracket) => ({
      score: bracket.score,
      movedDown: ids(bracket.movedDown),
      residents: ids(bracket.residents),
      pairs: bracket.pairs.map(([a, b]) => [Number(a), Number(b)] as [number, number]),
      floated: ids(bracket.floated),
      failures: (Object.entries(bracket.failures) as [Criterion, number][]).map(([criterion, count]) => ({
        criterion,
        count,
      })),
      candidates: bracket.candidates,
      exhaustive: bracket.exhaustive,
    })),
    relaxed: pairing.relaxed,
  };
}
