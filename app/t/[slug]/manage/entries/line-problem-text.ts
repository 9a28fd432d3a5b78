// A problem of a line of an imported player list, in the reader's language, from the facts
// core/csv/line-problems.ts and lib/services/entries/import-players.ts give. English reads exactly as
// the sentence beside the facts, the one the JSON API gives (a unit test holds the two together).
import type { ImportProblem } from '@/lib/services/entries/import-problems';
import type { Translator } from '@/i18n/translator';
import { namesakeWords } from '@/app/_components/form/namesake-words';

/** The problem's sentence; `namesakes` words a player of the same name. */
export function importProblemSentence(
  t: Translator<'staffPages.lineProblems'>,
  namesakes: Translator<'organise.namesake'>,
  problem: ImportProblem,
): string {
  switch (problem.code) {
    case 'empty-name':
      return t('emptyName');
    case 'too-long':
      return t('tooLong', { column: problem.column, max: problem.max });
    case 'hidden-character':
      return t('hiddenCharacter', {
        column: problem.column,
        character: problem.character.code,
        characterName: problem.character.name,
      });
    case 'mixed-scripts':
      return t('mixedScripts', {
        column: problem.column,
        word: problem.word,
        // "Latin and Cyrillic and Greek", as core joins them: Intl's list would add a serial comma.
        scripts: problem.scripts.map((script) => t('script', { script })).reduce((a, b) => t('both', { a, b })),
      });
    case 'bad-country':
      return t('badCountry', { text: problem.text });
    case 'bad-rating':
      return t('badRating', { text: problem.text });
    case 'extra-fields':
      return t('extraFields', { fields: problem.fields, columns: problem.columns });
    case 'repeated-line':
      return t('repeatedLine', { line: problem.line });
    case 'not-a-namesake':
      return t('notANamesake', { playerId: problem.playerId, name: problem.name });
    case 'namesake-undecided':
      return t('namesakeUndecided', { namesake: namesakeWords(namesakes, problem.namesake) });
    case 'namesakes-undecided':
      return t('namesakesUndecided', { count: problem.count, name: problem.name });
    case 'already-entered':
      return t('alreadyEntered', { name: problem.name, playerId: problem.playerId });
    case 'same-player':
      return t('samePlayer', { line: problem.line, name: problem.name, playerId: problem.playerId });
  }
}
