// Import files are read in a worker thread (spreadsheet-worker.ts) with a heap limit and a time limit, one file at
// a time: a hostile file ends that thread with a 400 naming the limit, never the server. exceljs and
// papaparse load in that thread only, so the server's own memory never holds them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { IMPORT_MAX_ROWS } from 'shared-domain';
import { badRequest } from '../lib/http-errors';
import type { ImportTable } from '../repositories/teacher-import-repository';
import { limitMessages, NOT_XLSX, type ReadLimits } from './spreadsheet-limits';
import type { ParseAnswer, ParseRequest } from './spreadsheet-worker';
import { readZipDirectory } from './zip-directory';

export const SPREADSHEET_TYPE_ERROR = 'The file must be a CSV (.csv) or an Excel workbook (.xlsx)';

/** What an import file may hold: 20,000 rows, 200 columns, an .xlsx of 500 parts and 100 MB once inflated. */
export const IMPORT_LIMITS: ReadLimits = { rows: IMPORT_MAX_ROWS, columns: 200, parts: 500, unzippedBytes: 100 * 1024 * 1024 };
/** The parsing thread's time and heap (a 20,000-row file streams through in a few seconds and well under this heap). */
export const IMPORT_PARSE_LIMITS = { timeoutMs: 20_000, heapMb: 256 };

/** 'csv' or 'xlsx' from the file's name and type, else null. */
export function spreadsheetKind(filename: string, mimetype: string): 'csv' | 'xlsx' | null {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx') || mimetype === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  if (name.endsWith('.csv') || mimetype === 'text/csv') return 'csv';
  return null;
}

const refuse = (message: string) => badRequest(message, { file: message });

/**
 * The worker's script: the built server has it beside itself (server/dist/spreadsheet-worker.js, an entry of
 * scripts/build-server.mjs); from the sources (tsx, jest) the TypeScript file runs through tsx's require hook.
 */
function startWorker(request: ParseRequest, heapMb: number): Worker {
  const built = join(__dirname, 'spreadsheet-worker.js');
  const options = { workerData: request, resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 } };
  if (existsSync(built)) return new Worker(built, options);
  const source = join(__dirname, 'spreadsheet-worker.ts');
  const script = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(source)});`;
  return new Worker(script, { ...options, eval: true });
}

function parseInWorker(buf: Buffer, kind: 'csv' | 'xlsx', o: typeof IMPORT_PARSE_LIMITS): Promise<ImportTable> {
  const worker = startWorker({ buf, kind, limits: IMPORT_LIMITS }, o.heapMb);
  return new Promise<ImportTable>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on('error', () => {});
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(refuse(`The file took more than ${o.timeoutMs / 1000} s to read`))), o.timeoutMs);
    worker.once('message', (m: ParseAnswer) =>
      finish(() => {
        if (m.ok) resolve(m.table);
        else reject(m.refused ? refuse(m.message) : new Error(`Reading the import file failed: ${m.message}`));
      }),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? refuse(`The file needs more than ${o.heapMb} MB of memory to read`)
            : new Error(`Reading the import file failed: ${err.message}`),
        ),
      ),
    );
    worker.once('exit', (code) => finish(() => reject(new Error(`The import's reading thread stopped (exit code ${code})`))));
  });
}

/** Files are read one at a time: the server holds at most one parsing thread's memory. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Reads the first sheet of a CSV or .xlsx file: the header row and the data rows as text. An .xlsx's part count and
 * inflated size are checked from its zip directory here, before anything is inflated or a thread is started.
 */
export async function parseSpreadsheet(buf: Buffer, kind: 'csv' | 'xlsx', o = IMPORT_PARSE_LIMITS): Promise<ImportTable> {
  if (kind === 'xlsx') {
    const dir = await readZipDirectory(buf, IMPORT_LIMITS.parts, IMPORT_LIMITS.unzippedBytes);
    if (!dir.ok) throw refuse(dir.reason === 'unreadable' ? NOT_XLSX : limitMessages(IMPORT_LIMITS)[dir.reason]);
    dir.zip.close();
  }
  const run = queue.then(() => parseInWorker(buf, kind, o));
  queue = run.catch(() => undefined);
  return run;
}
