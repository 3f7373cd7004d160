import { downloadCsv, type CsvColumn } from 'shared-ui/staff';

/** One CSV column: its key, its header and how a row fills it. */
export interface CsvField<T> extends CsvColumn {
  value: (row: T) => unknown;
}

/**
 * The columns, the row builder and the download of one list's CSV export, from one table of fields.
 * `download` saves the rows as `<stem>-YYYY-MM-DD.csv`.
 */
export function csvExport<T>(stem: string, fields: readonly CsvField<T>[]) {
  const columns: CsvColumn[] = fields.map(({ key, header }) => ({ key, header }));
  const row = (item: T): Record<string, unknown> => Object.fromEntries(fields.map((f) => [f.key, f.value(item)]));
  const download = (rows: readonly T[], today = new Date()) =>
    downloadCsv(`${stem}-${today.toISOString().slice(0, 10)}.csv`, rows.map(row), columns);
  return { columns, row, download };
}
