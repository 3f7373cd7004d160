import { join } from 'node:path';
import type { Env } from '../env';
import { openPGlite } from './pglite';
import { openPostgres } from './pg';
import type { Database } from './types';

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPGlite(join(env.DATA_DIR, 'pglite'));
}
