// Graceful shutdown: SIGTERM while a burst of slow requests (sign-ins hash passwords, writes, list reads) is in
// flight. Every request the server had received is answered, the process exits 0 without a shutdown error, the
// database was closed cleanly (it opens again with every acknowledged write).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ADMIN, client, DEMO_PASSWORD, signIn, sleep, teacherBody, testDir, testPortal } from './lib/portal.mjs';

test('SIGTERM lets in-flight requests finish, closes the database and exits 0', { timeout: 120_000 }, async (t) => {
  const dataDir = testDir(t, 'shutdown');
  const server = await testPortal(t, { dataDir });
  const call = client(server.url);
  const token = await signIn(server.url);

  const burst = [];
  // Spread over accounts: sign-ins in flight count against the account's password limit until they succeed.
  const accounts = [ADMIN, 'supervisor@example.org', 'school@example.org', 'pending-school@example.org'];
  for (let i = 0; i < 12; i++) {
    const email = accounts[i % accounts.length];
    burst.push(['sign-in', () => call('POST', '/api/auth/signin', { body: { email, password: DEMO_PASSWORD } })]);
  }
  for (let i = 0; i < 24; i++)
    burst.push([`create ${i}`, () => call('POST', '/api/teachers', { token, body: teacherBody('Shutdown', `T${i}`) })]);
  for (let i = 0; i < 8; i++) burst.push(['list', () => call('GET', '/api/teachers/all', { token })]);
  const pending = burst.map(([name, fn]) =>
    fn().then(
      (r) => ({ name, status: r.status, body: r.body }),
      (err) => ({ name, error: String(err.cause ?? err) }),
    ),
  );
  // The requests are on the wire (loopback) and being worked on; the server is still busy with them.
  await sleep(150);
  server.kill('SIGTERM');
  const results = await Promise.all(pending);
  const exit = await server.exited;

  const failed = results.filter((r) => r.error || r.status >= 300);
  assert.deepEqual(failed, [], 'every request received before SIGTERM is answered');
  assert.deepEqual(exit, { code: 0, signal: null }, `exit code 0:\n${server.output().slice(-2000)}`);
  assert.doesNotMatch(server.output(), /shutdown (timed out|failed)|"level":(50|60)/, 'no shutdown error logged');
  // A request after the shutdown finds no server (no hang).
  await assert.rejects(fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) }));

  const again = await testPortal(t, { dataDir });
  const all = await client(again.url)('GET', '/api/teachers/all', { token: await signIn(again.url) });
  const names = new Set(all.body.filter((x) => x.name.first === 'Shutdown').map((x) => x.name.last));
  const acked = results.filter((r) => r.name.startsWith('create')).map((r) => r.body.name.last);
  assert.equal(acked.length, 24);
  assert.deepEqual(
    acked.filter((n) => !names.has(n)),
    [],
    'every acknowledged write is stored',
  );
  assert.deepEqual(await again.stop(), { code: 0, signal: null });
});
