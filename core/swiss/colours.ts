// Who moves first in game 1 of a pair: the colour allocation rules of C.04.3 E, and the colour
// criteria (C.8–C.11) a pair's allocation fails.
import { colourDifference, opposite, type PairingPlayer, type PreferenceStrength } from './players';
import type { Colour, ColourRule } from './types';

const STRENGTH: Record<PreferenceStrength, number> = { none: 0, mild: 1, strong: 2, absolute: 3 };

/** A.2: whether `a` ranks above `b`. */
const ranksAbove = (a: PairingPlayer, b: PairingPlayer): boolean =>
  a.score > b.score || (a.score === b.score && a.rank < b.rank);

/**
 * E.1–E.5: the colour of `a` (his opponent gets the other). `initial` is the colour drawn for
 * pairing number 1 (E.5: odd pairing numbers get it, even ones the other).
 */
export function allocateColours(
  a: PairingPlayer,
  b: PairingPlayer,
  initial: Colour,
): { colour: Colour; rule: ColourRule } {
  // E.1: both preferences can be granted.
  if (a.preference !== null && b.preference !== null && a.preference !== b.preference)
    return { colour: a.preference, rule: 'E1' };
  if (a.preference !== null && b.preference === null) return { colour: a.preference, rule: 'E1' };
  if (b.preference !== null && a.preference === null) return { colour: opposite(b.preference), rule: 'E1' };
  if (a.preference !== null && b.preference !== null) {
    // E.2: the stronger preference; between two absolute ones (topscorers), the wider difference.
    const strengths = STRENGTH[a.strength] - STRENGTH[b.strength];
    if (strengths !== 0) return { colour: strengths > 0 ? a.preference : opposite(b.preference), rule: 'E2' };
    if (a.strength === 'absolute') {
      const widths = Math.abs(a.difference) - Math.abs(b.difference);
      if (widths !== 0) return { colour: widths > 0 ? a.preference : opposite(b.preference), rule: 'E2' };
    }
    // E.3: alternate from the most recent round in which they had different colours (played
    // games only, aligned from the latest: C.04.2 D.5 puts unplayed rounds at the start).
    for (let back = 1; back <= Math.min(a.colours.length, b.colours.length); back++) {
      const theirs = [a.colours[a.colours.length - back], b.colours[b.colours.length - back]];
      if (theirs[0] !== theirs[1]) return { colour: opposite(theirs[0]), rule: 'E3' };
    }
    // E.4: the higher-ranked player's preference.
    const higher = ranksAbove(a, b) ? a : b;
    const preferred = higher.preference as Colour;
    return { colour: higher === a ? preferred : opposite(preferred), rule: 'E4' };
  }
  // E.5: no preference on either side.
  const higher = ranksAbove(a, b) ? a : b;
  const higherColour = higher.rank % 2 === 1 ? initial : opposite(initial);
  return { colour: higher === a ? higherColour : opposite(higherColour), rule: 'E5' };
}

/** The colour failures of a pair once its colours are allocated (C.8–C.11 count players). */
export interface ColourFailures {
  /** C.8: topscorers or their opponents past a colour difference of ±2. */
  wideDifference: number;
  /** C.9: topscorers or their opponents with the same colour three times running. */
  threeInARow: number;
  /** C.10: players not given their colour preference. */
  preferenceDenied: number;
  /** C.11: players not given a strong (or absolute) preference. */
  strongDenied: number;
}

export function colourFailures(a: PairingPlayer, b: PairingPlayer, colourOfA: Colour): ColourFailures {
  const failures: ColourFailures = { wideDifference: 0, threeInARow: 0, preferenceDenied: 0, strongDenied: 0 };
  for (const [player, colour] of [
    [a, colourOfA],
    [b, opposite(colourOfA)],
  ] as const) {
    const after = [...player.colours, colour];
    if (Math.abs(colourDifference(after)) > 2) failures.wideDifference++;
    if (after.length >= 3 && after.slice(-3).every((each) => each === colour)) failures.threeInARow++;
    if (player.preference !== null && player.preference !== colour) {
      failures.preferenceDenied++;
      if (player.strength === 'strong' || player.strength === 'absolute') failures.strongDenied++;
    }
  }
  return failures;
}
