// Swiss pairing: a fixed number of rounds, each paired from the standings so far, inside each
// score group the way the Dutch system does. A search backtracks whenever a choice would force a
// rematch, so a round has no rematch whenever one can be avoided (`swissRoundMatches`).
import { createMatch, type MatchLayout } from './stage-match';
import { leagueKey } from './round-robin';
import type { EntryId, SlotIndex, Stage, StageMatch } from './types';

/** What pairing needs to know of a player. */
export interface SwissPlayer {
  entry: EntryId;
  /** 1-based position in the seeded list (late entries come last). */
  seed: number;
  points: number;
  opponents: Set<EntryId>;
  hadBye: boolean;
  /** First moves in game 1 minus second moves, over the series played. */
  firstMoveBalance: number;
  /** Whether he moved first in game 1 of his last series (null: none played yet). */
  lastMovedFirst: boolean | null;
}

// Beyond this many steps the search stops looking for a rematch-free pairing and pairs
// with as few rematches as its greedy order gives; fields where that happens are far larger
// than a Warri event.
const SEARCH_BUDGET = 200_000;

/** Each active player's pairing record from the Swiss matches played so far. */
function swissPlayers(stage: Stage): SwissPlayer[] {
  const withdrawn = new Set(stage.withdrawn);
  const players = new Map<EntryId, SwissPlayer>();
  stage.entries.forEach((entry, index) => {
    players.set(entry, {
      entry,
      seed: index + 1,
      points: 0,
      opponents: new Set(),
      hadBye: false,
      firstMoveBalance: 0,
      lastMovedFirst: null,
    });
  });
  const rounds = [...stage.matches].filter((match) => match.part === 'swiss').sort((a, b) => a.round - b.round);
  for (const match of rounds) {
    const [a, b] = match.slots.map((slot) => (slot.entry === null ? undefined : players.get(slot.entry)));
    if (match.result?.how === 'bye' || (a && !b) || (!a && b)) {
      const player = a ?? b;
      if (player) {
        player.hadBye = true;
        if (match.status === 'finished') player.points += 1;
      }
      continue;
    }
    if (!a || !b) continue;
    a.opponents.add(b.entry);
    b.opponents.add(a.entry);
    if (match.result?.winner === 0) a.points += 1;
    if (match.result?.winner === 1) b.points += 1;
    if (match.firstMover !== null && match.result?.how === 'played') {
      const first = match.firstMover === 0 ? a : b;
      const second = first === a ? b : a;
      first.firstMoveBalance++;
      second.firstMoveBalance--;
      first.lastMovedFirst = true;
      second.lastMovedFirst = false;
    }
  }
  return [...players.values()].filter((player) => !withdrawn.has(player.entry)).sort(byRank);
}

function byRank(a: SwissPlayer, b: SwissPlayer): number {
  return b.points - a.points || a.seed - b.seed;
}

/** The pairs of a round (higher-ranked first) and the player with the bye, if any. */
export interface SwissPairing {
  pairs: [SwissPlayer, SwissPlayer][];
  bye: SwissPlayer | null;
  /** Pairs that are rematches because no pairing without one exists. */
  rematches: number;
}

/** Pairs the players (ranked best first) for the next round. */
function pairSwiss(players: SwissPlayer[]): SwissPairing {
  if (players.length % 2 === 0) {
    const pairs = searchPairs(players) ?? greedyPairs(players);
    return { pairs, bye: null, rematches: countRematches(pairs) };
  }
  const withoutBye = players.filter((player) => !player.hadBye);
  const candidates = (withoutBye.length > 0 ? withoutBye : players).slice().reverse();
  for (const bye of candidates) {
    const pairs = searchPairs(players.filter((player) => player !== bye));
    if (pairs) return { pairs, bye, rematches: 0 };
  }
  const bye = candidates[0];
  const pairs = greedyPairs(players.filter((player) => player !== bye));
  return { pairs, bye, rematches: countRematches(pairs) };
}

const countRematches = (pairs: [SwissPlayer, SwissPlayer][]): number =>
  pairs.filter(([a, b]) => a.opponents.has(b.entry)).length;

