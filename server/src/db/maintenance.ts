import type { Database } from './types';

/**
 * A table of the embedded database is vacuumed and analyzed when it has never been analyzed, or when it has grown by
 * more than this share of its pages since it last was (PostgreSQL's autovacuum, which PGlite does not run, works on a
 * like share of changed rows: 20 % for VACUUM, 10 % for ANALYZE by default).
 */
export const MAINTAIN_GROWTH = 0.2;
/** ...and by at least this many pages (8 kB each): a small table's few pages are not worth a pass. */
export const MAINTAIN_MIN_PAGES = 16;

/**
 * PGlite runs no autovacuum, so without this its planner has no statistics (`pg_stats` empty for every table) and
 * guesses: on a large program it scans the whole of teacher_derived to count the lapsed interns, most of the
 * dashboard's time; and updated rows keep their old versions for good. This does what autovacuum would, table by
 * table, for the tables that need it (`VACUUM (ANALYZE)` takes seconds on a large table; the one connection waits meanwhile, so it runs only when a table grew by MAINTAIN_GROWTH). The
 * scheduler calls it at start and every five minutes. PostgreSQL's own autovacuum does this on a server: nothing
 * is done there. Answers the tables maintained.
 */
export async function maintainEmbedded(db: Database): Promise<string[]> {
  if (db.kind !== 'pglite') return [];
  const due = await db.query<{ t: string }>(
    `SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r'
        AND ((pg_relation_size(c.oid) > 0
              AND NOT EXISTS (SELECT 1 FROM pg_stats s WHERE s.schemaname = n.nspname AND s.tablename = c.relname))
          OR pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * (1 + $1::float8) + $2::int)
      ORDER BY pg_relation_size(c.oid)`,
    [MAINTAIN_GROWTH, MAINTAIN_MIN_PAGES],
  );
  for (const { t } of due) await db.exec(`VACUUM (ANALYZE) "${t.replace(/"/g, '""')}"`);
  return due.map((r) => r.t);
}
