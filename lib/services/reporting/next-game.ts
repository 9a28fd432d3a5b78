// Which game comes next in a series and who opens it. The number and the first mover are the
// server's to decide, never the client's: they follow from the games already reported (confirmed or
// not, since players go on playing while a report waits for its confirmation) under the series
// rules, by the same scoring syncSeries uses. What a game operation answers with: game-outcome.ts.
import type { Db } from '@/db/client';
import { liveGamesOfMatch } from '@/db/queries/games';
import { loadSeriesSetting, type SeriesSetting } from '@/db/queries/stages';
import type { Game, Match } from '@/db/schema';
import { AppError } from '@/lib/errors';
import type { SeriesState, SlotIndex } from '@/core/tournament';
import { scoreGames } from '@/lib/services/results/settle-series';

export interface SeriesPlan {
  /** The live games, by number (the one being recorded included). */
  live: Game[];
  /** The game being recorded at the table, if any. */
  recording: Game | null;
  /** The series as every finished live game makes it. */
  state: SeriesState;
  /** The next game's number and opener; null once the reported games decide the series, or while game 1 waits for a coin toss. */
  next: { number: number; opener: SlotIndex } | null;
}

/** Reads the match's games and plans the next one (call inside the transaction that holds the stage lock when acting on it). */
export async function planSeries(db: Db, match: Match): Promise<SeriesPlan> {
  const [setting, live] = await Promise.all([loadSeriesSetting(db, match.stageId), liveGamesOfMatch(db, match.id)]);
  return planFromGames(setting, match, live);
}

/** The plan of the series these live games (by number) make. */
export function planFromGames(setting: SeriesSetting, match: Match, live: Game[]): SeriesPlan {
  const finished = live.filter((game) => game.status !== 'in-progress');
  const { opener, state } = scoreGames(setting, match, finished);
  const number = finished.reduce((highest, game) => Math.max(highest, game.number), 0) + 1;
  const nextOpener = finished.length === 0 ? opener : state.nextFirstMover;
  return {
    live,
    recording: live.find((game) => game.status === 'in-progress') ?? null,
    state,
    next: state.finished || nextOpener === null ? null : { number, opener: nextOpener },
  };
}

/** The next game, or a conflict saying why there is none; `claimed` is the number the client believes it is. */
export function requireNextGame(
  match: Match,
  plan: SeriesPlan,
  claimed: number | null,
): { number: number; opener: SlotIndex } {
  if (match.status !== 'ready' && match.status !== 'in-play') {
    throw new AppError(
      'conflict',
      'match-not-open',
      `${match.key} is ${match.status === 'pending' ? 'waiting for its players' : match.status}: no games can be reported in it.`,
      { details: { match: match.key, status: match.status } },
    );
  }
  if (plan.state.finished) {
    throw new AppError(
      'conflict',
      'series-decided',
      `The games reported in ${match.key} already decide the series; they are waiting for confirmation.`,
      { details: { match: match.key } },
    );
  }
  if (!plan.next) {
    throw new AppError(
      'conflict',
      'coin-toss-missing',
      `Who opens game 1 of ${match.key} is decided by a coin toss the organisers have not recorded yet.`,
      { details: { match: match.key } },
    );
  }
  if (claimed !== null && claimed !== plan.next.number) {
    const code = claimed < plan.next.number ? 'game-already-reported' : 'game-number-mismatch';
    throw new AppError(
      'conflict',
      code,
      `Game ${claimed} ${claimed < plan.next.number ? 'has already been reported' : 'is not the next game'}: the next game of ${match.key} is game ${plan.next.number}.`,
      {
        details: { match: match.key, game: claimed, expected: plan.next.number },
      },
    );
  }
  return plan.next;
}
