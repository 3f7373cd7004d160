// The import's parsing process (spreadsheet.ts starts one per file, with a heap limit and a time limit): a file that
// needs too much memory or time ends this process, never the server. It answers one message: the table or a refusal.
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

const answer = (a: ParseAnswer) => process.send!(a, () => process.disconnect());

process.once('message', ({ buf, kind, limits }: ParseRequest) => {
  readSpreadsheet(Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength), kind, limits).then(
    (table) => answer({ ok: true, table }),
    (err: unknown) => answer({ ok: false, refused: err instanceof RefusedFile, message: err instanceof Error ? err.message : String(err) }),
  );
});
