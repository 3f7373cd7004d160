import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DocumentType } from 'shared-domain';
import type { FileStorage } from '../storage/types';

/** The file's type by its first bytes (its magic number), whatever its name says; null for anything else. */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}
/** Enough bytes to tell the types apart. */
export const SNIFF_BYTES = 8;

/**
 * Reads the first SNIFF_BYTES of a stream and hands back its type and the whole stream again (nothing is buffered
 * beyond those bytes). A file shorter than that is null.
 */
export async function sniffStream(
  source: AsyncIterable<Uint8Array>,
): Promise<{ type: DocumentType | null; rest: AsyncIterable<Uint8Array> }> {
  const it = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let got = 0;
  while (got < SNIFF_BYTES) {
    const next = await it.next();
    if (next.done) break;
    head.push(next.value);
    got += next.value.length;
  }
  const first = Buffer.concat(head);
  const rest = (async function* () {
    if (first.length) yield first;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  })();
  return { type: got >= 3 ? sniffDocumentType(first) : null, rest };
}

export type ScanVerdict = 'clean' | 'infected' | 'failed';

/**
 * The virus-scan hook (DOCUMENT_SCAN_COMMAND): copies the stored file to a private temporary folder and runs the
 * command on it (no shell; the path replaces {file} or is appended). Exit 0: clean; 1: infected (the convention of
 * clamscan and most scanners); anything else, or no answer within `timeoutMs`: failed.
 */
export async function scanStoredFile(storage: FileStorage, fileId: string, command: string, timeoutMs = 60_000): Promise<ScanVerdict> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-scan-'));
  const path = join(dir, 'upload');
  try {
    const stream = await storage.open(fileId, { uncommitted: true });
    if (!stream) return 'failed';
    await pipeline(stream, createWriteStream(path, { mode: 0o600 }));
    const words = command.trim().split(/\s+/);
    const args = words.slice(1).some((w) => w.includes('{file}'))
      ? words.slice(1).map((w) => w.replace('{file}', path))
      : [...words.slice(1), path];
    return await new Promise<ScanVerdict>((resolve) => {
      const child = spawn(words[0], args, { stdio: 'ignore' });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('failed');
      }, timeoutMs);
      child.on('error', () => {
        clearTimeout(timer);
        resolve('failed');
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code === 0 ? 'clean' : code === 1 ? 'infected' : 'failed');
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
