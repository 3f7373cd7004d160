import { readFileSync } from 'node:fs';
import { restoreBackup, type Backup } from '../src/backup/backup';
import { logger, parseArgs, usage, withDatabase } from './lib/common';

// npm run restore -w server -- --in FILE : replaces all data with the backup's, in one transaction.
const args = parseArgs();
if (typeof args.in !== 'string') usage('usage: restore --in FILE');
const file = args.in;

void withDatabase(async (db) => {
  const counts = await restoreBackup(db, JSON.parse(readFileSync(file, 'utf8')) as Backup);
  logger.info({ in: file, rows: counts }, 'backup restored');
});
