// A reference checker for one Swiss round, written from the FIDE rules (Handbook C.04.1 basic
// rules, C.04.3 Dutch system as of 2017) and not from the pairing engine: it reads a stage through
// its public shape only and says which rules a round's pairing breaks when the rules could have
// been kept. Warri's "colour" is who moves first in game 1 of a series ('F' first, 'S' second).
//
// Readings of the rules it rests on:
// - C.04.1 b forbids two players to *play* each other twice. A walkover is not a game played
//   (the Dutch rules up to 2013 said it in F.2: a pairing not actually played "is not considered
//   to be illegal in future rounds"; C.04.3 A.6 counts colours over games played), so only
//   series played count as meetings, and only they give a colour.
// - C.04.1 d: a player who had the pairing-allocated bye, or won without playing (a walkover),
//   may not get the bye.
// - C.04.1 f, g with C.04.3 A.6, A.7, C.3: a first-move difference beyond ±2 or the same side
//   three games running is allowed only to a pair of players with the same absolute preference
//   of which at least one is a topscorer (over half the possible score) in the last round.
// - C.1–C.3 are absolute: a round must keep them when any pairing of it can (they come before
//   every quality criterion). When no pairing keeps them all the rules say nothing; the checker
//   then holds the round to them in their order: no rematch if any pairing avoids one (even at the
//   cost of a second bye), then no barred bye, then the colour criterion. C.4 and C.5: each bracket, paired from the top with the players
//   moved down into it, floats as few players down as it can while the rest of the round can
//   still be paired under C.1–C.3.
import type { EntryId, Stage } from '@/core/tournament/types';
import { maximumMatching } from './matching';

/** A game-1 side: first mover or second mover. */
export type Colour = 'F' | 'S';

/** What the rules need of a player when a round is paired. */
export interface DutchPlayer {
  entry: EntryId;
  /** Position in the initial ranking list, late entries last (C.04.3 A.2 b). */
  pairingNumber: number;
  score: number;
  /** Opponents actually played (walkovers left out, see above). */
  met: Set<EntryId>;
  /** Sides in game 1 of the series played, oldest first. */
  colours: Colour[];
  /** Had the pairing-allocated bye or won a walkover (C.04.1 d). */
  byeBarred: boolean;
}

/** A round's pairing: pairs with the first mover named first, and the bye. */
export interface RoundPairing {
  pairs: [EntryId, EntryId][];
  bye: EntryId | null;
}

/** The players to pair for `round` (not withdrawn), from the Swiss matches of earlier rounds, ranked (A.2). */
export function dutchPlayers(stage: Stage, round: number): DutchPlayer[] {
  const players = new Map<EntryId, DutchPlayer>(
    stage.entries.map((entry, index) => [
      entry,
      { entry, pairingNumber: index + 1, score: 0, met: new Set(), colours: [], byeBarred: false },
    ]),
  );
  const earlier = stage.matches.filter((match) => match.part === 'swiss' && match.round < round);
  for (const match of [...earlier].sort((a, b) => a.round - b.round)) {
    const [a, b] = match.slots.map((slot) => (slot.entry === null ? undefined : players.get(slot.entry)));
    const result = match.result;
    if (!result) throw new Error(`${match.key} of round ${match.round} has no result`);
    if (result.how === 'bye') {
      const player = (a ?? b)!;
      player.score += 1;
      player.byeBarred = true;
      continue;
    }
    if (!a || !b) throw new Error(`${match.key} has an empty slot but is not a bye`);
    const winner = result.winner === null ? null : result.winner === 0 ? a : b;
    if (winner) winner.score += 1;
    if (result.how === 'walkover') {
      if (winner) winner.byeBarred = true;
      continue;
    }
    a.met.add(b.entry);
    b.met.add(a.entry);
    const first = (match.firstMover ?? 0) === 0 ? a : b;
    first.colours.push('F');
    (first === a ? b : a).colours.push('S');
  }
  const withdrawn = new Set(stage.withdrawn);
  return [...players.values()]
    .filter((player) => !withdrawn.has(player.entry))
    .sort((a, b) => b.score - a.score || a.pairingNumber - b.pairingNumber);
}

