// Why a published Swiss round is paired as it is (issue 19 §1, "explain a pairing on request"):
// the Dutch system is run again on the stage as it stood before the round. When that gives the
// boards that were published, its explanation is theirs; when not (the round was changed by hand,
// or the field changed later: a withdrawal, a late entry), no explanation is claimed.
import { swissPairing, type SwissBoards } from './swiss';
import type { RoundPairing } from '../swiss/types';
import type { Stage } from './types';

/** Whether two pairings have the same boards in the same order, the same first movers and the same bye. */
export const samePairing = (a: SwissBoards, b: SwissBoards): boolean =>
  a.bye === b.bye &&
  a.boards.length === b.boards.length &&
  a.boards.every((board, index) => board.first === b.boards[index].first && board.second === b.boards[index].second);

/** The boards of Swiss round `round` as published: by position, the first mover first, and its bye. */
export function publishedBoards(stage: Stage, round: number): SwissBoards {
  const matches = stage.matches
    .filter((match) => match.part === 'swiss' && match.round === round)
    .sort((a, b) => a.position - b.position);
  const boards: SwissBoards['boards'] = [];
  let bye: SwissBoards['bye'] = null;
  for (const match of matches) {
    const [one, two] = match.slots.map((slot) => slot.entry);
    if (one === null || two === null) bye = one ?? two;
    else boards.push(match.firstMover === 1 ? { first: two, second: one } : { first: one, second: two });
  }
  return { boards, bye };
}

/** The Dutch pairing of round `round` on the rounds before it, and whether it is the one published. */
export function explainPublishedRound(
  stage: Stage,
  round: number,
): { pairing: RoundPairing | null; reconstructed: boolean } {
  const before: Stage = { ...stage, matches: stage.matches.filter((match) => match.round < round) };
  const pairing = swissPairing(before, round);
  return { pairing, reconstructed: pairing !== null && samePairing(pairing, publishedBoards(stage, round)) };
}
