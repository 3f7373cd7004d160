import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database, Sql } from '../db/types';
import { newId } from '../lib/ids';
import { createFileBlobsRepository } from '../repositories/file-blobs-repository';
import { FileTooLargeError, type FileStorage, type StoredFile } from './types';

/** Bytes per row of file_chunks: small enough that a query never holds much, large enough to keep rows few. */
export const STORAGE_CHUNK_BYTES = 256 * 1024;

/**
 * The bytes travel as base64 text in both directions: PGlite turns a binary parameter or column into JS about ten
 * times slower than it decodes base64 (about ten times slower), and pg takes either.
 *
 * Files in PostgreSQL (PGlite or a server): file_blobs holds each file's size and hash, file_chunks its bytes in
 * STORAGE_CHUNK_BYTES rows (migration 024). Every replica reads the same files and every backup carries them.
 * A file is written chunk by chunk as it arrives (each insert on its own, so a 10 MB upload never waits in a
 * transaction) and counts only once `commit` marks it complete.
 */
export function createPgStorage(db: Database): FileStorage {
  const blobs = createFileBlobsRepository(db);
  const remove = (id: string) => blobs.remove(id);
  return {
    async put(source, o): Promise<StoredFile> {
      const id = newId();
      const hash = createHash('sha256');
      await blobs.create(id);
      let size = 0;
      let n = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (!pendingBytes) return;
        const data = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await blobs.addChunk(id, n++, data.toString('base64'));
      };
      try {
        for await (const piece of source) {
          let buf = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
          size += buf.length;
          if (size > o.maxBytes) throw new FileTooLargeError(o.maxBytes);
          hash.update(buf);
          while (buf.length) {
            const take = Math.min(buf.length, STORAGE_CHUNK_BYTES - pendingBytes);
            // Copied: the source may reuse its buffer once this piece is handed back.
            pending.push(Buffer.from(buf.subarray(0, take)));
            pendingBytes += take;
            buf = buf.subarray(take);
            if (pendingBytes === STORAGE_CHUNK_BYTES) await flush();
          }
        }
        await flush();
        const sha256 = hash.digest('hex');
        await blobs.finish(id, size, sha256);
        return { id, size, sha256 };
      } catch (err) {
        await remove(id).catch(() => undefined);
        throw err;
      }
    },

    async commit(tx: Sql, id: string) {
      await blobs.commit(tx, id);
    },

    async open(id: string, o: { uncommitted?: boolean } = {}): Promise<Readable | null> {
      const chunks = await blobs.chunkCount(id, o.uncommitted);
      if (chunks === null) return null;
      let n = 0;
      // One chunk per read: the response pulls the next only when the client took the last.
      return Readable.from(
        (async function* () {
          for (; n < chunks; n++) {
            const data = await blobs.chunk(id, n);
            if (data === null) throw new Error(`file ${id}: chunk ${n} is missing`);
            yield Buffer.from(data, 'base64');
          }
        })(),
        { objectMode: false },
      );
    },

    remove,
  };
}
