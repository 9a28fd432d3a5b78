// Names other people read: of players, accounts, clubs and tournaments. Pure: the forms, the API,
// the CSV reader and the database writer all go through these, so a name is stored in one shape
// and two spellings of one person meet. What changes how a name reads without being seen is
// refused, as Unicode's security mechanisms (UTS #39) advise, even the zero-width joiners Persian
// and Indic spellings use: no name in this game's events needs them yet, and a duplicate that
// cannot be seen costs more.

/** Invisible and direction-changing characters, with the names a refusal gives them. */
const HIDDEN_CHARACTERS: ReadonlyArray<readonly [from: number, to: number, name: string]> = [
  [0x00ad, 0x00ad, 'soft hyphen'],
  [0x034f, 0x034f, 'combining grapheme joiner'],
  [0x061c, 0x061c, 'Arabic letter mark'],
  [0x115f, 0x1160, 'Hangul filler'],
  [0x17b4, 0x17b5, 'invisible Khmer vowel'],
  [0x180b, 0x180f, 'Mongolian variation selector'],
  [0x200b, 0x200b, 'zero-width space'],
  [0x200c, 0x200c, 'zero-width non-joiner'],
  [0x200d, 0x200d, 'zero-width joiner'],
  [0x200e, 0x200e, 'left-to-right mark'],
  [0x200f, 0x200f, 'right-to-left mark'],
  [0x202a, 0x202a, 'left-to-right embedding'],
  [0x202b, 0x202b, 'right-to-left embedding'],
  [0x202c, 0x202c, 'pop directional formatting'],
  [0x202d, 0x202d, 'left-to-right override'],
  [0x202e, 0x202e, 'right-to-left override'],
  [0x2060, 0x2064, 'invisible word joiner or operator'],
  [0x2066, 0x2066, 'left-to-right isolate'],
  [0x2067, 0x2067, 'right-to-left isolate'],
  [0x2068, 0x2068, 'first strong isolate'],
  [0x2069, 0x2069, 'pop directional isolate'],
  [0x206a, 0x206f, 'deprecated format character'],
  [0x3164, 0x3164, 'Hangul filler'],
  [0xfeff, 0xfeff, 'zero-width no-break space (byte-order mark)'],
  [0xffa0, 0xffa0, 'halfwidth Hangul filler'],
  [0xfff9, 0xfffb, 'interlinear annotation character'],
  [0x1d173, 0x1d17a, 'invisible musical format character'],
  [0xe0000, 0xe007f, 'invisible tag character'],
];

/** A character a name may not hold: where it is and what it is. */
export interface HiddenCharacter {
  /** As U+XXXX. */
  code: string;
  name: string;
}

/** Every hidden character in one class, so a long text is searched in one pass. */
const hex = (point: number) => point.toString(16).padStart(4, '0');
const HIDDEN = new RegExp(
  `[${HIDDEN_CHARACTERS.map(([from, to]) => (from === to ? `\\u{${hex(from)}}` : `\\u{${hex(from)}}-\\u{${hex(to)}}`)).join('')}]`,
  'u',
);

/**
 * The first invisible or direction-changing character of the text, or null: the bidirectional
 * controls ("‮exe.gnp" renders as "png.exe") and the invisible ones (zero-width space and joiners,
 * soft hyphen, word joiner, byte-order mark, fillers).
 */
export function hiddenCharacterIn(text: string): HiddenCharacter | null {
  const found = HIDDEN.exec(text);
  if (!found) return null;
  const point = found[0].codePointAt(0)!;
  const [, , name] = HIDDEN_CHARACTERS.find(([from, to]) => point >= from && point <= to)!;
  return { code: `U+${hex(point).toUpperCase()}`, name };
}

const LOOK_ALIKE_SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
] as const;

/**
 * A word mixing Latin, Cyrillic and Greek letters, with the scripts it mixes, or null: the classic
 * look-alike ("Kwаme" with a Cyrillic "а"), UTS #39's "mixed-script confusables".
 */
export function mixedScriptWordIn(text: string): { word: string; scripts: string[] } | null {
  for (const word of text.split(/[\s\-‐‑‒–—'’.]+/u)) {
    const scripts = LOOK_ALIKE_SCRIPTS.filter(([, letters]) => letters.test(word)).map(([script]) => script);
    if (scripts.length > 1) return { word, scripts };
  }
  return null;
}

/** What makes a text unfit to be a name: a hidden character, or a word mixing look-alike alphabets. */
export type NameFault =
  { kind: 'hidden'; character: HiddenCharacter } | { kind: 'mixed'; word: string; scripts: string[] };

/** What makes the text unfit to be a name, as facts a page can word in its own language, or null when it can be one. */
export function nameFault(text: string): NameFault | null {
  const hidden = hiddenCharacterIn(text);
  if (hidden) return { kind: 'hidden', character: hidden };
  const mixed = mixedScriptWordIn(text.normalize('NFC'));
  return mixed ? { kind: 'mixed', ...mixed } : null;
}

/** Why the text cannot be a name (the sentence after "The name…"), or null when it can. */
export function nameProblem(text: string): string | null {
  const fault = nameFault(text);
  return fault && nameFaultWords(fault);
}

/** The fault in English, as the sentence after "The name…". */
export function nameFaultWords(fault: NameFault): string {
  return fault.kind === 'hidden'
    ? `holds an invisible character (${fault.character.code}, ${fault.character.name}) that would make it read differently from what it is: remove it`
    : `mixes ${fault.scripts.join(' and ')} letters in one word (“${fault.word}”), which makes it look like another name: type it in one alphabet`;
}

/**
 * The name as stored: as typed, but composed (NFC: "é" is one character whichever keyboard made it),
 * every run of spaces (of any kind) one space, trimmed.
 */
export function normaliseName(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

const APOSTROPHES = /[’‘ʼ`´]/gu;
const HYPHENS = /[‐‑‒–—]/gu;

/**
 * What two names of one person share: without case, accents or spacing, with compatibility
 * characters folded ("ﬁ", full-width letters) and apostrophes and hyphens of every kind made one.
 * "José  Núñez", "jose nunez" and "JOSÉ NÚÑEZ" have one key. Stored beside each player's name
 * (players.name_key) so a record of the same name is found with one indexed lookup.
 */
export function nameKey(text: string): string {
  return normaliseName(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, "'")
    .replace(HYPHENS, '-')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}
