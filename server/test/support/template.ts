import { readFileSync } from 'node:fs';
import { migrate } from '../../src/db/migrate';
import { fromPGlite } from '../../src/db/pglite';
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
  const pg = new PGlite();
  await pg.waitReady;
  await initialized?.(pg);
  const db = fromPGlite(pg);
  await migrate(db);
  await seedDemo(db);
  return pg;
}

/** An in-memory PGlite loaded from the template snapshot (~0.3 s instead of initdb + migrate + seed). */
export async function pgliteFromTemplate(): Promise<Database> {
  const file = process.env[TEMPLATE_ENV.pglite];
  if (!file) return fromPGlite(await freshPGlite());
  const pg = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  await pg.waitReady;
  return fromPGlite(pg);
}

/**
 * A new, empty PGlite persisted in `dataDir` (initdb done, no migration): from the global setup's snapshot when there
 * is one. initdb in a directory is slow, and under a full run on a small machine it can pass the test time-out.
 */
export async function emptyPGlite(dataDir: string): Promise<PGlite> {
  const file = process.env[TEMPLATE_ENV.empty];
  const pg = new PGlite({ dataDir, ...(file ? { loadDataDir: new Blob([readFileSync(file)]) } : {}) });
  await pg.waitReady;
  return pg;
}
