import { BOARD_END_REASONS, boardEnd, shareBoard, winnerOf, type GameEnd } from './game-end';
import { assess } from './legality';
import {
  applySowing,
  describeEnd,
  endFacts,
  refusalOf,
  type EndFacts,
  type MoveRefusal,
  type MoveReport,
} from './moves';
import { locateMoves, moveName, moveNumbers, nameLastMove, type NotationError } from './notation';
import {
  holeIndex,
  opponent,
  parsePosition,
  repetitionKey,
  START_POSITION,
  validatePosition,
  type Move,
  type Position,
  type PositionError,
  type Side,
} from './position';
import { fail, ok, type Result } from './result';
import { sowFrom } from './sowing';
import { DEFAULT_RULE_SET_ID, ruleSet, type RulesError } from './rule-sets';

/** Off-board endings: stated with a record, never inferred from the moves. */
export const OFF_BOARD_REASONS = ['resignation', 'loss-on-time', 'forfeit', 'agreed-end'] as const;

/** An off-board ending's name. */
export type OffBoardReason = (typeof OFF_BOARD_REASONS)[number];

/**
 * An off-board ending: resignation, loss on time or forfeit name the player who loses whatever
 * the count (the captures stand as they are); an agreed end shares the seeds on the board as at a
 * cycle under the rule set, and the count decides.
 */
export type Termination =
  { reason: 'resignation' | 'loss-on-time' | 'forfeit'; loser: Side } | { reason: 'agreed-end' };

/** Why a finished game can end: `score`, `cycle` and `no-moves` on the board, the others stated with the record. */
export const END_REASONS = [...BOARD_END_REASONS, ...OFF_BOARD_REASONS] as const;
/** Why a finished game ended, on the board or off it (see END_REASONS). */
export type EndReason = (typeof END_REASONS)[number];

/** What to adjudicate: rule-set id (default antigua), the moves (notation or letters), a set-up position, an off-board ending. */
export interface AdjudicationInput {
  rules?: string;
  moves: string | readonly Move[];
  from?: string | Position;
  termination?: Termination;
}

/** One move of a replay: its 1-based number, what it did and the position after it. */
export interface Step {
  ply: number;
  move: Move;
  report: MoveReport;
  position: Position;
}

/** A game that ended: captures after sharing, winner (null: draw), reason, moves played, final board before sharing. */
export interface FinishedGame {
  finished: true;
  captures: readonly [south: number, north: number];
  winner: Side | null;
  end: EndReason;
  plies: number;
  /** The position after the last move, before the seeds left on the board were shared. */
  position: Position;
  start: Position;
  steps: readonly Step[];
}

/** A record that stops before its game ended and names no off-board ending: not a result. */
export interface UnfinishedGame {
  finished: false;
  plies: number;
  position: Position;
  start: Position;
  steps: readonly Step[];
}

/**
 * The first bad move of a record: its refusal (code, letter, message and facts), its 1-based place
 * in the list (`ply`) and the number the notation gives it (`moveNumber`: `11` in `… 11. C c`), the
 * position it was refused at, and (moves given as text) its 1-based character in the text, to point at it.
 */
export interface IllegalMove extends MoveRefusal {
  ply: number;
  moveNumber: number;
  position: Position;
  at?: number;
}

/** An illegal move as a sentence for a person, in the notation's numbering: `Move 11, South's C: South's hole C is empty.` */
export function describeIllegalMove(error: IllegalMove): string {
  const name = moveName(error.moveNumber, error.move);
  return `${name[0].toUpperCase()}${name.slice(1)}: ${error.message}`;
}

/**
 * An off-board ending given for a record whose game had already ended on the board. RULES.md
 * refuses it without naming a code; `game-over` is kept for moves, which have a ply. It names the
 * ending given (`termination`), how the board had ended (`EndFacts`) and the side to move then (`mover`).
 */
export interface TerminationRefusal extends EndFacts {
  code: 'termination-after-end';
  termination: OffBoardReason;
  mover: Side;
  message: string;
}

