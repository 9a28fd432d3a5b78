// The board's words in the reader's language: sides, players with their side, and moves as people
// read them ("move 11, South's C"). core/warri names moves in English for its refusals and the API;
// the pages say them through these, with the notation's numbering from the core.
import { holeIndex, sideOfHole, type Move, type Side } from '@/core/warri';
import type { Translator } from '@/i18n/translator';

/** The select value the board's messages take for a side. */
export const sideKey = (side: Side) => (side === 'S' ? 'south' : 'north');

export function sideName(t: Translator<'match.board'>, side: Side): string {
  return t('side', { side: sideKey(side) });
}

/** A player with their side: "Keisha (South)". */
export function playerOf(t: Translator<'match.board'>, name: string, side: Side): string {
  return t('playerOf', { name, side: sideName(t, side) });
}

/** A move given its number in the notation (core's `moveNumbers`): "move 11, South's C". */
export function moveName(t: Translator<'match.board'>, number: number, move: Move): string {
  return t('moveName', { number, side: sideKey(sideOfHole(holeIndex(move))), letter: move });
}

/** `text` as the start of a sentence or a name: "Move 11, South's C". */
export function capitalised(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
