import { migrate } from '../../src/db/migrate';
import { fromPGlite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/pg';
import type { Database } from '../../src/db/types';
import { admin, dbUrl, emptyPGlite } from './template';

/** A new, migrated database with no data at all (not the demo template): in memory, or on DATABASE_URL's server. */
export async function openEmptyDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const db = fromPGlite(await emptyPGlite());
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `portal_e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(base, (d) => d.exec(`CREATE DATABASE ${name}`));
  const db = await openPostgres(dbUrl(base, name), 2);
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin(base, (d) => d.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
