import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../src/db/migrate';
import { openPGlite } from '../src/db/pglite';
import { openPostgres } from '../src/db/pg';
import type { Database } from '../src/db/types';
import { dumpSchema } from '../src/db/schema-dump';
import { REPO_ROOT } from '../src/env';
import { logger } from './lib/common';

/** The checked-in schema (server/test/platform/schema.test.ts compares a freshly migrated database with it). */
export const SCHEMA_FILE = join(REPO_ROOT, 'server', 'schema.sql');

// npm run schema -w server (or npm run schema): migrates a new, empty database and writes its schema to
// server/schema.sql. A new PGlite in memory; with DATABASE_URL, a scratch database created on that server and dropped
// after (the result is the same). Never the configured data: a database in use may lag or lead the migrations.
async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  const scratch = `portal_schema_${process.pid}`;
  let admin: Database | undefined;
  let db: Database;
  if (base) {
    admin = await openPostgres(base, 1);
    await admin.exec(`CREATE DATABASE ${scratch}`);
    const url = new URL(base);
    url.pathname = `/${scratch}`;
    db = await openPostgres(url.toString(), 1);
  } else {
    db = await openPGlite();
  }
  try {
    await migrate(db);
    const text = await dumpSchema(db);
    writeFileSync(SCHEMA_FILE, text);
    logger.info({ file: SCHEMA_FILE, driver: db.kind, lines: text.split('\n').length - 1 }, 'schema written');
  } finally {
    await db.close();
    if (admin) {
      await admin.exec(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      await admin.close();
    }
  }
}

main().catch((err: unknown) => {
  logger.error({ err: err instanceof Error ? err.message : err }, 'failed');
  process.exitCode = 1;
});