/** Opponents for the top remaining player, most wanted first (Dutch order, then floats). */
function preferences(remaining: SwissPlayer[]): SwissPlayer[] {
  const [top, ...others] = remaining;
  const same = others.filter((player) => player.points === top.points);
  const below = others.filter((player) => player.points !== top.points);
  const half = Math.floor((same.length + 1) / 2) - 1;
  const ideal = half < 0 ? [] : same.slice(half);
  const upper = half < 0 ? same : same.slice(0, half).reverse();
  return [...ideal, ...upper, ...below];
}

function searchPairs(players: SwissPlayer[]): [SwissPlayer, SwissPlayer][] | null {
  let steps = 0;
  const solve = (remaining: SwissPlayer[]): [SwissPlayer, SwissPlayer][] | null => {
    if (remaining.length === 0) return [];
    const top = remaining[0];
    for (const opponent of preferences(remaining)) {
      if (++steps > SEARCH_BUDGET) return null;
      if (top.opponents.has(opponent.entry)) continue;
      const rest = solve(remaining.filter((player) => player !== top && player !== opponent));
      if (rest) return [[top, opponent], ...rest];
    }
    return null;
  };
  return solve(players);
}

function greedyPairs(players: SwissPlayer[]): [SwissPlayer, SwissPlayer][] {
  const pairs: [SwissPlayer, SwissPlayer][] = [];
  let remaining = players;
  while (remaining.length > 1) {
    const top = remaining[0];
    const order = preferences(remaining);
    const opponent = order.find((player) => !top.opponents.has(player.entry)) ?? order[0];
    pairs.push([top, opponent]);
    remaining = remaining.filter((player) => player !== top && player !== opponent);
  }
  return pairs;
}

/**
 * Which of a pair (higher-ranked first) moves first in game 1: the one who has moved first
 * less often; on equal balance the higher-ranked gets the opposite of his last series (the
 * lower-ranked, if only he has played); with no history at all, the higher-ranked on odd
 * boards and the lower-ranked on even boards.
 */
function firstMoverOf(higher: SwissPlayer, lower: SwissPlayer, board: number): SlotIndex {
  if (higher.firstMoveBalance !== lower.firstMoveBalance)
    return higher.firstMoveBalance < lower.firstMoveBalance ? 0 : 1;
  if (higher.lastMovedFirst !== null) return higher.lastMovedFirst ? 1 : 0;
  if (lower.lastMovedFirst !== null) return lower.lastMovedFirst ? 0 : 1;
  return board % 2 === 1 ? 0 : 1;
}

/**
 * The matches of Swiss round `round`: the mover of game 1 is named first; the bye last.
 * Players are ranked by match points, then by seed. The highest-ranked unpaired player is paired
 * first, inside his score group (top half against bottom half: 1 v 5, 2 v 6, … in a group of
 * eight), else with the best of the groups below (a downfloat). An odd field gives the bye to the
 * lowest-ranked player who has not had one and whose absence still leaves a pairing without
 * rematches. Who moves first in game 1 evens out each player's first and second moves.
 */
export function swissRoundMatches(stage: Stage, round: number): StageMatch[] {
  const { pairs, bye } = pairSwiss(swissPlayers(stage));
  const layouts: MatchLayout[] = pairs.map(([higher, lower], index) => {
    const board = index + 1;
    const [first, second] = firstMoverOf(higher, lower, board) === 0 ? [higher, lower] : [lower, higher];
    return {
      key: leagueKey(round, board, null),
      part: 'swiss',
      round,
      position: board,
      sources: [
        { type: 'seed', seed: first.seed },
        { type: 'seed', seed: second.seed },
      ],
      firstMover: 0,
    };
  });
  if (bye) {
    const position = pairs.length + 1;
    layouts.push({
      key: leagueKey(round, position, null),
      part: 'swiss',
      round,
      position,
      sources: [{ type: 'seed', seed: bye.seed }, { type: 'bye' }],
    });
  }
  return layouts.map(createMatch);
}
