import { toCsv, type CsvColumn } from 'shared-domain';

export { toCsv, type CsvColumn };

/** Builds the CSV and makes the browser save it as `filename`. */
export function downloadCsv(filename: string, rows: Record<string, unknown>[], columns: CsvColumn[]): void {
  downloadCsvText(filename, toCsv(rows, columns));
}

/** Makes the browser save CSV text (e.g. a server's export) as `filename`. */
export function downloadCsvText(filename: string, csv: string): void {
  // The byte-order mark makes Excel read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
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
