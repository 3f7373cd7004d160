// No known password in a deployment. `npm start` asks for the demo data only for a newcomer's local start
// (startSeed), the seed CLI loads it into a new database before the server starts (the server bundle holds none), and
// a production start gets an empty portal whose first admin comes from create-admin.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { runServerCli } from '../scripts/portal.mjs';
import { demoSeedNeeded, startSeed } from '../scripts/lib.mjs';
import { ADMIN, client, DEMO_PASSWORD, testDir, testPortal } from './lib/portal.mjs';

test('npm start asks for the demo data only when nothing says this is a deployment', () => {
  assert.equal(startSeed({}), 'demo', 'npm ci && npm start');
  assert.equal(startSeed({ NODE_ENV: 'development' }), 'demo');
  assert.equal(startSeed({ NODE_ENV: 'production' }), 'none');
  assert.equal(startSeed({ DATABASE_URL: 'postgres://db/portal' }), 'none');
  assert.equal(startSeed({ NODE_ENV: 'production', SEED: 'demo' }), 'demo', 'asked for explicitly');
  assert.equal(startSeed({ SEED: 'none' }), 'none');
  assert.equal(demoSeedNeeded({ SEED: 'none', DATA_DIR: '/nonexistent' }), false);
  assert.equal(demoSeedNeeded({ SEED: 'demo', DATA_DIR: '/nonexistent' }), true, 'a new embedded database');
  assert.equal(demoSeedNeeded({ SEED: 'demo', DATABASE_URL: 'postgres://db/portal' }), true, 'the CLI checks it is empty');
});

test('a production start loads nothing; create-admin makes the first admin', { timeout: 180_000 }, async (t) => {
  const dataDir = join(testDir(t, 'production-start'), 'data');
  const seed = startSeed({ NODE_ENV: 'production' });
  let server = await testPortal(t, { dataDir, seed });
  let call = client(server.url);
  assert.equal((await call('GET', '/app-config.json')).body.demoData, false);
  assert.equal((await call('POST', '/api/auth/signin', { body: { email: ADMIN, password: DEMO_PASSWORD } })).status, 401);
  assert.doesNotMatch(server.output(), /demo-pass-2026|DEMO DATA/);
  assert.deepEqual(await server.stop(), { code: 0, signal: null });

  runServerCli('create-admin', ['--email', 'first.admin@district.example', '--password', 'first-admin-pass-2026'], {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    compiled: false,
  });
  server = await testPortal(t, { dataDir, seed });
  call = client(server.url);
  const signIn = await call('POST', '/api/auth/signin', {
    body: { email: 'first.admin@district.example', password: 'first-admin-pass-2026' },
  });
  assert.equal(signIn.status, 200);
  assert.equal(signIn.body.user.role, 'admin');
  assert.equal((await call('GET', '/app-config.json')).body.demoData, false);
});

test("SEED=demo loads the demo data, prints its sign-ins, and the pages' config says so", { timeout: 180_000 }, async (t) => {
  const dataDir = join(testDir(t, 'demo-start'), 'data');
  const server = await testPortal(t, { dataDir, seed: startSeed({}) });
  const call = client(server.url);
  assert.equal((await call('GET', '/app-config.json')).body.demoData, true);
  assert.equal((await call('POST', '/api/auth/signin', { body: { email: ADMIN, password: DEMO_PASSWORD } })).status, 200);
  assert.match(server.output(), /Demo sign-ins \(password demo-pass-2026/);
  assert.match(server.output(), /admin@example\.org/);
  assert.match(server.output(), /To start without the demo data: SEED=none npm start on a new database/);
  // Every later start on it says so too, without the password.
  assert.match(server.output(), /This database holds the DEMO DATA/);
});
