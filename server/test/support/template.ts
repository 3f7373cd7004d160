import { readFileSync } from 'node:fs';
import { migrate } from '../../src/db/migrate';
import { fromPGlite, startParams } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/pg';
import type { Database } from '../../src/db/types';
import { seedDemo } from '../../scripts/seed/demo';
import { PGlite } from './native-pglite';

/** Where the global setup left the template (read by every test file). */
export const TEMPLATE_ENV = {
  pglite: 'SERVER_TEST_PGLITE_TEMPLATE',
  pg: 'SERVER_TEST_PG_TEMPLATE',
  /** A PGlite snapshot right after initdb, before any migration (for the tests that migrate a new database). */
  empty: 'SERVER_TEST_PGLITE_EMPTY',
} as const;

export const dbUrl = (base: string, database: string) => {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Runs a statement on the server's maintenance connection (the database of DATABASE_URL). */
export async function admin<T>(base: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPostgres(base, 1);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * A fresh, migrated and seeded PGlite in memory (used when no template was prepared); `initialized` is called with it
 * after initdb, before the first migration.
 */
export async function freshPGlite(initialized?: (pg: PGlite) => Promise<void>): Promise<PGlite> {
  const pg = new PGlite({ startParams: startParams() });
  await pg.waitReady;
  await initialized?.(pg);
  const db = fromPGlite(pg);
  await migrate(db);
  await seedDemo(db);
  return pg;
}

/**
 * A snapshot file as PGlite's loadDataDir reads it (its bytes, by arrayBuffer()): Node 20's Blob hands a 44 MB file
 * over in small copies, about half a second of a test file's start each time.
 */
function snapshot(file: string): Blob {
  const bytes = readFileSync(file);
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => buffer } as unknown as Blob;
}

/**
 * An in-memory PGlite loaded from the template snapshot (~0.5 s instead of initdb + migrate + seed), with the
 * product's settings: its 8 MB of shared buffers are also what keeps the start quick (PostgreSQL clears them all).
 */
export async function pgliteFromTemplate(): Promise<Database> {
  const file = process.env[TEMPLATE_ENV.pglite];
  if (!file) return fromPGlite(await freshPGlite());
  const pg = new PGlite({ loadDataDir: snapshot(file), startParams: startParams() });
  await pg.waitReady;
  return fromPGlite(pg);
}

/**
 * A new, empty PGlite (initdb done, no migration), persisted in `dataDir` when given, else in memory: from the global
 * setup's snapshot when there is one. initdb in a directory is slow, and under a full run on a small machine it can pass the test time-out.
 */
export async function emptyPGlite(dataDir?: string): Promise<PGlite> {
  const file = process.env[TEMPLATE_ENV.empty];
  const pg = new PGlite({ dataDir, startParams: startParams(), ...(file ? { loadDataDir: snapshot(file) } : {}) });
  await pg.waitReady;
  return pg;
}
