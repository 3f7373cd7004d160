import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../env';
import type { Database } from './types';

// From REPO_ROOT rather than this file's __dirname: compiled, this module is bundled into server/dist/*.js.
export const MIGRATIONS_DIR = join(REPO_ROOT, 'server', 'migrations');

/** The versions of the migration files in `dir`, in order (what a database up to date has applied). */
export function migrationVersions(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d+-.*\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/** Applies every not yet applied `NNN-name.sql` in order, each in its own transaction; returns the applied versions. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const files = readdirSync(dir)
    .filter((f) => /^\d+-.*\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starts against one PostgreSQL server.
      await tx.exec('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (rows.length) return false;
      // The list-version triggers are deferred to COMMIT; a migration that updates rows and then alters or indexes
      // their table would fail on the pending events ("pending trigger events"). Here they fire with each statement.
      await tx.exec('SET CONSTRAINTS ALL IMMEDIATE');
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}
