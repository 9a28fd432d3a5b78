// A match as spectators see it: the series from the tournament view, and its games in order,
// each with what the table reported and, when moves were recorded, the game record as text
// (headers from the tournament and the players) for downloading and replaying; and the
// organisers' correction of its result, when one is in force.
import { liveGamesOfMatch } from '@/db/queries/games';
import type { Db } from '@/db/client';
import type { MatchSide, MatchWithSides } from '@/db/queries/matches';
import type { Game, Tournament } from '@/db/schema';
import { adjudicate, printGameRecord, recordOfGame, startPosition, type Side, type Termination } from '@/core/warri';
import { matchCorrections, type MatchCorrection } from './match-corrections';
import type { TournamentView } from './view-tournament';

export interface GameView {
  id: number;
  number: number;
  status: Game['status'];
  /** True when the rules library replayed the moves; false for a result reported without them. */
  verified: boolean;
  ruleSet: Game['ruleSet'];
  /** Who sat South and North (South is the entry the row names). */
  south: MatchSide | null;
  north: MatchSide | null;
  /** Who made the first move. */
  firstMover: Side;
  result: Game['result'];
  endReason: Game['endReason'];
  capturesSouth: number | null;
  capturesNorth: number | null;
  moveCount: number | null;
  /** The moves in the library's notation, as recorded so far; null for a result-only report. */
  moves: string | null;
  /** The whole game record (headers and moves) as text; null without moves or when they do not replay. */
  recordText: string | null;
}

export interface MatchView {
  match: MatchWithSides;
  roundName: string;
  games: GameView[];
  /** The arbiter's correction of the result, shown beside the games it overrules; null when the games decide. */
  correction: MatchCorrection | null;
}

/** The match of this tournament with its games, or null when the tournament has no such match. */
export async function viewMatch(db: Db, view: TournamentView, matchId: number): Promise<MatchView | null> {
  for (const { stage, matches, roundNames } of view.stages) {
    const match = matches.find((candidate) => candidate.id === matchId);
    if (!match) continue;
    const games = await liveGamesOfMatch(db, matchId);
    const corrections = await matchCorrections(
      db,
      view.tournament,
      [{ match, seededEntries: stage.seededEntries }],
      games,
    );
    return {
      match,
      roundName: roundNames[match.key] ?? '',
      games: games.map((game) => gameView(view.tournament, match, game)),
      correction: corrections.get(matchId) ?? null,
    };
  }
  return null;
}

function gameView(tournament: Tournament, match: MatchWithSides, game: Game): GameView {
  const [south, north] =
    match.side1?.entryId === game.southEntryId ? [match.side1, match.side2] : [match.side2, match.side1];
  const firstMover: Side = game.firstMover === 'south' ? 'S' : 'N';
  return {
    id: game.id,
    number: game.number,
    status: game.status,
    verified: game.verified,
    ruleSet: game.ruleSet,
    south,
    north,
    firstMover,
    result: game.result,
    endReason: game.endReason,
    capturesSouth: game.capturesSouth,
    capturesNorth: game.capturesNorth,
    moveCount: game.moveCount,
    moves: game.record,
    recordText: game.record === null ? null : recordText(tournament, match, game, south, north, firstMover),
  };
}

/** The off-board ending of a reported game, as the rules library takes it. */
function terminationOf(game: Game): Termination | undefined {
  switch (game.endReason) {
    case 'resignation':
    case 'loss-on-time':
    case 'forfeit':
      return game.result === 'draw' || game.result === null
        ? undefined
        : { reason: game.endReason, loser: game.result === 'south' ? 'N' : 'S' };
    case 'agreed-end':
      return { reason: 'agreed-end' };
    default:
      return undefined;
  }
}

function recordText(
  tournament: Tournament,
  match: MatchWithSides,
  game: Game,
  south: MatchSide | null,
  north: MatchSide | null,
  firstMover: Side,
): string | null {
  const replay = adjudicate({
    rules: game.ruleSet,
    moves: game.record!,
    from: startPosition(firstMover),
    termination: game.status === 'in-progress' ? undefined : terminationOf(game),
  });
  if (!replay.ok) return null;
  const headers = {
    event: tournament.name,
    site: tournament.venue ?? '?',
    date: tournament.startsOn ? tournament.startsOn.replaceAll('-', '.') : '?',
    round: `${match.key}.${game.number}`,
    south: south?.name ?? '?',
    north: north?.name ?? '?',
  };
  return printGameRecord(recordOfGame(headers, game.ruleSet, replay.value));
}
