// Writing CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted
// when it holds a comma, quote or line break. Text that a spreadsheet would run as a formula
// (=, +, -, @ first) is prefixed with an apostrophe, since names come from the public.
export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line and one line a row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
