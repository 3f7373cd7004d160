// Reads the first sheet of an import file, inside the parsing worker (spreadsheet-worker.ts): every limit is checked
// before the work it bounds, and rows are counted while they stream, so a hostile file stops early and small.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { posix } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import type { ImportTable } from '../repositories/teacher-import-repository';
import { limitMessages, NOT_XLSX, RefusedFile, type ReadLimits } from './spreadsheet-limits';
import { openEntry, readZipDirectory } from './zip-directory';

/** The header row (row 1) and the non-blank data rows, refused past the row or column limit. */
function tableBuilder(limits: ReadLimits) {
  const messages = limitMessages(limits);
  let headers: string[] | null = null;
  const rows: ImportTable['rows'] = [];
  return {
    add(row: number, cells: string[]) {
      if (cells.length > limits.columns) throw new RefusedFile(messages.columns);
      if (row === 1) headers = cells.map((h) => h.trim());
      else if (cells.some((c) => c.trim() !== '')) {
        if (rows.length === limits.rows) throw new RefusedFile(messages.rows);
        rows.push({ row, cells });
      }
    },
    table(): ImportTable {
      if (!headers || headers.every((h) => h === '')) throw new RefusedFile('The file has no header row');
      return { headers, rows };
    },
  };
}

function readCsv(buf: Buffer, limits: ReadLimits): ImportTable {
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  const builder = tableBuilder(limits);
  let row = 0;
  const stopped: { err?: Error } = {};
  // Row by row: blank lines are counted, never kept; parsing stops at the first limit reached.
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      try {
        builder.add(
          ++row,
          result.data.map((c) => String(c ?? '')),
        );
      } catch (err) {
        stopped.err = err as Error;
        parser.abort();
      }
    },
  });
  if (stopped.err) throw stopped.err;
  return builder.table();
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
    return '';
  }
  return String(v);
}

/** The parts of exceljs's streaming WorkbookReader used here: each reads one part from a stream of its XML. */
interface PartReader {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(s: Readable): Promise<void>;
  _parseWorkbook(s: Readable): Promise<void>;
  _parseSharedStrings(s: Readable): AsyncGenerator<unknown>;
  _parseStyles(s: Readable): Promise<void>;
  _parseWorksheet(s: Readable, sheetNo: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/** A(1-based column) from letters: 'XFD' is 16384. */
const columnNumber = (letters: string) => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

async function readXlsx(buf: Buffer, limits: ReadLimits): Promise<ImportTable> {
  const dir = await readZipDirectory(buf, limits.parts, limits.unzippedBytes);
  if (!dir.ok) throw new RefusedFile(dir.reason === 'unreadable' ? NOT_XLSX : limitMessages(limits)[dir.reason]);
  try {
    return await readSheet(dir.zip, dir.entries, limits);
  } finally {
    dir.zip.close();
  }
}

async function readSheet(zip: ZipFile, byName: Map<string, Entry>, limits: ReadLimits): Promise<ImportTable> {
  const messages = limitMessages(limits);

  /**
   * The part's XML, inflated as it is read. yauzl fails the stream of a part that inflates past the size its
   * directory entry declares (a lying directory), which is a workbook too large once inflated.
   */
  const open = async (e: Entry): Promise<Readable> => {
    const stream = await openEntry(zip, e);
    const guard = new PassThrough();
    stream.on('error', (err: Error) =>
      guard.destroy(/too many bytes/i.test(err.message) ? new RefusedFile(messages.size) : new RefusedFile(NOT_XLSX)),
    );
    guard.on('close', () => stream.destroy());
    return stream.pipe(guard);
  };
  const part = async (name: string) => {
    const e = byName.get(name);
    return e ? open(e) : null;
  };

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as PartReader;
  const rels = await part('xl/_rels/workbook.xml.rels');
  const book = await part('xl/workbook.xml');
  if (!rels || !book) throw new RefusedFile(NOT_XLSX);
  await reader._parseRels(rels);
  await reader._parseWorkbook(book);
  const strings = await part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  const styles = await part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((r) => r.Id === first.rId)?.Target;
  const sheet = target && byName.get(target.startsWith('/') ? target.slice(1) : posix.join('xl', target));
  if (!sheet) throw new RefusedFile('The workbook has no sheet');

  // The sheet's declared size (<dimension ref="A1:C20">), read from the start of its XML before any row is parsed.
  let start = '';
  for await (const chunk of await open(sheet)) {
    start += (chunk as Buffer).toString('latin1');
    if (start.length > 64 * 1024 || start.includes('<sheetData') || start.includes(':sheetData')) break;
  }
  const dimension = /<(?:\w+:)?dimension\b[^>]*\bref="[A-Za-z]*\d*:?([A-Za-z]+)(\d+)"/.exec(start);
  if (dimension) {
    if (columnNumber(dimension[1]) > limits.columns) throw new RefusedFile(messages.columns);
    if (Number(dimension[2]) > limits.rows + 1) throw new RefusedFile(messages.rows);
  }

  // The rows as they stream (rows absent from the XML are never made), each checked against the limits.
  const builder = tableBuilder(limits);
  const [{ value: rows }] = [...reader._parseWorksheet(await open(sheet), '1')];
  let width = 0;
  for await (const row of rows) {
    if (row.cellCount > limits.columns) throw new RefusedFile(messages.columns);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    width = Math.max(width, cells.length);
    builder.add(row.number, cells);
  }
  // Every row as wide as the sheet, as a CSV of it would be.
  const table = builder.table();
  for (const r of table.rows) while (r.cells.length < width) r.cells.push('');
  while (table.headers.length < width) table.headers.push('');
  return table;
}

/** The first sheet's header row and data rows as text; a RefusedFile names the limit or the problem. */
export async function readSpreadsheet(buf: Buffer, kind: 'csv' | 'xlsx', limits: ReadLimits): Promise<ImportTable> {
  if (kind === 'csv') return readCsv(buf, limits);
  try {
    return await readXlsx(buf, limits);
  } catch (err) {
    throw err instanceof RefusedFile ? err : new RefusedFile(NOT_XLSX);
  }
}
