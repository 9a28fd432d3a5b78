// What can be wrong with one line of a player list, as facts (a code and what it names) beside the
// English sentence the JSON API gives: a page words the facts in its reader's language
// (app/t/[slug]/manage/entries/line-problem-text.ts), and a unit test holds its English to these sentences.
import { nameFaultWords, type HiddenCharacter, type NameFault } from '@/core/text/shown-names';

/** A text column a line's problem may be in. */
export type NamedColumn = 'name' | 'club';

/** One problem of a line, without its sentence. */
export type LineFacts =
  | { code: 'empty-name' }
  | { code: 'too-long'; column: NamedColumn; max: number }
  | { code: 'hidden-character'; column: NamedColumn; character: HiddenCharacter }
  | { code: 'mixed-scripts'; column: NamedColumn; word: string; scripts: string[] }
  | { code: 'bad-country'; text: string }
  | { code: 'bad-rating'; text: string }
  | { code: 'extra-fields'; fields: number; columns: number }
  | { code: 'repeated-line'; line: number };

/** One problem of a line: its facts and its English sentence. */
export type LineProblem = LineFacts & { message: string };

const capitalised = (column: NamedColumn) => (column === 'name' ? 'The name' : 'The club');

/** The problem with its English sentence. */
export function lineProblem(facts: LineFacts): LineProblem {
  return { ...facts, message: englishSentence(facts) };
}

/** The facts of a name's fault (core/text/shown-names.ts) in a column. */
export function nameFaultFacts(column: NamedColumn, fault: NameFault): LineFacts {
  return fault.kind === 'hidden'
    ? { code: 'hidden-character', column, character: fault.character }
    : { code: 'mixed-scripts', column, word: fault.word, scripts: fault.scripts };
}

function englishSentence(facts: LineFacts): string {
  switch (facts.code) {
    case 'empty-name':
      return 'The name is empty.';
    case 'too-long':
      return `${capitalised(facts.column)} is longer than ${facts.max} characters.`;
    case 'hidden-character':
      return `${capitalised(facts.column)} ${nameFaultWords({ kind: 'hidden', character: facts.character })}.`;
    case 'mixed-scripts':
      return `${capitalised(facts.column)} ${nameFaultWords({ kind: 'mixed', word: facts.word, scripts: facts.scripts })}.`;
    case 'bad-country':
      return `"${facts.text}" is not a two-letter country code (like AG).`;
    case 'bad-rating':
      return `"${facts.text}" is not a rating: use a whole number from 0 to 4000, or leave it empty.`;
    case 'extra-fields':
      return `The line has ${facts.fields} fields but the header names ${facts.columns}; is a comma missing its quotes?`;
    case 'repeated-line':
      return `The same player as on line ${facts.line}.`;
  }
}
