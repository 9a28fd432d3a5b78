// What a game operation answers: the game row as the API shows it and the series as it now
// stands, with the next game as the series plans it.
import type { Db } from '@/db/client';
import { findMatch } from '@/db/queries/matches';
import type { Game, Match } from '@/db/schema';
import type { GameOutcome, ApiGame } from '@/lib/validation/games';
import { isDecided } from '@/lib/services/results/match-access';
import { planSeries, type SeriesPlan } from './next-game';

/** A game row as the API shows it. */
function apiGame(game: Game): ApiGame {
  return {
    id: game.id,
    matchId: game.matchId,
    number: game.number,
    status: game.status,
    southEntryId: game.southEntryId,
    firstMover: game.firstMover,
    ruleSet: game.ruleSet,
    record: game.record,
    moveCount: game.moveCount,
    capturesSouth: game.capturesSouth,
    capturesNorth: game.capturesNorth,
    result: game.result,
    endReason: game.endReason,
    verified: game.verified,
    reportedAt: game.reportedAt.toISOString(),
    confirmedAt: game.confirmedAt?.toISOString() ?? null,
    disputeComment: game.disputeComment,
  };
}

/** The answer of a game operation: the game and the series as it now stands. */
export async function gameOutcome(db: Db, matchId: number, game: Game | null): Promise<GameOutcome> {
  const match = (await findMatch(db, matchId))!;
  return outcomeOf(match, isDecided(match) ? null : await planSeries(db, match), game);
}

/** `gameOutcome` of a match row and its plan (null once decided) the caller already has. */
export function outcomeOf(match: Match, plan: SeriesPlan | null, game: Game | null): GameOutcome {
  return {
    game: game && apiGame(game),
    series: {
      wins1: match.wins1 ?? 0,
      wins2: match.wins2 ?? 0,
      draws: match.draws,
      finished: isDecided(match),
      matchStatus: match.status,
      nextNumber: plan?.next?.number ?? null,
      nextOpenerSlot: plan?.next ? plan.next.opener + 1 : null,
    },
    replayed: false,
  };
}
