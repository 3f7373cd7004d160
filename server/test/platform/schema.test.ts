import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPatch } from 'diff';
import { dumpSchema } from '../../src/db/schema-dump';
import { openEmptyDatabase } from '../support/empty-database';

const SCHEMA_FILE = join(__dirname, '..', '..', 'schema.sql');

describe('server/schema.sql', () => {
  it('is the schema a freshly migrated database has', async () => {
    const { db, drop } = await openEmptyDatabase();
    let actual: string;
    try {
      actual = await dumpSchema(db);
    } finally {
      await drop();
    }
    const checkedIn = readFileSync(SCHEMA_FILE, 'utf8');
    if (actual !== checkedIn) {
      // The lines that differ, as a patch from the checked-in file to what the migrations make.
      const patch = createPatch('server/schema.sql', checkedIn, actual, 'checked in', 'migrated', { context: 3 });
      throw new Error(`server/schema.sql is stale: run npm run schema\n\n${patch}`);
    }
  });
});
