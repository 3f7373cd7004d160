// Two API replicas (two server processes) on one PostgreSQL, as behind a load balancer: the sign-in limit, a
// sign-out and a password change made on one hold on the other, and the scheduled jobs send each reminder once,
// because they live in the database.
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

    await t.test('the scheduled jobs run on both replicas at once and queue each reminder exactly once', async () => {
      const token = await signIn(a.url, 'admin@example.org');
      // Ten days from today in the program's zone: within the default 30 days' notice.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
      const endDate = new Date(Date.parse(today) + 10 * 86_400_000).toISOString().slice(0, 10);
      const created = await callA('POST', '/api/teachers', {
        token,
        body: {
          name: { first: 'Replica', last: 'Reminder' },
          contact: { email: 'replica.reminder@example.org' },
          certificationInfo: { endDate },
        },
      });
      assert.equal(created.status, 201);
      const runs = await Promise.all([callA, callB, callA, callB, callA, callB].map((call) => call('POST', '/api/jobs/run', { token })));
      assert.deepEqual(
        runs.map((r) => r.status),
        Array(6).fill(200),
      );
      const outbox = (await callB('GET', '/api/outbox', { token })).body.filter(
        (m) => m.kind === 'certification-ending' && m.body.includes('Replica Reminder'),
      );
      const to = outbox.map((m) => m.to).sort();
      assert.ok(to.includes('replica.reminder@example.org') && to.includes('admin@example.org'), to.join(', '));
      assert.deepEqual(to, [...new Set(to)], 'a recipient got the reminder twice');
      const queued = runs.reduce((n, r) => n + r.body.ran.find((j) => j.job === 'certification-ending').emailsQueued, 0);
      assert.ok(queued >= to.length, 'the runs account for the e-mails they queued');
    });
  },
);
