// A tournament's games as one text file of whole-game records (core/warri's format, in the spirit
// of PGN), one record after another with a blank line between. A game reported with its moves is
// replayed so its record is the adjudicated one; a game reported by result only has no moves, and
// its Result and Termination are the report's (adjudicateRecord would refuse such a record, as
// nothing shows how it ended).
import {
  adjudicate,
  printGameRecord,
  recordOfGame,
  startPosition,
  type GameRecord,
  type RecordHeaders,
  type RecordResult,
  type Termination,
} from '@/core/warri';
import type { TournamentGame } from '@/db/queries/tournament-games';

export interface EventHeaders {
  event: string;
  site: string | null;
}

const resultOf: Record<'south' | 'north' | 'draw', RecordResult> = { south: '1-0', north: '0-1', draw: '1/2-1/2' };

/** `YYYY.MM.DD`, as the record's Date header is written. */
function recordDate(at: Date): string {
  return at.toISOString().slice(0, 10).replace(/-/g, '.');
}

function terminationOf(game: TournamentGame['game']): Termination | undefined {
  if (game.endReason === 'agreed-end') return { reason: 'agreed-end' };
  if (game.endReason === 'resignation' || game.endReason === 'loss-on-time' || game.endReason === 'forfeit') {
    return { reason: game.endReason, loser: game.result === 'south' ? 'N' : 'S' };
  }
  return undefined;
}

/** The record of one game; the Round header is the match key and game number (`W2-1.3`). */
function gameRecordOf(event: EventHeaders, row: TournamentGame): GameRecord {
  const { game } = row;
  const first = game.firstMover === 'south' ? 'S' : 'N';
  const headers: RecordHeaders = {
    event: event.event,
    site: event.site ?? '?',
    date: recordDate(game.reportedAt),
    round: `${row.matchKey}.${game.number}`,
    south: row.south,
    north: row.north,
  };
  if (game.record !== null) {
    const replayed = adjudicate({
      rules: game.ruleSet,
      from: startPosition(first),
      moves: game.record,
      termination: terminationOf(game),
    });
    if (replayed.ok) return recordOfGame(headers, game.ruleSet, replayed.value);
  }
  return {
    ...headers,
    rules: game.ruleSet,
    first,
    setUp: null,
    result: game.result === null ? '*' : resultOf[game.result],
    termination: game.endReason ?? 'unterminated',
    moves: [],
  };
}

/** Every game's record, one after another. */
export function gameRecordsFile(event: EventHeaders, rows: readonly TournamentGame[]): string {
  return rows.map((row) => printGameRecord(gameRecordOf(event, row))).join('\n');
}
