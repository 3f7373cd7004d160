// Import files are read in a child process (spreadsheet-worker.ts) with a heap limit and a time limit, one file at
// a time: a hostile file ends that process with a 400 naming the limit, never the server. Not a worker thread: a
// thread that reaches its heap limit may abort the whole process (Node.js documents the limit as best-effort), which
// ended a test run's process once. exceljs and papaparse load in that process only, so the server's own memory never
// holds them.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_MAX_ROWS } from 'shared-domain';
import { badRequest } from '../lib/http-errors';
import type { ImportTable } from '../repositories/teacher-import-repository';
import { limitMessages, NOT_XLSX, type ReadLimits } from './spreadsheet-limits';
import type { ParseAnswer, ParseRequest } from './spreadsheet-worker';
import { readZipDirectory } from './zip-directory';

export const SPREADSHEET_TYPE_ERROR = 'The file must be a CSV (.csv) or an Excel workbook (.xlsx)';

/** What an import file may hold: 20,000 rows, 200 columns, an .xlsx of 500 parts and 100 MB once inflated. */
export const IMPORT_LIMITS: ReadLimits = { rows: IMPORT_MAX_ROWS, columns: 200, parts: 500, unzippedBytes: 100 * 1024 * 1024 };
/** The parsing process's time and heap (a 20,000-row file streams through in a few seconds and well under this heap). */
export const IMPORT_PARSE_LIMITS = { timeoutMs: 20_000, heapMb: 256 };

/** 'csv' or 'xlsx' from the file's name and type, else null. */
export function spreadsheetKind(filename: string, mimetype: string): 'csv' | 'xlsx' | null {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx') || mimetype === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  if (name.endsWith('.csv') || mimetype === 'text/csv') return 'csv';
  return null;
}

const refuse = (message: string) => badRequest(message, { file: message });

/** The tail of the parsing process's standard error kept for the message of a failure that is not a limit. */
const STDERR_TAIL = 2_000;

/**
 * The parsing process's script: the built server has it beside itself (server/dist/spreadsheet-worker.js, an entry
 * of scripts/build-server.mjs); from the sources (tsx, jest) the TypeScript file runs through tsx's require hook.
 */
function startWorker(heapMb: number): ChildProcess {
  const built = join(__dirname, 'spreadsheet-worker.js');
  const heap = [`--max-old-space-size=${heapMb}`];
  const [script, execArgv] = existsSync(built)
    ? [built, heap]
    : [join(__dirname, 'spreadsheet-worker.ts'), [...heap, '--require', require.resolve('tsx/cjs')]];
  // 'advanced': the file's bytes and the table go as structured clones, not JSON.
  return fork(script, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
}

function parseInWorker(buf: Buffer, kind: 'csv' | 'xlsx', o: typeof IMPORT_PARSE_LIMITS): Promise<ImportTable> {
  const worker = startWorker(o.heapMb);
  let stderr = '';
  worker.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-STDERR_TAIL)));
  return new Promise<ImportTable>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(refuse(`The file took more than ${o.timeoutMs / 1000} s to read`))), o.timeoutMs);
    worker.once('message', (m: ParseAnswer) =>
      finish(() => {
        if (m.ok) resolve(m.table);
        else reject(m.refused ? refuse(m.message) : new Error(`Reading the import file failed: ${m.message}`));
      }),
    );
    worker.once('error', (err) => finish(() => reject(new Error(`Reading the import file failed: ${err.message}`))));
    worker.once('exit', (code, signal) =>
      finish(() =>
        reject(
          // V8 ends a process past its heap with "Reached heap limit" (or another allocation failure) and an abort.
          signal === 'SIGABRT' || code === 134 || /heap limit|heap out of memory|Allocation failed/.test(stderr)
            ? refuse(`The file needs more than ${o.heapMb} MB of memory to read`)
            : new Error(`The import's reading process stopped (${signal ?? `exit code ${code}`}): ${stderr}`),
        ),
      ),
    );
    worker.send({ buf, kind, limits: IMPORT_LIMITS } satisfies ParseRequest);
  });
}

/** Files are read one at a time: at most one parsing process runs beside the server. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Reads the first sheet of a CSV or .xlsx file: the header row and the data rows as text. An .xlsx's part count and
 * inflated size are checked from its zip directory here, before anything is inflated or a process is started.
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
