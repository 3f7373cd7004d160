import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/pg';
import { seedDemo } from '../../scripts/seed/demo';
import { admin, dbUrl, freshPGlite, TEMPLATE_ENV } from './template';

/**
 * Builds the template once: with DATABASE_URL a template database on that server, else a PGlite snapshot file.
 * Test workers are started after this and inherit the environment variables set here.
 */
export default async function globalSetup(): Promise<void> {
  await buildTemplate();
  scratchTmpdir();
}

/** Where this run's workers keep the run's files (os.tmpdir()): removed as a whole by global-teardown.ts. */
export const SCRATCH_ENV = 'PORTAL_TEST_SCRATCH';

/**
 * The tests' temporary directories (every test app's DATA_DIR, the files tests write, the servers they start) go under
 * one directory of this run, which the teardown removes: they used to stay in /tmp after every run (thousands of
 * them on a developer's machine). One left by a run that was killed goes at the next run, once a day old.
 */
function scratchTmpdir(): void {
  const root = tmpdir();
  for (const old of readdirSync(root).filter((f) => /^portal-jest-\w+$/.test(f))) {
    const dir = join(root, old);
    if ((statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < Date.now() - 86_400_000)
      rmSync(dir, { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(root, 'portal-jest-'));
  process.env[SCRATCH_ENV] = dir;
  // os.tmpdir() reads TMPDIR on each call; the workers start after this and inherit it.
  process.env.TMPDIR = dir;
}

async function buildTemplate(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `portal_tpl_${process.pid}`;
    await admin(base, async (db) => {
      await db.exec(`DROP DATABASE IF EXISTS ${name}`);
      await db.exec(`CREATE DATABASE ${name}`);
    });
    const db = await openPostgres(dbUrl(base, name), 2);
    await migrate(db);
    await seedDemo(db);
    await db.close();
    process.env[TEMPLATE_ENV.pg] = name;
    return;
  }
  // The snapshot is kept between runs while the schema, the seed and the date are the same (initdb costs seconds).
  const key = templateKey();
  const file = join(tmpdir(), `portal-template-${key}.tar`);
  // The same database right after initdb, before any migration (persistence.test.ts migrates a new database).
  const empty = join(tmpdir(), `portal-empty-${key}.tar`);
  if (!existsSync(file) || !existsSync(empty)) {
    // Older snapshots go, but not one written in the last hour: another jest run may be reading it.
    const stale = readdirSync(tmpdir())
      .filter((f) => /^portal-(template|empty)-\w+\.tar$/.test(f))
      .map((f) => join(tmpdir(), f))
      .filter((f) => (statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < Date.now() - 3_600_000);
    for (const old of stale) rmSync(old, { force: true });
    const write = async (to: string, dump: Blob) => {
      writeFileSync(`${to}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${to}.${process.pid}`, to);
    };
    const pg = await freshPGlite(async (initialized) => write(empty, await initialized.dumpDataDir('none')));
    await write(file, await pg.dumpDataDir('none'));
    await pg.close();
  }
  process.env[TEMPLATE_ENV.pglite] = file;
  process.env[TEMPLATE_ENV.empty] = empty;
}

/** Changes with the migrations, the seed code and the day (the demo data is relative to today). */
function templateKey(): string {
  const h = createHash('sha1').update(new Date().toISOString().slice(0, 10));
  const src = join(__dirname, '..', '..');
  for (const dir of ['migrations', 'scripts/seed', 'src/db']) {
    for (const f of readdirSync(join(src, dir)).sort()) h.update(f).update(readFileSync(join(src, dir, f)));
  }
  return h.digest('hex').slice(0, 16);
}
