// CSV as spreadsheets write it (RFC 4180): fields separated by commas — or by semicolons or tabs,
// as spreadsheets set to other locales write them, guessed from the header line —, quoted fields
// holding separators, line breaks and doubled quotes, CRLF or LF line ends, an optional byte-order
// mark. Pure: text in, rows out, or the line and reason of the first malformed field.

/** One record of the file and the line it starts on (1-based), for messages that point at it. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * What is wrong with a file that cannot be read at all, for readers whose language is not the
 * `message`'s: a quote never closed, text after a closing quote, no header line, no `name` column,
 * more players than one import takes. Single words: translations choose their sentence on them (ICU
 * `select` keys take no hyphen).
 */
export const csvProblems = ['unclosed', 'trailing', 'empty', 'nameless', 'oversized'] as const;
export type CsvProblem = (typeof csvProblems)[number];

export interface CsvError {
  code: 'bad-csv';
  line: number;
  problem: CsvProblem;
  message: string;
}

export type CsvOutcome = { ok: true; value: CsvRecord[] } | { ok: false; error: CsvError };

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator of the header line: the first of comma, semicolon and tab that it contains, else comma. */
function guessSeparator(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return SEPARATORS.find((separator) => header.includes(separator)) ?? ',';
}

/** The records of a CSV text; blank lines (and lines of separators only, as spreadsheets write empty rows) are skipped. */
export function parseCsv(input: string, separator = guessSeparator(input)): CsvOutcome {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (index < text.length) {
    const char = text[index];
    if (char === '"' && field.trim() === '') {
      const quotedFrom = line;
      field = '';
      index++;
      for (;;) {
        if (index >= text.length)
          return fail(quotedFrom, 'unclosed', 'A quoted field is never closed: a " is missing.');
        const inner = text[index];
        if (inner === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index++;
          break;
        }
        if (inner === '\n') line++;
        field += inner;
        index++;
      }
      const after = text[index];
      if (after !== undefined && after !== separator && after !== '\n' && after !== '\r') {
        return fail(
          line,
          'trailing',
          `A quoted field must end at a ${separator === '\t' ? 'tab' : `"${separator}"`} or the end of the line, not at "${after}".`,
        );
      }
      continue;
    }
    if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && text[index + 1] === '\n') index++;
      line++;
      recordLine = line;
    } else {
      field += char;
    }
    index++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, value: records };
}

function fail(line: number, problem: CsvProblem, message: string): CsvOutcome {
  return { ok: false, error: { code: 'bad-csv', line, problem, message } };
}

/** One CSV line of the fields, quoted where needed (for exports). */
export function csvLine(fields: readonly (string | number | null)[]): string {
  return fields
    .map((value) => {
      const text = value === null ? '' : String(value);
      return /[",;\t\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}
