import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Row, Sql } from './types';

function wrap(q: { query: PGlite['query']; exec: PGlite['exec'] }): Sql {
  return {
    async query<T = Row>(text: string, params: unknown[] = []) {
      const res = await q.query<T>(text, params);
      return res.rows;
    },
    async exec(text: string) {
      await q.exec(text);
    },
  };
}

/** Wraps an open PGlite instance (tests pass one loaded from a snapshot). */
export function fromPGlite(pg: PGlite): Database {
  const base = wrap(pg);
  // One connection; the statements and transactions waiting for it are counted for the metrics.
  let pending = 0;
  const counted = <T>(p: Promise<T>): Promise<T> => {
    pending++;
    return p.finally(() => pending--);
  };
  return {
    kind: 'pglite',
    query: <T = Row>(text: string, params?: unknown[]) => counted(base.query<T>(text, params)),
    exec: (text) => counted(base.exec(text)),
    transaction: (fn) => counted(pg.transaction((tx) => fn(wrap(tx)))),
    poolStats: () => ({ size: 1, inUse: Math.min(pending, 1), waiting: Math.max(pending - 1, 0) }),
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}

/**
 * PostgreSQL settings for the embedded database. PGlite runs PostgreSQL's single-user backend inside a WASM heap
 * that never shrinks, and the backend touches all of its shared buffers when it starts: the default 128 MB of
 * shared_buffers alone is most of that size in the server's RSS. The tables of a program (tens of MB on disk for
 * 10,000 teachers) are read through the operating system's file cache anyway, and the lists the staff open are cached
 * above the database, so 8 MB of buffers costs no measurable speed (`npm run bench` compares sizes).
 * Durability is unchanged: writes are still fsynced at commit.
 * `PGLITE_SETTINGS` (name=value, comma-separated) overrides them for an experiment.
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '8MB',
};

export function startParams(extra = process.env.PGLITE_SETTINGS): string[] {
  const settings = { ...PGLITE_SETTINGS };
  for (const pair of (extra ?? '').split(',').filter(Boolean)) {
    const [name, value] = pair.split('=');
    if (name && value) settings[name.trim()] = value.trim();
  }
  return [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
}

/**
 * PGlite's 9 MB WASM module is compiled by V8's baseline compiler (Liftoff) only, unless PGLITE_OPTIMIZE=1: the
 * optimising tier recompiles its hot functions into much more code (more RSS and a slower start) for SQL that runs
 * somewhat faster, which this API's millisecond queries do not
 * need (`npm run bench` shows both). Functions are also compiled (and validated) when first called, not all at
 * start: most of PostgreSQL's code never runs here, and compiling it all costs RSS for nothing. Set before the
 * module is compiled; they concern WebAssembly only.
 */
function compileWasmForMemory(optimize = process.env.PGLITE_OPTIMIZE === '1') {
  if (optimize) return;
  setFlagsFromString('--liftoff-only');
  setFlagsFromString('--wasm-lazy-compilation');
  setFlagsFromString('--wasm-lazy-validation');
}

/** Opens (creating when needed) the embedded database persisted in `dataDir`; `undefined` = in memory. */
export async function openPGlite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  compileWasmForMemory();
  const pg = new PGlite({ dataDir, loadDataDir, startParams: startParams() });
  await pg.waitReady;
  return fromPGlite(pg);
}
