// One round of the FIDE Dutch system (C.04.3) on a Warri Swiss: score brackets paired from the
// top, each leaving the rest of the round pairable (C.4), the bye to a player who may have it
// (C.2), colours by E.1–E.5, boards in publishing order (C.04.2 D.9).
import { pairBracket, type BracketPairing } from './bracket';
import { allocateColours } from './colours';
import { maximumMatching, matchingSize } from './matching';
import { pairingPlayers, type PairingPlayer } from './players';
import type { BracketExplanation, Colour, PairedBoard, PairingRequest, RoundPairing, SwissEntrant } from './types';

// Search steps per bracket before its best candidate so far is taken: far more than any bracket
// of a 200-player event needs when its candidates can meet the criteria, and a bound on the time
// of the rare bracket where they cannot.
const BRACKET_BUDGET = 60_000;

/** The absolute criteria, and which of them a round that cannot be paired with all gives up, in turn. */
const RELAXATIONS: ('C1' | 'C2' | 'C3')[][] = [[], ['C3'], ['C3', 'C2'], ['C3', 'C2', 'C1']];

/**
 * Pairs `request.round`. `everyone` adds withdrawn players' histories, whose scores the floats
 * of their past opponents are measured against. Null only when fewer than two players are left.
 */
export function pairRound(request: PairingRequest, everyone: SwissEntrant[] = request.players): RoundPairing | null {
  const players = pairingPlayers(request, everyone);
  if (players.length < 2) return null;
  const initial: Colour = request.initialColour ?? 'first';
  for (const relaxed of RELAXATIONS) {
    const rules = criteriaFor(players, relaxed);
    if (!pairable(players, rules)) continue;
    const paired = pairBrackets(players, rules, initial);
    if (paired) return { ...paired, relaxed };
  }
  return null;
}

interface AbsoluteCriteria {
  compatible: (a: PairingPlayer, b: PairingPlayer) => boolean;
  mayHaveBye: (player: PairingPlayer) => boolean;
  /** Who of `players` each of them may meet, by position in the list. */
  neighbours: (players: PairingPlayer[]) => number[][];
}

/** The absolute criteria less those relaxed, worked out once for every two players of the round. */
function criteriaFor(players: PairingPlayer[], relaxed: ('C1' | 'C2' | 'C3')[]): AbsoluteCriteria {
  const keep = (criterion: 'C1' | 'C2' | 'C3') => !relaxed.includes(criterion);
  const indexOf = new Map(players.map((player, index) => [player, index]));
  const count = players.length;
  const allowed = new Uint8Array(count * count);
  players.forEach((a, row) =>
    players.forEach((b, column) => {
      allowed[row * count + column] = Number(
        row !== column &&
          (!keep('C1') || !a.barred.has(b.id)) &&
          // C.3: non-topscorers with the same absolute colour preference do not meet.
          (!keep('C3') ||
            a.topscorer ||
            b.topscorer ||
            a.strength !== 'absolute' ||
            b.strength !== 'absolute' ||
            a.preference !== b.preference),
      );
    }),
  );
  return {
    compatible: (a, b) => allowed[indexOf.get(a)! * count + indexOf.get(b)!] === 1,
    mayHaveBye: (player) => !keep('C2') || !player.byeBarred,
    neighbours: (some) => {
      const rows = some.map((player) => indexOf.get(player)! * count);
      const columns = some.map((player) => indexOf.get(player)!);
      return rows.map((row) => {
        const list: number[] = [];
        columns.forEach((column, at) => {
          if (allowed[row + column] === 1) list.push(at);
        });
        return list;
      });
    },
  };
}

/** Whether these players can all be paired, one of them taking the bye if they are odd. */
function pairable(players: PairingPlayer[], rules: AbsoluteCriteria): boolean {
  const neighbours = rules.neighbours(players);
  if (players.length % 2 === 1) {
    const bye = players.length;
    neighbours.push([]);
    players.forEach((player, index) => {
      if (!rules.mayHaveBye(player)) return;
      neighbours[index].push(bye);
      neighbours[bye].push(index);
    });
  }
  return maximumMatching(neighbours).every((partner) => partner !== -1);
}

function pairBrackets(
  players: PairingPlayer[],
  rules: AbsoluteCriteria,
  initial: Colour,
): Omit<RoundPairing, 'relaxed'> | null {
  const groups: PairingPlayer[][] = [];
  for (const player of players) {
    const group = groups.at(-1);
    if (group && group[0].score === player.score) group.push(player);
    else groups.push([player]);
  }
  const pairs: [PairingPlayer, PairingPlayer][] = [];
  const brackets: BracketExplanation[] = [];
  let movedDown: PairingPlayer[] = [];
  for (let index = 0; index < groups.length; index++) {
    const residents = groups[index];
    const below = groups.slice(index + 1).flat();
    const next = groups[index + 1] ?? null;
    const paired: BracketPairing | null = pairBracket({
      movedDown,
      residents,
      compatible: rules.compatible,
      completes: (floaters) => pairable([...floaters, ...below], rules),
      nextPairs: next
        ? (floaters) => {
            return matchingSize(rules.neighbours([...floaters, ...next]));
          }
        : null,
      nextResidents: next?.length ?? 0,
      initial,
      budget: BRACKET_BUDGET,
    });
    if (!paired) return null;
    pairs.push(...paired.pairs);
    brackets.push({
      score: residents[0].score,
      movedDown: movedDown.map((player) => player.id),
      residents: residents.map((player) => player.id),
      pairs: paired.pairs.map(([a, b]) => [a.id, b.id]),
      floated: paired.floaters.map((player) => player.id),
      failures: paired.failures,
      candidates: paired.candidates,
      exhaustive: paired.exhaustive,
    });
    movedDown = paired.floaters;
  }
  if (movedDown.length > 1) return null;
  return { boards: boardsOf(pairs, initial), bye: movedDown[0]?.id ?? null, brackets };
}

/** C.04.2 D.9: by the higher score in the pair, then the sum of scores, then the better pairing number. */
function boardsOf(pairs: [PairingPlayer, PairingPlayer][], initial: Colour): PairedBoard[] {
  const ordered = pairs
    .map(([a, b]) => (a.score > b.score || (a.score === b.score && a.rank < b.rank) ? [a, b] : [b, a]))
    .sort(
      ([a1, b1], [a2, b2]) => a2.score - a1.score || a2.score + b2.score - (a1.score + b1.score) || a1.rank - a2.rank,
    );
  return ordered.map(([higher, lower]) => {
    const { colour, rule } = allocateColours(higher, lower, initial);
    return colour === 'first'
      ? { first: higher.id, second: lower.id, rule }
      : { first: lower.id, second: higher.id, rule };
  });
}
