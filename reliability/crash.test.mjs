// Crash: kill -9 the server in the middle of a write burst, start it again on the same database: every write the
// server acknowledged is there. On the embedded PGlite database, and on a throwaway PostgreSQL server when
// Debian's PostgreSQL binaries are installed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { client, postgresBin, signIn, sleep, teacherBody, testDir, testPortal, testPostgres } from './lib/portal.mjs';

const WORKERS = 16;

async function crashAndRecover(t, { dataDir, databaseUrl }) {
  const server = await testPortal(t, { dataDir, databaseUrl });
  const token = await signIn(server.url);
  const call = client(server.url);
  // The owned teachers' last acknowledged names, and every acknowledged create.
  const owned = [];
  for (let w = 0; w < WORKERS; w++) {
    const res = await call('POST', '/api/teachers', { token, body: teacherBody(`Crash${w}`, 'v0') });
    assert.equal(res.status, 201);
    owned.push({ id: res.body._id, acked: 'v0', sent: new Set() });
  }
  const created = new Map();
  let killed = false;
  let unexpected = [];
  const burst = Array.from({ length: WORKERS }, async (_, w) => {
    for (let n = 1; !killed && n < 100_000; n++) {
      try {
        if (n % 2) {
          const res = await call('POST', '/api/teachers', { token, body: teacherBody(`Burst${w}`, `n${n}`) });
          if (res.status === 201) created.set(res.body._id, `n${n}`);
          else unexpected.push(res.status);
        } else {
          const mine = owned[w];
          mine.sent.add(`v${n}`);
          const res = await call('PUT', `/api/teachers/${mine.id}`, { token, body: teacherBody(`Crash${w}`, `v${n}`) });
          if (res.status === 200) mine.acked = `v${n}`;
          else unexpected.push(res.status);
        }
      } catch {
        return; // the connection died with the server
      }
    }
  });
  // Let the burst run until enough writes are acknowledged (or 5 s), then kill -9.
  const start = Date.now();
  while (created.size < 60 && Date.now() - start < 5000) await sleep(20);
  server.kill('SIGKILL');
  killed = true;
  await server.exited;
  await Promise.all(burst);
  assert.deepEqual(unexpected, [], 'no error responses before the crash');
  assert.ok(created.size > 0, 'writes were acknowledged before the crash');

  const again = await testPortal(t, { dataDir, databaseUrl });
  const all = await client(again.url)('GET', '/api/teachers/all', { token: await signIn(again.url) });
  assert.equal(all.status, 200);
  const stored = new Map(all.body.map((x) => [x._id, x.name.last]));
  const lost = [...created].filter(([id, last]) => stored.get(id) !== last);
  assert.deepEqual(lost, [], `${lost.length} of ${created.size} acknowledged creates lost`);
  for (const o of owned) {
    // The stored name is the last acknowledged one, or a later one whose answer the crash swallowed.
    const name = stored.get(o.id);
    const later = Number(name?.slice(1)) >= Number(o.acked.slice(1)) && (name === o.acked || o.sent.has(name));
    assert.ok(later, `teacher ${o.id}: stored ${name}, last acknowledged ${o.acked}`);
  }
  t.diagnostic(
    `${created.size} creates and ${owned.reduce((a, o) => a + Number(o.acked.slice(1)) / 2, 0)} updates acknowledged before kill -9; all there after restart`,
  );
  const exit = await again.stop();
  assert.deepEqual(exit, { code: 0, signal: null });
}

test('kill -9 during a write burst on embedded PGlite loses no acknowledged write', { timeout: 180_000 }, async (t) => {
  await crashAndRecover(t, { dataDir: testDir(t, 'crash') });
});

test(
  'kill -9 during a write burst on PostgreSQL loses no acknowledged write',
  { timeout: 180_000, skip: !postgresBin() && 'PostgreSQL is not installed' },
  async (t) => {
    const pg = await testPostgres(t);
    const dataDir = testDir(t, 'crash-pg');
    const databaseUrl = await pg.createDatabase('crash');
    await crashAndRecover(t, { dataDir, databaseUrl });
  },
);
