import { importFieldLabel, toCsv, type ImportError, type ImportResult } from 'shared-domain';

/** The error file: the invalid rows as they were in the file, plus an 'error' column saying what is wrong. */
export function errorFileCsv(result: Pick<ImportResult, 'headers' | 'invalid' | 'errors'>): string {
  const byRow = new Map<number, ImportError[]>();
  for (const e of result.errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const columns = [...result.headers.map((h, i) => ({ key: `c${i}`, header: h })), { key: 'error', header: 'error' }];
  const rows = result.invalid.map(({ row, cells }) => ({
    ...Object.fromEntries(result.headers.map((_, i) => [`c${i}`, cells[i] ?? ''])),
    error: (byRow.get(row) ?? []).map((e) => `Row ${row}, ${importFieldLabel(e.field)}: ${e.message}`).join('; '),
  }));
  return toCsv(rows, columns);
}
