import { as, call, createTestApp, useDemoApp } from '../support/test-app';

/** GET /metrics (Prometheus text, behind METRICS_TOKEN) and the load balancer's health checks. */
const TOKEN = 'metrics-token-for-the-test-0123456789';
const { t, d } = useDemoApp({ env: { METRICS_TOKEN: TOKEN } });

async function scrape(): Promise<string> {
  const res = await call<string>(t.app, 'GET', '/metrics', as(TOKEN));
  expect(res.status).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series (labels in any order), 0 when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('is refused without the token and with a wrong one', async () => {
    expect((await call(t.app, 'GET', '/metrics')).status).toBe(401);
    expect((await call(t.app, 'GET', '/metrics', { headers: { authorization: 'Bearer not-the-token-at-all-000000' } })).status).toBe(401);
  });

  it('counts requests by route pattern and status, with their durations', async () => {
    const before = await scrape();
    const list = { method: 'GET', route: '/api/teachers/:id', status: '200' };
    const missing = { method: 'GET', route: '/api/teachers/:id', status: '404' };
    const id = d.teachers[0]._id;
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'GET', `/api/teachers/${id}`, { token: d.tokens.admin })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/teachers/00000000-0000-4000-8000-000000000000', { token: d.tokens.admin })).status).toBe(404);
    const after = await scrape();
    expect(value(after, 'http_requests_total', list) - value(before, 'http_requests_total', list)).toBe(3);
    expect(value(after, 'http_requests_total', missing) - value(before, 'http_requests_total', missing)).toBe(1);
    expect(value(after, 'http_request_duration_seconds_count', list) - value(before, 'http_request_duration_seconds_count', list)).toBe(3);
    expect(value(after, 'http_request_duration_seconds_sum', list)).toBeGreaterThan(
      value(before, 'http_request_duration_seconds_sum', list),
    );
    // One series per route, never per record.
    expect(after).not.toContain(id);
  });

  it('reports the outbox by channel and status, job runs, the database pool and the memory', async () => {
    const res = await call(t.app, 'POST', '/api/jobs/run', { token: d.tokens.admin });
    expect(res.status).toBe(200);
    const storedBefore = value(await scrape(), 'outbox_messages', { channel: 'email', status: 'stored' });
    // A password reset link queues one e-mail (stored: the test app has no SMTP).
    expect((await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: 'admin@example.org' } })).status).toBe(200);
    const text = await scrape();
    expect(value(text, 'outbox_messages', { channel: 'email', status: 'stored' })).toBe(storedBefore + 1);
    for (const job of ['certification-ending', 'observation-overdue', 'payment-due']) {
      expect(value(text, 'jobs_runs_total', { job, outcome: 'ok' })).toBe(1);
      expect(value(text, 'jobs_duration_seconds_count', { job })).toBe(1);
    }
    expect(value(text, 'db_up')).toBe(1);
    expect(value(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^db_pool_in_use \d+$/m);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('health checks', () => {
  it('live answers without the database; ready when every migration is applied and the database answers', async () => {
    const live = await call(t.app, 'GET', '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body.status).toBe('ok');
    const ready = await call(t.app, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', db: 'ok' });
    // The spec's /api/health is unchanged.
    expect((await call(t.app, 'GET', '/api/health')).body).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('without METRICS_TOKEN there is no /metrics; ready is 503 naming a missing migration, then when the database is gone', async () => {
    const other = await createTestApp();
    try {
      expect((await call(other.app, 'GET', '/metrics', as(TOKEN))).status).toBe(404);
      await other.db.query(`DELETE FROM schema_migrations WHERE version = '022-client-errors'`);
      const res = await call(other.app, 'GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.pendingMigrations).toEqual(['022-client-errors']);
      await other.db.close();
      const gone = await call(other.app, 'GET', '/api/health/ready');
      expect(gone.status).toBe(503);
      expect(gone.body.db).toBe('unreachable');
      expect((await call(other.app, 'GET', '/api/health/live')).status).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
