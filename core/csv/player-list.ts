// A list of players to enter, read from CSV: a header line naming the columns (`name` required;
// `club`, `country`, `rating` optional; case and spacing ignored, a few common synonyms
// accepted), then one player per line. Every line is checked on its own so the organiser sees
// every mistake at once, each on its line; nothing here knows the database.
import { nameFault, nameKey, normaliseName } from '@/core/text/shown-names';
import { lineProblem, nameFaultFacts, type LineFacts, type LineProblem } from './line-problems';
import { parseCsv, type CsvError, type CsvProblem } from './parse-csv';

/** What one line of the list says, with the problems found on it (none when it can be imported). */
export interface PlayerListRow {
  /** The line of the file (1-based; the header is line 1). */
  line: number;
  name: string;
  club: string | null;
  country: string | null;
  rating: number | null;
  /** The problems of the line as facts, each with its English sentence. */
  problems: LineProblem[];
  /** Their English sentences (what the JSON API has always given). */
  errors: string[];
}

export interface PlayerList {
  rows: PlayerListRow[];
  /** Header columns that are not read (shown so a misspelt header is noticed). */
  ignoredColumns: string[];
}

export type PlayerListOutcome = { ok: true; value: PlayerList } | { ok: false; error: CsvError };

const COLUMNS = {
  name: ['name', 'player', 'display name', 'player name', 'full name'],
  club: ['club', 'parish', 'team'],
  country: ['country', 'nation', 'federation'],
  rating: ['rating', 'elo', 'grade'],
} as const;
type Column = keyof typeof COLUMNS;

/** Longest name, club and list accepted (the forms take the same). */
const PLAYER_NAME_MAX = 80;
const CLUB_MAX = 80;
const MAX_LIST_ROWS = 1000;

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** Reads the list; a malformed file (an unclosed quote, no `name` column) is one error for the whole file. */
export function readPlayerList(text: string): PlayerListOutcome {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header, ...records] = parsed.value;
  if (!header)
    return fileError(
      1,
      'empty',
      'The file is empty: it needs a header line (name, club, country, rating) and one player per line.',
    );
  const positions = new Map<Column, number>();
  const ignoredColumns: string[] = [];
  header.fields.forEach((title, index) => {
    const column = (Object.keys(COLUMNS) as Column[]).find((candidate) =>
      (COLUMNS[candidate] as readonly string[]).includes(normalise(title)),
    );
    if (column === undefined || positions.has(column)) {
      if (title.trim() !== '') ignoredColumns.push(title.trim());
    } else positions.set(column, index);
  });
  if (!positions.has('name')) {
    return fileError(
      header.line,
      'nameless',
      `The header line has no "name" column (it reads: ${header.fields.map((title) => `"${title.trim()}"`).join(', ')}).`,
    );
  }
  if (records.length > MAX_LIST_ROWS)
    return fileError(
      records[MAX_LIST_ROWS].line,
      'oversized',
      `The list has ${records.length} players; import at most ${MAX_LIST_ROWS} at a time.`,
    );

  const value = (fields: string[], column: Column) => {
    const position = positions.get(column);
    return position === undefined ? '' : (fields[position] ?? '').trim();
  };
  const seen = new Map<string, number>();
  const rows = records.map(({ line, fields }): PlayerListRow => {
    const facts: LineFacts[] = [];
    const name = normaliseName(value(fields, 'name'));
    if (name === '') facts.push({ code: 'empty-name' });
    else if (name.length > PLAYER_NAME_MAX) facts.push({ code: 'too-long', column: 'name', max: PLAYER_NAME_MAX });
    const faultOfName = nameFault(name);
    if (faultOfName) facts.push(nameFaultFacts('name', faultOfName));
    const club = normaliseName(value(fields, 'club')) || null;
    if (club !== null && club.length > CLUB_MAX) facts.push({ code: 'too-long', column: 'club', max: CLUB_MAX });
    const faultOfClub = club === null ? null : nameFault(club);
    if (faultOfClub) facts.push(nameFaultFacts('club', faultOfClub));
    const countryText = value(fields, 'country').toUpperCase();
    if (countryText !== '' && !/^[A-Z]{2}$/.test(countryText))
      facts.push({ code: 'bad-country', text: value(fields, 'country') });
    const ratingText = value(fields, 'rating');
    const rating = ratingText === '' ? null : Number(ratingText);
    const ratingOk = rating === null || (Number.isInteger(rating) && rating >= 0 && rating <= 4000);
    if (!ratingOk) facts.push({ code: 'bad-rating', text: ratingText });
    if (fields.length > header.fields.length)
      facts.push({ code: 'extra-fields', fields: fields.length, columns: header.fields.length });
    const key = `${nameKey(name)}\u0000${nameKey(club ?? '')}`;
    if (name !== '' && seen.has(key)) facts.push({ code: 'repeated-line', line: seen.get(key)! });
    else if (name !== '') seen.set(key, line);
    const problems = facts.map(lineProblem);
    return {
      line,
      name,
      club,
      country: countryText || null,
      rating: ratingOk ? rating : null,
      problems,
      errors: problems.map(({ message }) => message),
    };
  });
  return { ok: true, value: { rows, ignoredColumns } };
}

function fileError(line: number, problem: CsvProblem, message: string): PlayerListOutcome {
  return { ok: false, error: { code: 'bad-csv', line, problem, message } };
}
