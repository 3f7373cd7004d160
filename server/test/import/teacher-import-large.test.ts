import Papa from 'papaparse';
import { autoMatchColumns, type ImportResult, type Teacher } from 'shared-domain';
import { as, call, useDemoApp } from '../support/test-app';
import { multipart } from '../support/multipart';

const { t, d } = useDemoApp();

const ROWS = 10_000;
const HEAD = ['First Name', 'Last Name', 'TEA ID', 'Email', 'Status', 'District', 'Campus', 'Phone', 'Remaining Balance (USD)'];

/** 10,000 rows in one request. Time and peak memory are printed (for the report), not asserted. */
it(`imports ${ROWS} rows in one request`, async () => {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `First${i}`,
    `Last${i}`,
    String(8_000_000 + i),
    `teacher${i}@example.org`,
    i % 3 ? 'pending' : 'intern',
    'Austin ISD',
    `Campus ${i % 40}`,
    '(512) 555-0100',
    (i % 500).toFixed(2),
  ]);
  const data = Papa.unparse([HEAD, ...rows]);
  const body = multipart({ name: 'big.csv', type: 'text/csv', data }, autoMatchColumns(HEAD));
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const startRss = peakRss;
  const startHeap = peakHeap;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/teachers/import?dryRun=false',
    ...as(d.tokens.admin, body.headers),
    payload: body.payload,
  });
  const ms = performance.now() - started;
  clearInterval(timer);
  const result = JSON.parse(res.body) as ImportResult;
  expect(res.statusCode).toBe(200);
  expect(result).toMatchObject({ rows: ROWS, created: ROWS, updated: 0, errors: [] });
  const list = (await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', { token: d.tokens.admin })).body;
  expect(list.filter((x) => x.teaId !== null && x.teaId >= 8_000_000 && x.teaId < 8_000_000 + ROWS)).toHaveLength(ROWS);
  const [{ n }] = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'teacher' AND action = 'create'`,
  );
  expect(n).toBeGreaterThanOrEqual(ROWS);
  const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
  console.log(
    `import of ${ROWS} rows (${mb(body.payload.length)} MB CSV, ${t.db.kind}): ${(ms / 1000).toFixed(1)} s; ` +
      `peak RSS ${mb(peakRss)} MB (${mb(startRss)} MB before), peak heap ${mb(peakHeap)} MB (${mb(startHeap)} MB before)`,
  );
}, 120_000);
