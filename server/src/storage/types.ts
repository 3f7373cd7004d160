import type { Readable } from 'node:stream';
import type { Sql } from '../db/types';

/** A stored file: its id in the store, its length and SHA-256 (hex). */
export interface StoredFile {
  id: string;
  size: number;
  sha256: string;
}

/** Past `maxBytes` while a file streams in: nothing is kept. */
export class FileTooLargeError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/**
 * Where a teacher's documents keep their bytes. The routes and repositories see only this interface, so
 * another store (an object store) can be added behind it without touching them. A file is written while it streams
 * in (never held whole in memory), stays invisible to readers until `commit` runs in the transaction that records the
 * document, and is read back as a stream.
 */
export interface FileStorage {
  /** Writes `source` as a new file; throws FileTooLargeError (and keeps nothing) once it passes `maxBytes`. */
  put(source: AsyncIterable<Uint8Array>, o: { maxBytes: number }): Promise<StoredFile>;
  /** Makes a written file permanent, inside the transaction that records what it is. */
  commit(tx: Sql, id: string): Promise<void>;
  /** The bytes of a committed file (or a written one not committed yet: the virus scan), one chunk at a time; null when none. */
  open(id: string, o?: { uncommitted?: boolean }): Promise<Readable | null>;
  /** Removes a file (an upload refused after it was written). */
  remove(id: string): Promise<void>;
}
