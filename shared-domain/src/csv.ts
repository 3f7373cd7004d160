// CSV for exports: the browser's downloads (shared-ui) and the server's (the TEA compliance export) write the same format.
export interface CsvColumn {
  key: string;
  header: string;
}

/**
 * Text a spreadsheet program may run as a formula (OWASP "CSV injection"): a leading tab, CR or line feed, or a
 * formula character (= + - @, or their full-width forms ＝ ＋ － ＠, which some programs read alike) after any
 * leading white space. One \s* run before a character outside \s: linear time.
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;
export const looksLikeFormula = (text: string) => FORMULA_START.test(text);
const NEEDS_QUOTES = /[",\r\n]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = (value as string | number | boolean | bigint).toString();
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

function escapeCell(value: unknown): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-ended) of `row` in `columns`' order: a streamed export writes the header, then these. */
export const csvLine = (row: Record<string, unknown>, columns: readonly CsvColumn[]): string =>
  columns.map((c) => escapeCell(row[c.key])).join(',') + '\r\n';

/** CSV rows without the header row (a streamed export's later pages): toCsv's lines after its first. */
export function csvRows(rows: Record<string, unknown>[], columns: CsvColumn[]): string {
  return rows.map((row) => csvLine(row, columns)).join('');
}

/** RFC 4180 CSV (CRLF line ends) with a header row, guarded against formula injection. */
export function toCsv(rows: Record<string, unknown>[], columns: CsvColumn[]): string {
  const lines = [columns.map((c) => escapeCell(c.header))];
  for (const row of rows) lines.push(columns.map((c) => escapeCell(row[c.key])));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
