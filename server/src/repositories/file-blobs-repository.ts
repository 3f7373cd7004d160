import type { Sql } from '../db/types';

/**
 * The stored files (migration 024): file_blobs holds each file's size, hash and whether it is complete, file_chunks its
 * bytes in numbered rows. The bytes travel as base64 text both ways (see storage/pg-storage.ts for why).
 */
export function createFileBlobsRepository(db: Sql) {
  return {
    /** A new, empty and incomplete file. */
    async create(id: string): Promise<void> {
      await db.query('INSERT INTO file_blobs (id, size, sha256) VALUES ($1, 0, $2)', [id, '']);
    },
    /** Chunk `n` of file `id`, its bytes as base64. */
    async addChunk(id: string, n: number, base64: string): Promise<void> {
      await db.query(`INSERT INTO file_chunks (blob_id, n, data) VALUES ($1, $2, decode($3, 'base64'))`, [id, n, base64]);
    },
    /** The size and hash of a file whose bytes are all written. */
    async finish(id: string, size: number, sha256: string): Promise<void> {
      await db.query('UPDATE file_blobs SET size = $2, sha256 = $3 WHERE id = $1', [id, size, sha256]);
    },
    /** Marks the file complete, in the caller's transaction (the one that stores what refers to it). */
    async commit(tx: Sql, id: string): Promise<void> {
      await tx.query('UPDATE file_blobs SET complete = true WHERE id = $1', [id]);
    },
    /** How many chunks the file has; null when there is no such file (or it is not complete, unless `uncommitted`). */
    async chunkCount(id: string, uncommitted = false): Promise<number | null> {
      const [blob] = await db.query<{ chunks: number }>(
        `SELECT (SELECT count(*) FROM file_chunks WHERE blob_id = b.id)::int AS chunks FROM file_blobs b
          WHERE b.id = $1 ${uncommitted ? '' : 'AND b.complete'}`,
        [id],
      );
      return blob ? blob.chunks : null;
    },
    /** Chunk `n`'s bytes as base64; null when it is missing. */
    async chunk(id: string, n: number): Promise<string | null> {
      const [row] = await db.query<{ data: string }>(
        `SELECT encode(data, 'base64') AS data FROM file_chunks WHERE blob_id = $1 AND n = $2`,
        [id, n],
      );
      return row ? row.data : null;
    },
    /** Deletes the file and its chunks. */
    async remove(id: string): Promise<void> {
      await db.query('DELETE FROM file_blobs WHERE id = $1', [id]);
    },
  };
}
