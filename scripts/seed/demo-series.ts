// Series for the demo event, played with real games: every record is a legal game played out
// with the rules library (random moves, the better seed now and then taking the biggest capture
// on offer, which is edge enough for close series and the odd upset), adjudicated by it, and the
// series scored by the formats library.
import {
  adjudicate,
  legalMoves,
  play,
  printMoves,
  ruleSet,
  startPosition,
  type Move,
  type Position,
  type RuleSet,
  type RuleSetId,
  type Side,
} from '@/lib/warri';
import { seriesState, type SeriesGame, type SeriesRules, type SeriesState, type SlotIndex } from '@/lib/tournament';

/** One adjudicated game of a series; the player moving first plays South. */
export interface DemoGame {
  southSlot: SlotIndex;
  record: string;
  plies: number;
  captures: [south: number, north: number];
  result: 'south' | 'north' | 'draw';
  end: 'score' | 'cycle' | 'no-moves';
}

export interface PlaySeriesOptions {
  rules: SeriesRules;
  ruleSetId: RuleSetId;
  /** The slot that moves first in game 1. */
  opener: SlotIndex;
  /** The better seed's slot: it sometimes plays for captures, so favourites usually (not always) win. */
  favourite: SlotIndex;
  random: () => number;
  /** Stop after this many games even if nobody has won (a series still in play). */
  stopAfter?: number;
  /** Records to play instead of random ones, by game number (e.g. a 24–24 draw). */
  fixedRecords?: ReadonlyMap<number, string>;
}

/** Plays games until the series is decided (or `stopAfter` games), returning the games and the series state. */
export function playSeries(options: PlaySeriesOptions): { games: DemoGame[]; state: SeriesState } {
  const rules = ruleSet(options.ruleSetId);
  if (!rules.ok) throw new Error(rules.error.reason);
  const games: DemoGame[] = [];
  let state = scoreOf(games, options);
  while (!state.finished && games.length < (options.stopAfter ?? Infinity)) {
    const number = games.length + 1;
    const southSlot = state.nextFirstMover!;
    const favouriteSide: Side = southSlot === options.favourite ? 'S' : 'N';
    const moves = options.fixedRecords?.get(number) ?? printMoves(playGame(rules.value, options.random, favouriteSide));
    const judged = adjudicate({ rules: options.ruleSetId, moves });
    if (!judged.ok || !judged.value.finished) throw new Error(`Demo game ${number} is not a finished legal game.`);
    const { captures, winner, end, plies } = judged.value;
    if (end !== 'score' && end !== 'cycle' && end !== 'no-moves') throw new Error(`Demo game ${number} ended off the board.`);
    games.push({
      southSlot,
      record: moves,
      plies,
      captures: [captures[0], captures[1]],
      result: winner === 'S' ? 'south' : winner === 'N' ? 'north' : 'draw',
      end,
    });
    state = scoreOf(games, options);
  }
  return { games, state };
}

/** A whole game from the start, South first: one move in ten, the favourite takes the biggest capture on offer. */
function playGame(rules: RuleSet, random: () => number, favourite: Side): Move[] {
  let position = startPosition('S');
  const history: Position[] = [];
  const moves: Move[] = [];
  for (;;) {
    const legal = legalMoves(position, rules);
    if (legal.length === 0) return moves;
    const move =
      position.toMove === favourite && random() < 0.1 ? greediest(position, legal, rules, random) : legal[Math.floor(random() * legal.length)];
    const played = play(position, move, rules, history);
    if (!played.ok) throw new Error(played.error.reason);
    history.push(position);
    moves.push(move);
    position = played.value.position;
    if (played.value.end) return moves;
  }
}

function greediest(position: Position, legal: Move[], rules: RuleSet, random: () => number): Move {
  const own = position.toMove === 'S' ? 0 : 1;
  const gains = legal.map((move) => {
    const played = play(position, move, rules);
    return played.ok ? played.value.position.captures[own] - position.captures[own] : -1;
  });
  const best = Math.max(...gains);
  const bestMoves = legal.filter((_, index) => gains[index] === best);
  return bestMoves[Math.floor(random() * bestMoves.length)];
}

function scoreOf(games: DemoGame[], options: PlaySeriesOptions): SeriesState {
  const seriesGames: SeriesGame[] = games.map((game) => ({
    south: game.southSlot,
    first: 'S',
    result: game.result === 'south' ? 'S' : game.result === 'north' ? 'N' : 'draw',
    captures: game.captures,
  }));
  const state = seriesState(seriesGames, options.rules, options.opener);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/** A small seeded generator (mulberry32): the demo is the same every time it is created. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
