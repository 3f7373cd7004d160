import { rmSync } from 'node:fs';
import { SCRATCH_ENV } from './global-setup';
import { admin, TEMPLATE_ENV } from './template';

export default async function globalTeardown(): Promise<void> {
  // The PGlite snapshot file stays as a cache for the next run (see global-setup.ts).
  const name = process.env[TEMPLATE_ENV.pg];
  const base = process.env.DATABASE_URL;
  if (name && base) await admin(base, (db) => db.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  // This run's temporary files (global-setup.ts).
  const scratch = process.env[SCRATCH_ENV];
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
