// A record replayed for a board picture (client-side, with the same rules library the server
// adjudicates with): the position reached, the marks of the last move, and the first bad move.
import type { BoardHighlight } from '@/app/_components/board/warri-board';
import {
  adjudicate,
  adjudicateRecord,
  holeIndex,
  moveNumbers,
  startPosition,
  stateRefusal,
  type Move,
  type Position,
  type Side,
  type StatedRefusal,
} from '@/core/warri';

export interface BoardReplay {
  position: Position;
  highlight?: BoardHighlight;
  /** The record's first problem, as the rules library states it (useRefusalWords words it), or null. */
  problem: StatedRefusal | null;
  /** The place in the list (1-based) of the illegal move the problem is about, or null. */
  refusedPly: number | null;
  /** The game has ended (on the board, or by the off-board ending given). */
  finished: boolean;
  /** The last move replayed and its number in the notation (people read "move 61, North's f"), or null before the first. */
  lastMove: { number: number; move: Move } | null;
}

function marksOf(report: {
  move: Move;
  sown: readonly number[];
  captured: readonly { hole: number }[];
}): BoardHighlight {
  return { from: holeIndex(report.move), sown: report.sown, captured: report.captured.map((capture) => capture.hole) };
}

/** The board of an adjudication; on an illegal move, the position it was refused at with that hole marked. */
export function replayBoard(adjudicated: ReturnType<typeof adjudicateRecord>, first: Side): BoardReplay {
  if (adjudicated.ok) {
    const game = adjudicated.value;
    const last = game.steps.at(-1);
    const moves = game.steps.map((step) => step.move);
    const lastMove = last ? { number: moveNumbers(moves).at(-1)!, move: last.move } : null;
    return {
      position: game.position,
      highlight: last && marksOf(last.report),
      problem: null,
      refusedPly: null,
      finished: game.finished,
      lastMove,
    };
  }
  const error = adjudicated.error;
  if ('ply' in error) {
    return {
      position: error.position,
      highlight: { from: holeIndex(error.move) },
      problem: stateRefusal(error),
      refusedPly: error.ply,
      finished: false,
      lastMove: null,
    };
  }
  return {
    position: startPosition(first),
    problem: stateRefusal(error),
    refusedPly: null,
    finished: false,
    lastMove: null,
  };
}

/** The moves replayed from the start, the given side moving first. */
export function replayMoves(rules: string, first: Side, moves: string | readonly Move[]): BoardReplay {
  return replayBoard(adjudicate({ rules, moves, from: startPosition(first) }), first);
}
