// From what a player sends to the outcome stored on a game: a move list or a game file is replayed
// by core/warri under the tournament's rule set and the first mover the series gives (an illegal or
// unfinished record is refused, naming the move), a bare result is checked for plausibility and
// kept unverified. Shared by reporting, the table recording's last move and a dispute's replacement.
import type { Db } from '@/db/client';
import { findEntry } from '@/db/queries/entries';
import { outcomeColumns, type GameOutcomeColumns } from '@/db/queries/game-rows';
import { AppError } from '@/lib/errors';
import type { RefusalCode } from '@/lib/refusal-codes';
import {
  adjudicate,
  adjudicateRecord,
  contradictedHeader,
  moveNumbers,
  nameLastMove,
  parseGameRecord,
  stateContradiction,
  stateRecordError,
  stateRefusal,
  type StatedRefusal,
  startPosition,
  type AdjudicationError,
  type GameSeating,
  type RecordMismatch,
  type RuleSetId,
  type Side,
  type Termination,
} from '@/core/warri';
import type { ReportGameInput } from '@/lib/validation/games';

export type ReportFields = Omit<ReportGameInput, 'number' | 'south' | 'opponentPin' | 'repeatOf'>;

/** The game a report is for, as the series seats it: its number, the entries at South and North, who moves first. */
export interface SeatedGame {
  number: number;
  southEntryId: number;
  northEntryId: number;
  first: Side;
}

const boardEndings = new Set(['score', 'cycle', 'no-moves', 'agreed-end']);

/** The outcome of a report, or the refusal that says what is wrong with it. */
export async function adjudicateReport(
  db: Db,
  report: ReportFields,
  rules: RuleSetId,
  game: SeatedGame,
): Promise<GameOutcomeColumns> {
  if (report.kind === 'result') return plausibleResult(report);
  if (report.kind === 'file')
    return finishedColumns(fileAdjudication(report.file, rules, await seatingOf(db, game)), 'file');
  if (!report.moves?.trim())
    throw new AppError('invalid-input', 'missing-moves', 'Type the moves of the game.', { field: 'moves' });
  return finishedColumns(
    adjudicate({ rules, moves: report.moves, from: startPosition(game.first), termination: terminationOf(report) }),
    'moves',
  );
}

/** The seating a game file's headers are checked against, with the players' names. */
async function seatingOf(db: Db, game: SeatedGame): Promise<GameSeating> {
  const [south, north] = await Promise.all([findEntry(db, game.southEntryId), findEntry(db, game.northEntryId)]);
  return { game: game.number, south: south!.player.displayName, north: north!.player.displayName, first: game.first };
}

function terminationOf(report: ReportFields): Termination | undefined {
  if (!report.termination) return undefined;
  if (report.termination === 'agreed-end') return { reason: 'agreed-end' };
  if (!report.loser)
    throw new AppError(
      'invalid-input',
      'loser-needed',
      `Say who lost: a ${report.termination.replace(/-/g, ' ')} names the loser.`,
      { field: 'loser', details: { ending: report.termination } },
    );
  return { reason: report.termination, loser: report.loser === 'south' ? 'S' : 'N' };
}

function fileAdjudication(
  file: string | undefined,
  rules: RuleSetId,
  seating: GameSeating,
): ReturnType<typeof adjudicateRecord> {
  if (!file?.trim())
    throw new AppError('invalid-input', 'missing-file', 'Choose or paste a game file.', { field: 'file' });
  const parsed = parseGameRecord(file);
  if (!parsed.ok) throw statedRefusal(stateRecordError(parsed.error), 'file');
  const record = parsed.value;
  if (record.rules !== rules) {
    throw new AppError(
      'invalid-input',
      'wrong-rules',
      `This tournament plays the ${rules} rules; the file says ${record.rules}.`,
      { field: 'file', details: { rules, fileRules: record.rules } },
    );
  }
  if (record.setUp)
    throw new AppError(
      'invalid-input',
      'set-up-not-allowed',
      'A tournament game starts from the start position: remove the SetUp header.',
      { field: 'file' },
    );
  // A file is never rewritten to fit the game: headers that say other seats, another first mover or
  // another game are refused, so a file cannot be stored with its sides swapped.
  const contradiction = contradictedHeader(record, seating);
  if (contradiction) throw statedRefusal(stateContradiction(contradiction), 'file');
  return adjudicateRecord(record);
}

