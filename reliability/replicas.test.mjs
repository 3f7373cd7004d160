// Two API replicas (two server processes) on one PostgreSQL, as behind a load balancer: the sign-in limit, a
// sign-out and a password change made on one hold on the other, because they live in the database.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { client, DEMO_PASSWORD, postgresBin, signIn, testPortal, testPostgres } from './lib/portal.mjs';

test(
  'sign-in limit, sign-out and password change hold across two replicas',
  { timeout: 240_000, skip: !postgresBin() && 'PostgreSQL is not installed' },
  async (t) => {
    const pg = await testPostgres(t);
    const databaseUrl = await pg.createDatabase('replicas');
    // The first replica migrates and seeds; the second finds the database ready.
    const a = await testPortal(t, { databaseUrl, env: { SEED: 'demo' } });
    const b = await testPortal(t, { databaseUrl, env: { SEED: 'none' } });
    const [callA, callB] = [client(a.url), client(b.url)];

    await t.test('the password limit counts failures on both replicas together', async () => {
      const guess = (call, i) => call('POST', '/api/auth/signin', { body: { email: 'school@example.org', password: `guess-${i}` } });
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await guess(i % 2 ? callB : callA, i)).status);
      // 10 failures an account per 15 minutes, wherever they land; one process's own count would allow 20.
      assert.deepEqual(statuses, [...Array(10).fill(401), 429, 429]);
      const right = await callB('POST', '/api/auth/signin', { body: { email: 'school@example.org', password: DEMO_PASSWORD } });
      assert.equal(right.status, 429, 'the account stays closed on the other replica too, even to the right password');
    });

    await t.test('a sign-out on one replica ends the session on the other', async () => {
      const token = await signIn(a.url, 'supervisor@example.org');
      assert.equal((await callB('GET', '/api/auth/me', { token })).status, 200);
      assert.equal((await callA('POST', '/api/auth/signout', { token })).status, 200);
      assert.equal((await callB('GET', '/api/auth/me', { token })).status, 401);
    });

    await t.test('a password change on one replica ends the other sessions on both', async () => {
      const email = 'robert.chen@example.org';
      const [changer, onA, onB] = [await signIn(a.url, email), await signIn(a.url, email), await signIn(b.url, email)];
      const changed = await callA('PUT', '/api/auth/password', {
        token: changer,
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'replica-pass-2026' },
      });
      assert.equal(changed.status, 200);
      for (const call of [callA, callB]) {
        assert.equal((await call('GET', '/api/auth/me', { token: changer })).status, 200, 'the session that changed it stays');
        assert.equal((await call('GET', '/api/auth/me', { token: onA })).status, 401);
        assert.equal((await call('GET', '/api/auth/me', { token: onB })).status, 401);
      }
      assert.equal((await callB('POST', '/api/auth/signin', { body: { email, password: 'replica-pass-2026' } })).status, 200);
    });
  },
);
