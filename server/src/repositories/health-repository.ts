import type { Database } from '../db/types';

/** What the health checks and the metrics ask the database. */
export function createHealthRepository(db: Database) {
  return {
    /** Throws when the database does not answer. */
    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
    /** Which of `versions` are not in schema_migrations (all of them when the table is missing). */
    async missingMigrations(versions: string[]): Promise<string[]> {
      const [{ exists }] = await db.query<{ exists: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS exists`);
      if (!exists) return versions;
      const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations WHERE version = ANY($1::text[])', [versions]);
      const applied = new Set(rows.map((r) => r.version));
      return versions.filter((v) => !applied.has(v));
    },
    /** The outbox by channel and status (pending = queued, sent, failed, stored = kept without a transport). */
    async outboxCounts(): Promise<{ channel: string; status: string; n: number }[]> {
      return db.query<{ channel: string; status: string; n: number }>(
        'SELECT channel, status, count(*)::int AS n FROM outbox GROUP BY channel, status',
      );
    },
  };
}
