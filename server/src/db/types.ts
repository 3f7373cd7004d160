/** The one data-access interface both drivers (embedded PGlite, PostgreSQL through pg) implement. */
export type Row = Record<string, unknown>;

export interface Sql {
  /** Runs one parameterised statement and returns its rows. jsonb parameters must be JSON strings. */
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'pg';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connections: how many are open, in use, and how many callers wait for one (the metrics). */
  poolStats(): PoolStats;
}

export interface PoolStats {
  size: number;
  inUse: number;
  waiting: number;
}

/**
 * PostgreSQL's answers (and the driver's errors) meaning "the server is not there right now": shutting down,
 * starting up, a connection refused, reset, ended or timed out. The API answers them 503 (try again), not 500.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = pgCode(err);
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return err instanceof Error && UNAVAILABLE_TEXT.test(err.message);
}

/** Serialises a value for a jsonb parameter (pg needs strings; PGlite accepts them too). */
export const json = (value: unknown): string => JSON.stringify(value ?? null);

/** PostgreSQL error code of a failed query, e.g. '23505' for a unique violation. */
export function pgCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}
