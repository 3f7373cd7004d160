import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics of this process; the job runner reports its runs here. */
    metrics: Metrics;
  }
}

export interface Metrics {
  registry: Registry;
  /** One job of a run finished (or threw) after `seconds`. */
  jobRan(job: string, seconds: number, ok: boolean): void;
}

export const METRICS_PATH = '/metrics';
/** Seconds: from a cached list (a millisecond) to an import of thousands of rows. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics in a registry of the app's own (several apps in one test process do not share counters):
 * requests by route pattern, method and status (count and duration), the outbox by channel and status, the job
 * runs, the database connections, and prom-client's process metrics (memory, CPU, event loop, GC).
 * `GET /metrics` serves them in the text format to `Authorization: Bearer METRICS_TOKEN` only, and exists only when
 * METRICS_TOKEN is set. Registered before the routes (its onResponse hook sees every request).
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route pattern and status',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route pattern and status',
      labelNames,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'jobs_runs_total',
      help: 'Scheduled job runs by job and outcome',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
    const jobDuration = new Histogram({
      name: 'jobs_duration_seconds',
      help: 'Scheduled job duration by job',
      labelNames: ['job'],
      buckets: JOB_BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'outbox_messages',
      help: 'Outbox messages by channel and status (pending = queued; stored = kept without a transport)',
      labelNames: ['channel', 'status'],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const { channel, status, n } of await app.repos.health.outboxCounts()) this.set({ channel, status }, n);
        } catch {
          // The database is away: the series are absent from this scrape (db_up says why).
        }
      },
    });
    new Gauge({
      name: 'db_up',
      help: '1 when the database answered this scrape',
      registers: [registry],
      async collect() {
        this.set(
          await app.repos.health.ping().then(
            () => 1,
            () => 0,
          ),
        );
      },
    });
    const pool = (name: string, help: string, pick: (s: ReturnType<typeof app.db.poolStats>) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(pick(app.db.poolStats()));
        },
      });
    pool('db_pool_connections', 'Database connections open', (s) => s.size);
    pool('db_pool_in_use', 'Database connections in use', (s) => s.inUse);
    pool('db_pool_waiting', 'Callers waiting for a database connection', (s) => s.waiting);

    app.decorate('metrics', {
      registry,
      jobRan(job: string, seconds: number, ok: boolean) {
        jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
        jobDuration.observe({ job }, seconds);
      },
    } satisfies Metrics);

    app.addHook('onResponse', async (req, reply) => {
      // The route's pattern (/api/teachers/:id), never the URL: one series per route, not per record.
      const route = req.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      const labels = { method: req.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    const token = app.env.METRICS_TOKEN;
    if (token)
      app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
        const h = req.headers.authorization;
        if (!sameToken(h?.replace(/^Bearer\s+/i, ''), token)) return reply.code(401).send({ message: 'Unauthorized' });
        return reply.type(registry.contentType).send(await registry.metrics());
      });
  },
  { name: 'metrics', dependencies: ['env', 'db', 'repositories'] },
);
