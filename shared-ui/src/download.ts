export interface CsvColumn {
  key: string;
  header: string;
}

// Cells starting with these run as formulas in spreadsheet programs (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
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

/** RFC 4180 CSV (CRLF line ends) with a header row, guarded against formula injection. */
export function toCsv(rows: Record<string, unknown>[], columns: CsvColumn[]): string {
  const lines = [columns.map((c) => escapeCell(c.header))];
  for (const row of rows) lines.push(columns.map((c) => escapeCell(row[c.key])));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** Builds the CSV and makes the browser save it as `filename`. */
export function downloadCsv(filename: string, rows: Record<string, unknown>[], columns: CsvColumn[]): void {
  // The byte-order mark makes Excel read the file as UTF-8.
  const blob = new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
