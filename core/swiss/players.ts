// A player's pairing state before a round, derived from his past rounds as C.04.3 A.2–A.7 define
// it: score and pairing score, colour difference and preference, floats, who he may not meet.
import type { EntryId } from '../tournament/types';
import type { Colour, PairingRequest, PastRound, SwissEntrant } from './types';

/** A.6: how much a player wants a colour. */
export type PreferenceStrength = 'absolute' | 'strong' | 'mild' | 'none';

/** A.4: a float received in a past round. */
export type Float = 'down' | 'up' | null;

/** Everything the pairing of one round needs to know of a player. */
export interface PairingPlayer {
  id: EntryId;
  rank: number;
  /** Score used for pairing (real score plus Baku virtual points). */
  score: number;
  /** Played colours, oldest first (unplayed rounds do not count, C.04.2 D.5). */
  colours: Colour[];
  /** Colour difference: first moves minus second moves (A.6). */
  difference: number;
  preference: Colour | null;
  strength: PreferenceStrength;
  /** Float of the previous round and of the round before (A.4). */
  lastFloat: Float;
  floatBefore: Float;
  /** Opponents of played series, plus forbidden pairs (C.1). */
  barred: Set<EntryId>;
  /** Had the pairing-allocated bye or a forfeit win, so may not get the bye (C.2). */
  byeBarred: boolean;
  /** A.7: in the last round, more than half the maximum possible score. */
  topscorer: boolean;
}

export const opposite = (colour: Colour): Colour => (colour === 'first' ? 'second' : 'first');

/** A.6: the colour preference of a player with these played colours. */
export function colourPreference(colours: Colour[]): { preference: Colour | null; strength: PreferenceStrength } {
  if (colours.length === 0) return { preference: null, strength: 'none' };
  const difference = colourDifference(colours);
  const last = colours[colours.length - 1];
  const twice = colours.length >= 2 && colours[colours.length - 2] === last;
  if (difference > 1 || difference < -1 || twice) {
    const preference: Colour = difference > 1 ? 'second' : difference < -1 ? 'first' : opposite(last);
    return { preference, strength: 'absolute' };
  }
  if (difference !== 0) return { preference: difference > 0 ? 'second' : 'first', strength: 'strong' };
  return { preference: opposite(last), strength: 'mild' };
}

export const colourDifference = (colours: Colour[]): number =>
  colours.reduce((sum, colour) => sum + (colour === 'first' ? 1 : -1), 0);

/** Real score before the round: points of past rounds plus points granted on entry. */
export const scoreOf = (entrant: SwissEntrant): number =>
  entrant.history.reduce((sum, round) => sum + round.points, entrant.grantedPoints ?? 0);

/**
 * C.04.5.1 (Baku acceleration): the first half of the list, rounded up to an even number, gets
 * virtual points in the first half of the rounds (rounded up): one point in the first half of
 * those (rounded up), half a point in the rest.
 */
export function virtualPoints(rank: number, fieldSize: number, round: number, totalRounds: number): number {
  const groupA = 2 * Math.ceil(fieldSize / 4);
  const accelerated = Math.ceil(totalRounds / 2);
  if (rank > groupA || round > accelerated) return 0;
  return round <= Math.ceil(accelerated / 2) ? 1 : 0.5;
}

/**
 * A.4 floats of each past round: a player who did not play gets a downfloat; one who played
 * someone with a lower score before that round, a downfloat; with a higher score, an upfloat.
 * `everyone` must include withdrawn players, whose scores the floats compare against.
 */
export function pastFloats(entrant: SwissEntrant, scoresBefore: Map<EntryId, number[]>): Float[] {
  const own = scoresBefore.get(entrant.id) ?? [];
  return entrant.history.map((round: PastRound, index): Float => {
    // "A player who, for whatever reason, does not play in a round, also receives a downfloat."
    if (round.kind !== 'played' || round.opponent === null) return 'down';
    const theirs = scoresBefore.get(round.opponent)?.[index];
    if (theirs === undefined || theirs === own[index]) return null;
    return own[index] > theirs ? 'down' : 'up';
  });
}

/** Each entrant's real score before each past round (index 0: before round 1). */
export function scoresBeforeRounds(everyone: SwissEntrant[]): Map<EntryId, number[]> {
  const scores = new Map<EntryId, number[]>();
  for (const entrant of everyone) {
    let score = entrant.grantedPoints ?? 0;
    scores.set(
      entrant.id,
      entrant.history.map((round) => {
        const before = score;
        score += round.points;
        return before;
      }),
    );
  }
  return scores;
}

/** The pairing state of every player of the request, in the order of A.2 (score, then rank). */
export function pairingPlayers(request: PairingRequest, everyone: SwissEntrant[] = request.players): PairingPlayer[] {
  const winPoints = request.winPoints ?? 1;
  const lastRound = request.round === request.totalRounds;
  const maximum = (request.round - 1) * winPoints;
  const scoresBefore = scoresBeforeRounds(everyone);
  const forbidden = new Map<EntryId, EntryId[]>();
  for (const [a, b] of request.forbidden ?? []) {
    forbidden.set(a, [...(forbidden.get(a) ?? []), b]);
    forbidden.set(b, [...(forbidden.get(b) ?? []), a]);
  }
  const fieldSize = request.players.length;
  const players = request.players.map((entrant): PairingPlayer => {
    const colours = entrant.history.flatMap((round) => (round.kind === 'played' && round.colour ? [round.colour] : []));
    const real = scoreOf(entrant);
    const floats = pastFloats(entrant, scoresBefore);
    const accelerated =
      request.acceleration === 'baku' ? virtualPoints(entrant.rank, fieldSize, request.round, request.totalRounds) : 0;
    return {
      id: entrant.id,
      rank: entrant.rank,
      score: real + accelerated,
      colours,
      difference: colourDifference(colours),
      ...colourPreference(colours),
      lastFloat: floats.at(-1) ?? null,
      floatBefore: floats.at(-2) ?? null,
      barred: new Set([
        ...entrant.history.flatMap((round) => (round.kind === 'played' && round.opponent ? [round.opponent] : [])),
        ...(forbidden.get(entrant.id) ?? []),
      ]),
      byeBarred: entrant.history.some((round) => round.kind === 'pairing-bye' || round.kind === 'forfeit-win'),
      topscorer: lastRound && real > maximum / 2,
    };
  });
  return players.sort(byPairingOrder);
}

/** A.2: higher score first, then the lower pairing number. */
export const byPairingOrder = (a: PairingPlayer, b: PairingPlayer): number => b.score - a.score || a.rank - b.rank;
