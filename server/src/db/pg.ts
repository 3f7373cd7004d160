import pg from 'pg';
import type { Database, Row, Sql } from './types';

type Client = Pick<pg.PoolClient, 'query'>;

function wrap(c: Client): Sql {
  return {
    async query<T = Row>(text: string, params: unknown[] = []) {
      const res = await c.query(text, params);
      return res.rows as T[];
    },
    async exec(text: string) {
      await c.query(text);
    },
  };
}

/**
 * How long a request waits for a connection (the pool full, or the server away) before it fails (503 by the
 * error handler) rather than hanging: a restarting database is answered at once (connection refused), a pool
 * exhausted under load within this time.
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Settings of each connection: UTC, and no JIT compilation. PostgreSQL compiles a query to machine code when its
 * estimated cost passes jit_above_cost; the TEA export's page of 1,000 records (cost 121,192 from the fallback
 * branch's subplan) compiles dozens of functions on every page, which makes each page several times slower (JIT pays
 * off only for long analytical queries, which this API does not run).
 */
export const PG_SESSION_OPTIONS = '-c TimeZone=UTC -c jit=off';

/** A PostgreSQL server through a pg pool. */
export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, options: PG_SESSION_OPTIONS, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  // Nor a checked-out one between two queries (inside a transaction when the database restarts): pg emits 'error'
  // on the client itself then, and an 'error' event without a listener ends the process. The query in flight or
  // the next one still fails, and the error handler answers 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  await pool.query('SELECT 1');
  let closed = false;
  return {
    kind: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ size: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
