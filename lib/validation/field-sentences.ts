// The sentences schemas refuse a field with themselves ("Choose the winner of the series."), each
// a key of messages/<locale>/fields.json `said`, asked of the reader of the parse under way
// (field-reader.ts) when the sentence is made: `said(…)` where a schema takes its message,
// `saidNow(…)` inside a refinement, which runs during the parse.
import { hiddenCharacterIn, mixedScriptWordIn } from '@/core/text/shown-names';
import type { Translator } from '@/i18n/translator';
import { currentReader, type FieldReader } from './field-reader';

/** What a number or a name is called where a sentence starts with it. */
function subjects(t: Translator<'fields.subjects'>) {
  return {
    name: t('name'),
    club: t('club'),
    venue: t('venue'),
    tournamentName: t('tournamentName'),
    gameNumber: t('gameNumber'),
    capturesSouth: t('capturesSouth'),
    capturesNorth: t('capturesNorth'),
    repeatedGame: t('repeatedGame'),
    tableNumber: t('tableNumber'),
    gameWins: t('gameWins'),
    drawnGames: t('drawnGames'),
    rating: t('rating'),
    player: t('player'),
    line: t('line'),
    winsNeeded: t('winsNeeded'),
    gameCap: t('gameCap'),
    swissRounds: t('swissRounds'),
    groupSize: t('groupSize'),
    qualifiers: t('qualifiers'),
    confirmationWindow: t('confirmationWindow'),
    round: t('round'),
  };
}

export type Subject = keyof ReturnType<typeof subjects>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Look-alike scripts as core/text/shown-names.ts names them, by their ISO 15924 codes. */
const scriptCodes: Record<string, string> = { Latin: 'Latn', Cyrillic: 'Cyrl', Greek: 'Grek' };

const subjectIn = (reader: FieldReader, what: Subject) => subjects(reader.subjects)[what];

function sentences(t: Translator<'fields.said'>, reader: FieldReader) {
  const subject = (what: Subject) => subjectIn(reader, what);
  return {
    atMostCharacters: (max: number) => t('atMostCharacters', { max }),
    noSuchId: () => t('noSuchId'),
    countryCode: () => t('countryCode'),
    trueOrFalse: () => t('trueOrFalse'),
    wholeNumber: (what: Subject, min: number, max: number) => t('wholeNumber', { what: subject(what), min, max }),
    wholeNumberOrEmpty: (what: Subject, min: number, max: number) =>
      t('wholeNumberOrEmpty', { what: subject(what), min, max }),
    dateLike: () => t('dateLike'),
    reasonForAudit: () => t('reasonForAudit'),
    emailTooLong: () => t('emailTooLong'),
    emailInvalid: () => t('emailInvalid'),
    passwordTooShort: () => t('passwordTooShort'),
    passwordTooLong: () => t('passwordTooLong'),
    passwordsDiffer: () => t('passwordsDiffer'),
    nameMissing: () => t('nameMissing'),
    pinDigits: () => t('pinDigits'),
    currentPasswordMissing: () => t('currentPasswordMissing'),
    passwordReused: () => t('passwordReused'),
    passwordMissing: () => t('passwordMissing'),
    pinsDiffer: () => t('pinsDiffer'),
    tokenNameMissing: () => t('tokenNameMissing'),
    claimCodeMissing: () => t('claimCodeMissing'),
    claimCodeTooLong: () => t('claimCodeTooLong'),
    linkNotOurs: () => t('linkNotOurs'),
    playerNameMissing: () => t('playerNameMissing'),
    playerOrName: () => t('playerOrName'),
    listMissing: () => t('listMissing'),
    listTooLarge: () => t('listTooLarge'),
    trfMissing: () => t('trfMissing'),
    trfTooLarge: () => t('trfTooLarge'),
    tooManyChoices: (max: number) => t('tooManyChoices', { max }),
    seedingMethod: () => t('seedingMethod'),
    manualOrderIncomplete: () => t('manualOrderIncomplete'),
    slot: () => t('slot'),
    movesSoFarLetters: () => t('movesSoFarLetters'),
    moveLetter: () => t('moveLetter'),
    reportCommentMissing: () => t('reportCommentMissing'),
    ratingWhole: () => t('ratingWhole'),
    ratingNegative: () => t('ratingNegative'),
    ratingTooHigh: (max: number) => t('ratingTooHigh', { max }),
    recordToKeep: () => t('recordToKeep'),
    recordToMerge: () => t('recordToMerge'),
    staffRole: () => t('staffRole'),
    userRole: () => t('userRole'),
    whoGoesThrough: () => t('whoGoesThrough'),
    seriesWinner: () => t('seriesWinner'),
    ruleSet: () => t('ruleSet'),
    format: () => t('format'),
    unknownTieBreak: () => t('unknownTieBreak'),
    tournamentNameMissing: () => t('tournamentNameMissing'),
    gameOneRule: () => t('gameOneRule'),
    laterGamesRule: () => t('laterGamesRule'),
    lastDayBeforeFirst: () => t('lastDayBeforeFirst'),
    gameCapBelowWins: (winsNeeded: number) => t('gameCapBelowWins', { winsNeeded }),
    swissRounds: () => t('swissRounds'),
    groupSizeMissing: () => t('groupSizeMissing'),
    qualifiersMissing: () => t('qualifiersMissing'),
    qualifiersAboveGroupSize: (groupSize: number) => t('qualifiersAboveGroupSize', { groupSize }),
    tieBreakTwice: (tieBreak: string) => t('tieBreakTwice', { tieBreak }),
    halfPoints: (max: number) => t('halfPoints', { max }),
    byePoints: () => t('byePoints'),
    acceleration: () => t('acceleration'),
  };
}

type Sentences = ReturnType<typeof sentences>;
export type Said = keyof Sentences;

/** The sentence `key` in the reader's language, now (in a refinement). */
export function saidNow<Key extends Said>(key: Key, ...values: Parameters<Sentences[Key]>): string {
  const reader = currentReader();
  return (sentences(reader.said, reader)[key] as (...args: Parameters<Sentences[Key]>) => string)(...values);
}

/** A schema's message (`.min(1, said('passwordMissing'))`): the sentence `key`, made when a value is refused. */
export function said<Key extends Said>(key: Key, ...values: Parameters<Sentences[Key]>): { error: () => string } {
  return { error: () => saidNow(key, ...values) };
}

/** Why a name others read is refused (core/text/shown-names.ts), in the reader's language; null when it is not. */
export function nameProblem(what: Subject, name: string): string | null {
  const reader = currentReader();
  return nameProblemIn(reader.said, reader, what, name);
}

function nameProblemIn(t: Translator<'fields.said'>, reader: FieldReader, what: Subject, name: string): string | null {
  const What = capitalised(subjectIn(reader, what));
  const hidden = hiddenCharacterIn(name);
  if (hidden) return t('hiddenCharacter', { What, code: hidden.code, name: hidden.name });
  const mixed = mixedScriptWordIn(name.normalize('NFC'));
  if (!mixed) return null;
  const scripts = mixed.scripts.map((script) => reader.script(scriptCodes[script] ?? script));
  return t('mixedScripts', { What, scripts: reader.list(scripts, 'conjunction'), word: mixed.word });
}