function finishedColumns(
  adjudicated: ReturnType<typeof adjudicateRecord>,
  field: 'moves' | 'file',
): GameOutcomeColumns {
  if (!adjudicated.ok) throw adjudicationRefusal(adjudicated.error, field);
  const game = adjudicated.value;
  if (!game.finished) {
    const moves = game.steps.map((step) => step.move);
    const last = game.steps.at(-1);
    // The last move as the notation names it (`move 40, South's F`), for the sentence in any language.
    const lastMove = last && {
      moveNumber: moveNumbers(moves)[moves.length - 1],
      move: last.move,
      side: last.report.side,
    };
    throw new AppError(
      'invalid-input',
      'game-unfinished',
      `The game has not ended ${game.plies === 0 ? 'before any move' : `after ${nameLastMove(moves)}`}: finish recording it, or say how it ended off the board (resignation, loss on time, forfeit, agreed end).`,
      { field, details: { plies: game.plies, ...lastMove } },
    );
  }
  return outcomeColumns(game);
}

/**
 * A record core/warri refused, as the app's error: an illegal move is named as the notation numbers
 * it ("Move 11, South's C: …"), with its place in the list (`ply`), its number (`moveNumber`) and
 * its character in the typed text (`at`) for clients that point at it, and the facts of the rule
 * it breaks (the side to move, the moves it can play instead, …) for the sentence in other languages.
 */
export function adjudicationRefusal(error: AdjudicationError | RecordMismatch, field: string): AppError {
  return statedRefusal(stateRefusal(error), field);
}

function statedRefusal({ code, message, details }: StatedRefusal, field: string): AppError {
  return new AppError('invalid-input', code, message, {
    field,
    details: Object.keys(details).length > 0 ? details : undefined,
  });
}

/**
 * A result nobody recorded, checked as far as a score can be: the seeds add up (all 48 captured
 * when the game ended on the board or by agreement, at most 48 otherwise), the count names the
 * winner of a board ending (25 or more, or a 24–24 draw, for a score ending), and an off-board
 * loss names a loser.
 */
function plausibleResult(report: ReportFields): GameOutcomeColumns {
  const { capturesSouth: south, capturesNorth: north, winner, endReason } = report;
  if (south === null)
    throw new AppError('invalid-input', 'missing-captures', "Give South's captured seeds.", { field: 'capturesSouth' });
  if (north === null)
    throw new AppError('invalid-input', 'missing-captures', "Give North's captured seeds.", { field: 'capturesNorth' });
  if (!endReason)
    throw new AppError('invalid-input', 'missing-end-reason', 'Say how the game ended.', { field: 'endReason' });
  if (!winner)
    throw new AppError('invalid-input', 'missing-winner', 'Say who won, or that it was a draw.', { field: 'winner' });
  const total = south + north;
  const refuse = (code: RefusalCode, message: string, field = 'capturesSouth', facts = {}) =>
    new AppError('invalid-input', code, message, { field, details: { south, north, total, ...facts } });
  if (total > 48) throw refuse('too-many-seeds', `${south} + ${north} is ${total} seeds; there are only 48.`);
  if (boardEndings.has(endReason)) {
    if (total !== 48)
      throw refuse(
        'seeds-do-not-add-up',
        `A game that ended on the board (or by agreement) has all 48 seeds shared out; ${south} + ${north} is ${total}.`,
      );
    const byCount = south > north ? 'south' : north > south ? 'north' : 'draw';
    if (winner !== byCount)
      throw refuse(
        'winner-not-by-count',
        `With ${south}–${north} the count gives ${byCount === 'draw' ? 'a draw' : `the game to ${byCount === 'south' ? 'South' : 'North'}`}, not to ${winner === 'draw' ? 'a draw' : winner === 'south' ? 'South' : 'North'}.`,
        'winner',
        { byCount, winner },
      );
    if (endReason === 'score' && Math.max(south, north) < 25 && !(south === 24 && north === 24)) {
      throw refuse(
        'score-not-reached',
        `A game ends on the score when a player has 25 seeds or both have 24; ${south}–${north} is neither.`,
      );
    }
  } else if (winner === 'draw') {
    throw refuse('loser-needed', `A ${endReason.replace(/-/g, ' ')} has a loser: say who won.`, 'winner', {
      ending: endReason,
    });
  }
  return {
    record: null,
    moveCount: null,
    capturesSouth: south,
    capturesNorth: north,
    result: winner,
    endReason,
    verified: false,
  };
}
