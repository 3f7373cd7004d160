import pino from 'pino';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import { loadEnv } from '../../src/env';

/** `--name value` / `--flag` arguments. */
export function parseArgs(argv = process.argv.slice(2)): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    if (m[2] !== undefined) out[m[1]] = m[2];
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) out[m[1]] = argv[++i];
    else out[m[1]] = true;
  }
  return out;
}

export const logger = pino({ level: 'info' });

/** Opens the configured database (DATABASE_URL or DATA_DIR), migrated, runs `fn`, closes it; exit code 1 on error. */
export async function withDatabase(fn: (db: Database) => Promise<void>): Promise<void> {
  let db: Database | undefined;
  try {
    const env = loadEnv();
    db = await openDatabase(env);
    await migrate(db);
    await fn(db);
  } catch (err) {
    logger.error({ err: err instanceof Error ? err.message : err }, 'failed');
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

export function usage(text: string): never {
  logger.error(text);
  process.exit(2);
}