/** Everything adjudication can refuse. */
export type AdjudicationError = RulesError | PositionError | NotationError | IllegalMove | TerminationRefusal;

/** The answer of `adjudicate`. */
export type Adjudication = Result<FinishedGame | UnfinishedGame, AdjudicationError>;

function offBoardEnd(
  position: Position,
  termination: Termination,
  share: 'own-row' | 'equal',
): GameEnd<OffBoardReason> {
  if (termination.reason === 'agreed-end') {
    const captures = shareBoard(position, share);
    return { reason: 'agreed-end', captures, winner: winnerOf(captures) };
  }
  return { reason: termination.reason, captures: position.captures, winner: opponent(termination.loser) };
}

const OFF_BOARD_NAMES: Record<OffBoardReason, string> = {
  resignation: 'resignation',
  'loss-on-time': 'loss on time',
  forfeit: 'forfeit',
  'agreed-end': 'agreed end',
};

/** When a game ended, in the notation's numbering: after the first `played` of these moves. */
function after(moves: readonly Move[], played: number): string {
  return played === 0 ? 'before the first move' : `after ${nameLastMove(moves.slice(0, played))}`;
}

/**
 * Replays a record from the start (or `from`) under a rule set and answers finished, unfinished
 * or the first illegal move. Input is checked in the order rules, position, notation, and the
 * whole notation before any move is replayed. A set-up position is checked for an end before its
 * first move. Every position, the start included, counts for repetition.
 */
export function adjudicate(input: AdjudicationInput): Adjudication {
  const rules = ruleSet(input.rules ?? DEFAULT_RULE_SET_ID);
  if (!rules.ok) return rules;
  const from =
    input.from === undefined
      ? ok(START_POSITION)
      : typeof input.from === 'string'
        ? parsePosition(input.from)
        : validatePosition(input.from);
  if (!from.ok) return from;
  const moves =
    typeof input.moves === 'string'
      ? locateMoves(input.moves)
      : ok(input.moves.map((move) => ({ move, at: undefined })));
  if (!moves.ok) return moves;
  const letters = moves.value.map(({ move }) => move);
  const numbers = moveNumbers(letters);

  const start = from.value;
  let position = start;
  let assessment = assess(position, rules.value);
  const seen = new Set([repetitionKey(position)]);
  let end = boardEnd(position, rules.value, false, assessment.legal.length > 0);
  const steps: Step[] = [];
  for (const { move, at } of moves.value) {
    const ply = steps.length + 1;
    const moveNumber = numbers[ply - 1];
    if (end) {
      const message = `The game had already ended ${after(letters, steps.length)}: ${describeEnd(end, position)}.`;
      const facts = { mover: position.toMove, ...endFacts(end) };
      return fail({ code: 'game-over', ply, moveNumber, move, ...facts, message, position, at });
    }
    const refusal = refusalOf(position, assessment, move, rules.value);
    if (refusal) return fail({ ...refusal, ply, moveNumber, position, at });
    const next = applySowing(position, sowFrom(position, holeIndex(move), rules.value), rules.value);
    position = next.position;
    assessment = assess(position, rules.value);
    const known = seen.size;
    seen.add(repetitionKey(position));
    end = boardEnd(position, rules.value, seen.size === known, assessment.legal.length > 0);
    steps.push({ ply, move, report: next.report, position });
  }

  const replay = { plies: steps.length, position, start, steps };
  if (end && input.termination) {
    return fail({
      code: 'termination-after-end',
      termination: input.termination.reason,
      mover: position.toMove,
      ...endFacts(end),
      message: `The game had already ended ${after(letters, steps.length)} (${describeEnd(end, position)}); a ${OFF_BOARD_NAMES[input.termination.reason]} cannot be recorded after it.`,
    });
  }
  const finish = end ?? (input.termination && offBoardEnd(position, input.termination, rules.value.cycleShare));
  if (!finish) return ok({ finished: false, ...replay });
  return ok({ finished: true, captures: finish.captures, winner: finish.winner, end: finish.reason, ...replay });
}
