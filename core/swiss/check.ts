// What an arbiter's hand-made pairing breaks, board by board, before it is published: the
// absolute criteria (C.1–C.3, C.04.1 f and g) and the quality it gives up (floats, colours).
import { colourDifference, opposite, type PairingPlayer } from './players';
import type { EntryId } from '../tournament/types';

/**
 * A broken rule of a board: `rematch` (C.1), `forbidden` (an arbiter's forbidden pair),
 * `bye-again` (C.2), `colour-clash` (C.3: two non-topscorers with the same absolute colour
 * preference), `colour-limit` (C.04.1 f, g: a difference beyond ±2 or the same colour three times
 * running, for a non-topscorer), `float` (the two have different scores, C.5/C.6), `preference`
 * (a player does not get his colour preference, C.10/C.11).
 */
export const PAIRING_BREACHES = [
  'rematch',
  'forbidden',
  'bye-again',
  'colour-clash',
  'colour-limit',
  'float',
  'preference',
] as const;
export type PairingBreach = (typeof PAIRING_BREACHES)[number];

/** Breaches that no pairing may have while one without them exists (the absolute criteria). */
export const ABSOLUTE_BREACHES: readonly PairingBreach[] = [
  'rematch',
  'forbidden',
  'bye-again',
  'colour-clash',
  'colour-limit',
];

export interface BoardBreach {
  breach: PairingBreach;
  /** The players it concerns. */
  entries: EntryId[];
}

/** The breaches of one board: `first` moves first in game 1. */
export function boardBreaches(first: PairingPlayer, second: PairingPlayer, forbidden: boolean): BoardBreach[] {
  const breaches: BoardBreach[] = [];
  const both = [first.id, second.id];
  if (forbidden) breaches.push({ breach: 'forbidden', entries: both });
  else if (first.barred.has(second.id)) breaches.push({ breach: 'rematch', entries: both });
  if (
    !first.topscorer &&
    !second.topscorer &&
    first.strength === 'absolute' &&
    second.strength === 'absolute' &&
    first.preference === second.preference
  )
    breaches.push({ breach: 'colour-clash', entries: both });
  const limits: EntryId[] = [];
  const denied: EntryId[] = [];
  for (const [player, colour] of [
    [first, 'first'],
    [second, 'second'],
  ] as const) {
    const after = [...player.colours, colour];
    const threeRunning = after.length >= 3 && after.slice(-3).every((each) => each === colour);
    if (!player.topscorer && (Math.abs(colourDifference(after)) > 2 || threeRunning)) limits.push(player.id);
    if (player.preference === opposite(colour)) denied.push(player.id);
  }
  if (limits.length > 0) breaches.push({ breach: 'colour-limit', entries: limits });
  if (first.score !== second.score) breaches.push({ breach: 'float', entries: both });
  if (denied.length > 0) breaches.push({ breach: 'preference', entries: denied });
  return breaches;
}

/** The breach of giving `player` the pairing-allocated bye, if any. */
export const byeBreaches = (player: PairingPlayer): BoardBreach[] =>
  player.byeBarred ? [{ breach: 'bye-again', entries: [player.id] }] : [];
