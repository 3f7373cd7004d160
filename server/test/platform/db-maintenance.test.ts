import { maintainEmbedded, MAINTAIN_MIN_PAGES } from '../../src/db/maintenance';
import { useDemoApp } from '../support/test-app';

/**
 * The embedded database runs no autovacuum; maintainEmbedded vacuums and analyzes the tables that were never
 * analyzed or have grown, so that the planner has statistics (the dashboard's lapsed count scanned every teacher's
 * derived row without them). On PostgreSQL its autovacuum does this: nothing is done.
 */
const { t } = useDemoApp();
const analyzed = async (table: string) =>
  (await t.db.query(`SELECT 1 FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 LIMIT 1`, [table])).length > 0;

describe('maintainEmbedded', () => {
  it('gives the embedded database statistics for every table that holds rows, then only for a table that grew', async () => {
    if (t.db.kind !== 'pglite') {
      expect(await maintainEmbedded(t.db)).toEqual([]);
      return;
    }
    const first = await maintainEmbedded(t.db);
    expect(first).toEqual(expect.arrayContaining(['teachers', 'teacher_derived', 'teacher_search', 'users']));
    for (const table of ['teachers', 'teacher_derived', 'teacher_search', 'derived_counts']) expect(await analyzed(table)).toBe(true);
    // Nothing changed: nothing to do.
    expect(await maintainEmbedded(t.db)).toEqual([]);

    // The audit trail grows by far more than a fifth and MAINTAIN_MIN_PAGES pages: it alone is maintained. The rows
    // fill any space the vacuum freed in its pages first, then grow the file.
    const [{ pages }] = await t.db.query<{ pages: number }>(`SELECT (pg_relation_size('audit_log') / 8192)::int AS pages`);
    const rows = (pages * 3 + MAINTAIN_MIN_PAGES * 2) * 60;
    await t.db.query(
      `INSERT INTO audit_log (id, entity, entity_id, action, actor)
       SELECT gen_random_uuid(), 'teacher', gen_random_uuid(), 'update', 'maintenance test' FROM generate_series(1, $1::int)`,
      [rows],
    );
    expect(await maintainEmbedded(t.db)).toEqual(['audit_log']);
    expect(await maintainEmbedded(t.db)).toEqual([]);
  });
});
