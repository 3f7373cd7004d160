import { mkdirSync } from 'node:fs';
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
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}

/** Opens (creating when needed) the embedded database persisted in `dataDir`; `undefined` = in memory. */
export async function openPGlite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({ dataDir, loadDataDir });
  await pg.waitReady;
  return fromPGlite(pg);
}
