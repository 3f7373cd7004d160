// The parsers load on the first import, not at start: exceljs and papaparse are 27 MB of the server's memory that
// a program needs only while it brings its records in.
import type ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS } from 'shared-domain';
import { badRequest } from '../lib/http-errors';
import type { ImportTable } from '../repositories/teacher-import-repository';

export const SPREADSHEET_TYPE_ERROR = 'The file must be a CSV (.csv) or an Excel workbook (.xlsx)';

/** 'csv' or 'xlsx' from the file's name and type, else null. */
export function spreadsheetKind(filename: string, mimetype: string): 'csv' | 'xlsx' | null {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx') || mimetype === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  if (name.endsWith('.csv') || mimetype === 'text/csv') return 'csv';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell of an Excel sheet as the text a CSV would hold (dates as YYYY-MM-DD, formulas by their result). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result ?? '');
    if ('text' in v) return String(v.text);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

function table(all: string[][]): ImportTable {
  const [headerRow, ...data] = all;
  if (!headerRow || headerRow.every((h) => h.trim() === ''))
    throw badRequest('The file has no header row', { file: 'The file has no header row' });
  const headers = headerRow.map((h) => h.trim());
  const rows = data.map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length > IMPORT_MAX_ROWS) {
    const message = `The file has ${rows.length} rows; at most ${IMPORT_MAX_ROWS} are imported at once`;
    throw badRequest(message, { file: message });
  }
  return { headers, rows };
}

/** Reads the first sheet of a CSV or .xlsx file: the header row and the data rows as text. */
export async function parseSpreadsheet(buf: Buffer, kind: 'csv' | 'xlsx'): Promise<ImportTable> {
  if (kind === 'csv') {
    const text = buf.toString('utf8').replace(/^\uFEFF/, '');
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
    return table(parsed.data.map((r) => r.map((c) => String(c ?? ''))));
  }
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a readable .xlsx workbook', { file: 'The file is not a readable .xlsx workbook' });
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheet', { file: 'The workbook has no sheet' });
  const width = sheet.columnCount;
  const all: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (r, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(r.getCell(c).value));
    all[n - 1] = cells;
  });
  for (let i = 0; i < all.length; i++) all[i] ??= [];
  return table(all);
}
