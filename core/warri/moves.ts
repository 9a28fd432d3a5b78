import { boardEnd, type GameEnd } from './game-end';
import { assess, hasLegalMove, type Assessment } from './legality';
import {
  holeIndex,
  holeLetter,
  makePosition,
  opponent,
  repetitionKey,
  sideOfHole,
  type Move,
  type Position,
  type Side,
} from './position';
import { fail, ok, type Result } from './result';
import type { RuleSet, RuleSetId } from './rule-sets';
import { sowFrom, type Sowing } from './sowing';

/** Codes of a refused move, in the order they are checked. */
export const REFUSAL_CODES = ['game-over', 'wrong-side', 'empty-hole', 'must-feed', 'grand-slam-forbidden'] as const;

/**
 * Why a move is refused: `game-over` the game had already ended; `wrong-side` the hole is the
 * other player's; `empty-hole` it holds no seeds; `must-feed` the opponent's row is empty and the
 * move leaves it empty while another would not; `grand-slam-forbidden` vari / vari-strict forbid
 * this capture of the whole row.
 */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/**
 * A refused move: the code, a sentence a player understands, and the facts the sentence names, so
 * a reader's language can say it too: the side to move (`mover`), the moves it can play instead
 * (`legal`, for must-feed and grand-slam-forbidden), the rule set that forbids a grand slam
 * (`rules`), how the game had ended (`EndFacts`, for game-over).
 */
export interface MoveRefusal extends Partial<EndFacts> {
  code: RefusalCode;
  move: Move;
  mover: Side;
  legal?: Move[];
  rules?: RuleSetId;
  message: string;
}

/** How a game ended, as facts: the reason, the winner, and the winner's captured seeds (see `describeEnd`). */
export interface EndFacts {
  end: GameEnd['reason'];
  winner: Side | 'draw';
  seeds: number;
}

/**
 * How a grand slam was treated: `captured-moves-again` (antigua: captured, the same side moves
 * again), `captured-nothing` (abapa), `forced-capture` (vari: only grand slams were left).
 */
export type GrandSlamTreatment = 'captured-moves-again' | 'captured-nothing' | 'forced-capture';

/** What one move did, for a replay board. */
export interface MoveReport {
  move: Move;
  side: Side;
  /** Seeds taken from the hole. */
  seeds: number;
  /** Hole indices that received a seed, in sowing order. */
  sown: readonly number[];
  /** Holes captured and the seeds taken from each, from the last hole sown backwards. */
  captured: readonly { hole: number; seeds: number }[];
  /** Null when the move was not a grand slam. */
  grandSlam: GrandSlamTreatment | null;
  /** The same side is to move again (antigua's follow-up to a grand slam). */
  movesAgain: boolean;
}

/** A move played: the next position, what happened, and the game's end if this move ended it. */
export interface Played {
  position: Position;
  report: MoveReport;
  end: GameEnd | null;
}

const SIDE_NAMES: Record<Side, string> = { S: 'South', N: 'North' };

/** The name of a side for sentences: `South` or `North`. */
export function sideName(side: Side): string {
  return SIDE_NAMES[side];
}

/** A sentence saying how a game ended, for a `game-over` refusal. */
export function describeEnd(end: GameEnd, position: Position): string {
  const [south, north] = end.captures;
  switch (end.reason) {
    case 'score':
      return south === north
        ? 'both players had captured 24 seeds, a draw'
        : `${sideName(end.winner!)} had captured ${Math.max(south, north)} seeds`;
    case 'cycle':
      return 'the position had repeated';
    case 'no-moves':
      return `${sideName(position.toMove)} had no legal move`;
  }
}

/** The facts `describeEnd` puts in words, for a refusal's details. */
export function endFacts(end: GameEnd): EndFacts {
  return { end: end.reason, winner: end.winner ?? 'draw', seeds: Math.max(...end.captures) };
}

/**
 * The refusal of `move` at a position whose game is not over, checked in the order
 * wrong-side, empty-hole, must-feed, grand-slam-forbidden; null when the move is legal.
 */
