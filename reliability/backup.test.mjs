// Backup and restore through the npm scripts: `npm run backup -w server -- --out F` dumps the database and
// `npm run restore -w server -- --in F` brings it back. The demo data round-trips unchanged on the embedded
// database, on PostgreSQL (when installed) and across the two; the restored portal signs in and serves it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { client, postgresBin, ROOT, signIn, testDir, testPortal, testPostgres } from './lib/portal.mjs';

function npm(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      code === 0 ? resolve(out) : reject(new Error(`npm ${args.join(' ')} exited ${code}:\n${out}`));
    });
  });
}

const tables = (file) => JSON.parse(readFileSync(file, 'utf8')).tables;
/** Rows in a stable order (a dump's row order is the table's physical order). */
const normal = (t) => Object.fromEntries(Object.entries(t).map(([k, rows]) => [k, rows.map((r) => JSON.stringify(r)).sort()]));

async function roundTrip(t, source, target, dir, label) {
  await npm(['seed', '-w', 'server', '--', '--demo'], source);
  const first = join(dir, `${label}-1.json`);
  const second = join(dir, `${label}-2.json`);
  await npm(['backup', '-w', 'server', '--', '--out', first], source);
  const dumped = tables(first);
  assert.ok(dumped.teachers.length >= 60 && dumped.schools.length >= 20 && dumped.users.length >= 4, 'the dump holds the demo data');
  await npm(['restore', '-w', 'server', '--', '--in', first], target);
  await npm(['backup', '-w', 'server', '--', '--out', second], target);
  assert.deepEqual(normal(tables(second)), normal(dumped), 'the restored database dumps to the same rows');
  // The restored portal works: the demo admin signs in and sees the same teachers.
  const server = await testPortal(t, {
    dataDir: target.DATA_DIR || join(dir, 'server-data'),
    databaseUrl: target.DATABASE_URL ?? '',
    env: { SEED: 'none' },
  });
  const all = await client(server.url)('GET', '/api/teachers/all', { token: await signIn(server.url) });
  assert.equal(all.status, 200);
  assert.deepEqual(all.body.map((x) => x._id).sort(), dumped.teachers.map((x) => x.id).sort());
  assert.deepEqual(await server.stop(), { code: 0, signal: null });
}

test('backup and restore round-trip the demo data on the embedded database', { timeout: 240_000 }, async (t) => {
  const dir = testDir(t, 'backup');
  await roundTrip(t, { DATA_DIR: join(dir, 'a') }, { DATA_DIR: join(dir, 'b') }, dir, 'pglite');
});

test(
  'backup and restore round-trip on PostgreSQL, and from the embedded database to PostgreSQL',
  { timeout: 240_000, skip: !postgresBin() && 'PostgreSQL is not installed' },
  async (t) => {
    const dir = testDir(t, 'backup-pg');
    const pg = await testPostgres(t);
    const a = await pg.createDatabase('backup_a');
    const b = await pg.createDatabase('backup_b');
    await roundTrip(t, { DATABASE_URL: a }, { DATABASE_URL: b }, dir, 'pg');
    const c = await pg.createDatabase('backup_c');
    await roundTrip(t, { DATA_DIR: join(dir, 'embedded') }, { DATABASE_URL: c }, dir, 'cross');
  },
);
