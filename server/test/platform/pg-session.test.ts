import { useTestApp } from '../support/test-app';

/**
 * Each PostgreSQL connection runs in UTC and without JIT compilation (db/pg.ts PG_SESSION_OPTIONS): with JIT, every
 * page of the TEA export on a large program is compiled to machine code first, which makes each page several times slower.
 */
const t = useTestApp();

it('runs every PostgreSQL connection in UTC and without JIT compilation', async () => {
  if (t.db.kind !== 'pg') return;
  // Several at once, so that more than one pooled connection answers.
  const answers = await Promise.all(
    Array.from({ length: 4 }, () =>
      t.db.query<{ jit: string; tz: string }>(`SELECT current_setting('jit') AS jit, current_setting('TimeZone') AS tz`),
    ),
  );
  for (const [row] of answers) expect(row).toEqual({ jit: 'off', tz: 'UTC' });
});