/** The pairing of `round` as the stage holds it. */
export function roundPairing(stage: Stage, round: number): RoundPairing {
  const pairs: [EntryId, EntryId][] = [];
  let bye: EntryId | null = null;
  for (const match of stage.matches.filter((item) => item.part === 'swiss' && item.round === round)) {
    const [a, b] = match.slots.map((slot) => slot.entry);
    if (a !== null && b !== null) pairs.push((match.firstMover ?? 0) === 0 ? [a, b] : [b, a]);
    else bye = a ?? b;
  }
  return { pairs, bye };
}

const difference = (colours: Colour[]): number => colours.reduce((sum, colour) => sum + (colour === 'F' ? 1 : -1), 0);

/** Whether a sequence of game-1 sides breaks C.04.1 f or g at its end. */
export function breaksColourLimits(colours: Colour[]): boolean {
  const last = colours.slice(-3);
  return Math.abs(difference(colours)) > 2 || (last.length === 3 && last.every((colour) => colour === last[0]));
}

/**
 * The side that would break C.04.1 f or g if given next: the opposite of an absolute colour
 * preference (A.6 a). Null when neither would, and also when both would (an earlier pairing
 * already broke the limits, so nothing this round can avoid it).
 */
export function forbiddenColour(colours: Colour[]): Colour | null {
  const first = breaksColourLimits([...colours, 'F']);
  const second = breaksColourLimits([...colours, 'S']);
  if (first === second) return null;
  return first ? 'F' : 'S';
}

/** Which absolute criteria a check holds a round to. */
export interface Criteria {
  /** C.2: the bye only to a player not barred from it. */
  bye: boolean;
  /** C.3: no two players with the same absolute colour preference paired, topscorers in the last round aside. */
  colour: boolean;
}

/** The rules' view of one round: its players and what the absolute criteria allow. */
export class RoundRules {
  readonly players: DutchPlayer[];
  private readonly index: Map<EntryId, number>;
  private readonly forbidden: (Colour | null)[];
  private readonly topscorer: boolean[];

  /** `round` of a Swiss of `rounds` rounds; topscorers exist only in the last (A.7). */
  constructor(stage: Stage, round: number, rounds: number) {
    this.players = dutchPlayers(stage, round);
    this.index = new Map(this.players.map((player, position) => [player.entry, position]));
    this.forbidden = this.players.map((player) => forbiddenColour(player.colours));
    this.topscorer = this.players.map((player) => round === rounds && player.score > (round - 1) / 2);
  }

  player(entry: EntryId): DutchPlayer {
    const position = this.index.get(entry);
    if (position === undefined) throw new Error(`${entry} is not to be paired this round`);
    return this.players[position];
  }

  /** The side `entry` may not be given (see forbiddenColour). */
  forbiddenFor(entry: EntryId): Colour | null {
    return this.forbidden[this.index.get(entry)!];
  }

  /** Whether two players may be paired under C.1 (and C.3 when asked). */
  mayMeet(a: EntryId, b: EntryId, criteria: Criteria): boolean {
    if (a === b || this.player(a).met.has(b)) return false;
    if (!criteria.colour) return true;
    const [i, j] = [this.index.get(a)!, this.index.get(b)!];
    const clash = this.forbidden[i] !== null && this.forbidden[i] === this.forbidden[j];
    return !clash || this.topscorer[i] || this.topscorer[j];
  }

  /** Whether `entry` may get the bye under the criteria. */
  mayHaveBye(entry: EntryId, criteria: Criteria): boolean {
    return !criteria.bye || !this.player(entry).byeBarred;
  }

  /** Whether these players can all be paired (one of them given the bye if they are odd) under the criteria. */
  completable(entries: EntryId[], criteria: Criteria): boolean {
    const odd = entries.length % 2 === 1;
    // An odd set gets one more vertex, the bye, joined to the players who may have it.
    const size = entries.length + (odd ? 1 : 0);
    const allowed = (a: number, b: number): boolean => {
      if (b === entries.length) return this.mayHaveBye(entries[a], criteria);
      if (a === entries.length) return this.mayHaveBye(entries[b], criteria);
      return this.mayMeet(entries[a], entries[b], criteria);
    };
    return maximumMatching(size, allowed) * 2 === size;
  }
}
