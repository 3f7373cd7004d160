// The import's parsing thread (spreadsheet.ts starts one per file, with a heap limit and a time limit): a file that
// needs too much memory or time ends this thread, never the server. It answers one message: the table or a refusal.
import { parentPort, workerData } from 'node:worker_threads';
import { RefusedFile, type ReadLimits } from './spreadsheet-limits';
import { readSpreadsheet } from './spreadsheet-read';

export interface ParseRequest {
  buf: Uint8Array;
  kind: 'csv' | 'xlsx';
  limits: ReadLimits;
}

export type ParseAnswer =
  | { ok: true; table: Awaited<ReturnType<typeof readSpreadsheet>> }
  | { ok: false; refused: true; message: string }
  | { ok: false; refused: false; message: string };

const { buf, kind, limits } = workerData as ParseRequest;
readSpreadsheet(Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength), kind, limits).then(
  (table) => parentPort!.postMessage({ ok: true, table } satisfies ParseAnswer),
  (err: unknown) =>
    parentPort!.postMessage({
      ok: false,
      refused: err instanceof RefusedFile,
      message: err instanceof Error ? err.message : String(err),
    } satisfies ParseAnswer),
);