export function refusalOf(position: Position, assessment: Assessment, move: Move, rules: RuleSet): MoveRefusal | null {
  const mover = position.toMove;
  const hole = holeIndex(move);
  if (sideOfHole(hole) !== mover) {
    return {
      code: 'wrong-side',
      move,
      mover,
      message: `It is ${sideName(mover)}'s turn, and ${move} is one of ${sideName(opponent(mover))}'s holes.`,
    };
  }
  if (position.board[hole] === 0)
    return { code: 'empty-hole', move, mover, message: `${sideName(mover)}'s hole ${move} is empty.` };
  const refused = assessment.refused.get(hole);
  if (refused === undefined) return null;
  const legal = assessment.legal.map(holeLetter);
  if (refused === 'must-feed') {
    const message = `${sideName(opponent(mover))}'s row is empty and ${move} leaves it empty; ${sideName(mover)} must give him seeds (${legal.join(', ')} would).`;
    return { code: 'must-feed', move, mover, legal, message };
  }
  const allowed =
    rules.grandSlam === 'forbidden'
      ? `${rules.id} never allows`
      : `${rules.id} allows only when no other move is legal`;
  const message = `${move} would capture every seed in ${sideName(opponent(mover))}'s row (a grand slam), which ${allowed}; ${sideName(mover)} can play ${legal.join(', ')}.`;
  return { code: 'grand-slam-forbidden', move, mover, legal, rules: rules.id, message };
}

function treatment(sowing: Sowing, rules: RuleSet): GrandSlamTreatment | null {
  if (!sowing.grandSlam) return null;
  if (rules.grandSlam === 'capture-and-move-again') return 'captured-moves-again';
  if (rules.grandSlam === 'capture-nothing') return 'captured-nothing';
  return 'forced-capture';
}

/** Makes a legal move: the position after it and what it did (no end check). */
export function applySowing(
  position: Position,
  sowing: Sowing,
  rules: RuleSet,
): { position: Position; report: MoveReport } {
  const board = [...sowing.afterSowing];
  const captured: { hole: number; seeds: number }[] = [];
  let taken = 0;
  if (sowing.captures) {
    for (const hole of sowing.chain) {
      captured.push({ hole, seeds: board[hole] });
      taken += board[hole];
      board[hole] = 0;
    }
  }
  const grandSlam = treatment(sowing, rules);
  const movesAgain = grandSlam === 'captured-moves-again';
  const captures: [number, number] = [...position.captures];
  captures[sowing.mover === 'S' ? 0 : 1] += taken;
  return {
    position: makePosition(board, captures, movesAgain ? sowing.mover : opponent(sowing.mover)),
    report: {
      move: sowing.move,
      side: sowing.mover,
      seeds: sowing.seeds,
      sown: sowing.sown,
      captured,
      grandSlam,
      movesAgain,
    },
  };
}

/** The legal moves of the side to move, in hole order; none when the game is over by score or he has no move. */
export function legalMoves(position: Position, rules: RuleSet): Move[] {
  const assessment = assess(position, rules);
  if (boardEnd(position, rules, false, assessment.legal.length > 0)) return [];
  return assessment.legal.map(holeLetter);
}

/**
 * Plays `move` at `position` under `rules`. `history` holds this game's earlier positions,
 * oldest first and without `position` itself; it is needed only to detect a cycle. Refuses a
 * move of a game already over (score, cycle with that history, or no legal move), then checks
 * wrong-side, empty-hole, must-feed and grand-slam-forbidden in that order.
 */
export function play(
  position: Position,
  move: Move,
  rules: RuleSet,
  history: readonly Position[] = [],
): Result<Played, MoveRefusal> {
  // Keys are built only for a history: a move always empties its hole, so it cannot repeat `position` alone.
  const seen = new Set(history.map(repetitionKey));
  const assessment = assess(position, rules);
  const over = boardEnd(
    position,
    rules,
    seen.size > 0 && seen.has(repetitionKey(position)),
    assessment.legal.length > 0,
  );
  if (over) {
    const message = `The game is over: ${describeEnd(over, position)}.`;
    return fail({ code: 'game-over', move, mover: position.toMove, ...endFacts(over), message });
  }
  const refusal = refusalOf(position, assessment, move, rules);
  if (refusal) return fail(refusal);
  const next = applySowing(position, sowFrom(position, holeIndex(move), rules), rules);
  if (seen.size > 0) seen.add(repetitionKey(position));
  const repeated = seen.size > 0 && seen.has(repetitionKey(next.position));
  return ok({ ...next, end: boardEnd(next.position, rules, repeated, hasLegalMove(next.position, rules)) });
}
