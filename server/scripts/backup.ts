import { createBackup, writeBackupFile } from '../src/backup/backup';
import { logger, parseArgs, usage, withDatabase } from './lib/common';

// npm run backup -w server -- --out FILE : a JSON dump of every table (works on PGlite and PostgreSQL), mode 0600.
const args = parseArgs();
if (typeof args.out !== 'string') usage('usage: backup --out FILE');
const out = args.out;

void withDatabase(async (db) => {
  const backup = await createBackup(db);
  writeBackupFile(out, backup);
  logger.info({ out, rows: Object.fromEntries(Object.entries(backup.tables).map(([t, r]) => [t, r.length])) }, 'backup written');
});
