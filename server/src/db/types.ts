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
}

/** Serialises a value for a jsonb parameter (pg needs strings; PGlite accepts them too). */
export const json = (value: unknown): string => JSON.stringify(value ?? null);

/** PostgreSQL error code of a failed query, e.g. '23505' for a unique violation. */
export function pgCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}
