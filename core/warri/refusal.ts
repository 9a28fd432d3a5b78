// A refusal of the rules library as a person is told it: its code, its English sentence (an illegal
// move named the way the notation numbers it, "Move 11, South's C: …") and its facts, from which a
// sentence in another language is made (i18n/refusal-words.ts). One function, so the server's answer
// and the browser's preview (the same library, run as the player types or taps) say the same thing.
import { describeIllegalMove, type AdjudicationError } from './adjudicate';
import type { HeaderContradiction, RecordError, RecordMismatch } from './game-record';
import { holeIndex, sideOfHole } from './position';

export interface StatedRefusal {
  code: (AdjudicationError | RecordMismatch | RecordError)['code'] | 'wrong-first-mover' | 'header-contradicts-match';
  message: string;
  details: Record<string, unknown>;
}

export function stateRefusal(error: AdjudicationError | RecordMismatch): StatedRefusal {
  if ('ply' in error) {
    const { code, message, position, ...facts } = error;
    // `side` owns the hole played, which the sentence names ("South's C"): not the mover's when it is the wrong side.
    const details = { ...facts, side: sideOfHole(holeIndex(error.move)), at: error.at ?? null };
    return { code, message: describeIllegalMove(error), details };
  }
  const { code, message, ...facts } = error;
  return { code, message, details: facts };
}

/** A game file that cannot be read, named by its line and column. */
export function stateRecordError(error: RecordError): StatedRefusal {
  const { code, message, ...facts } = error;
  return { code, message: `Line ${facts.line}, column ${facts.column}: ${message}`, details: facts };
}

/** A game file's header that says another seat, first mover or game than the match's. */
export function stateContradiction(contradiction: HeaderContradiction): StatedRefusal {
  const { code, message, ...facts } = contradiction;
  return {
    code: facts.header === 'First' ? 'wrong-first-mover' : 'header-contradicts-match',
    message,
    details: facts,
  };
}
