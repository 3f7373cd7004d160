// Load: mixed reads and writes at 50 connections against the real server on loopback for 60 s
// (RELIABILITY_LOAD_SECONDS overrides). No response may be an error (5xx, network error or an unexpected 4xx),
// and every acknowledged write must be there afterwards, also after a restart of the server.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { client, signIn, teacherBody, testDir, testPortal } from './lib/portal.mjs';

const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;

test(
  `${CONNECTIONS} connections of mixed reads and writes for ${SECONDS} s: no errors, no lost write`,
  { timeout: (SECONDS + 150) * 1000 },
  async (t) => {
    const dataDir = testDir(t, 'load');
    // Behind a "proxy" (loopback): each inquiry comes from its own client address, as from many visitors, since the
    // contact form is limited per client address.
    const proxied = { TRUST_PROXY: 'loopback' };
    let server = await testPortal(t, { dataDir, env: proxied });
    const call = client(server.url);
    const admin = await signIn(server.url);
    const supervisor = await signIn(server.url, 'supervisor@example.org');

    // Each worker owns one teacher it renames; its last acknowledged name must be the stored one.
    const owned = [];
    for (let w = 0; w < CONNECTIONS; w++) {
      const res = await call('POST', '/api/teachers', { token: admin, body: teacherBody(`Owner${w}`, 'v0') });
      assert.equal(res.status, 201);
      owned.push({ id: res.body._id, last: 'v0' });
    }

    const created = new Map(); // id -> last name
    const inquiries = new Set(); // message markers
    const errors = [];
    const counts = { reads: 0, writes: 0, notModified: 0 };
    const etags = new Map();
    const until = Date.now() + SECONDS * 1000;

    const READS = [
      [admin, '/api/teachers/all'],
      [supervisor, '/api/teachers/all'],
      [admin, '/api/schools/all'],
      [admin, '/api/requests/all'],
      [admin, '/api/dashboard'],
      [supervisor, '/api/supervisors/all'],
      [admin, '/api/settings'],
    ];
    async function step(w, n) {
      const roll = (w * 7 + n * 13) % 10;
      const timeout = AbortSignal.timeout(30_000);
      if (roll < 5) {
        const [token, path] = READS[(w + n) % READS.length];
        const key = `${token === admin}:${path}`;
        const headers = etags.has(key) && n % 2 ? { 'if-none-match': etags.get(key) } : {};
        const res = await fetch(`${server.url}${path}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', ...headers },
          signal: timeout,
        });
        await res.arrayBuffer();
        if (res.status === 304) counts.notModified++;
        else if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
        if (res.headers.get('etag')) etags.set(key, res.headers.get('etag'));
        counts.reads++;
        return;
      }
      counts.writes++;
      if (roll < 7) {
        const last = `L${w}-${n}`;
        const res = await call('POST', '/api/teachers', { token: n % 3 ? admin : supervisor, body: teacherBody(`Load${w}`, last) });
        if (res.status !== 201) throw new Error(`POST teachers: ${res.status} ${JSON.stringify(res.body)}`);
        created.set(res.body._id, last);
      } else if (roll < 9) {
        const mine = owned[w];
        const last = `v${n}`;
        const res = await call('PUT', `/api/teachers/${mine.id}`, { token: admin, body: teacherBody(`Owner${w}`, last) });
        if (res.status !== 200) throw new Error(`PUT teachers/${mine.id}: ${res.status} ${JSON.stringify(res.body)}`);
        mine.last = last;
      } else {
        const marker = `load inquiry ${w}-${n}`;
        const res = await call('POST', '/api/inquiries', {
          headers: { 'x-forwarded-for': `10.${w}.${(n >> 8) & 255}.${n & 255}` },
          body: {
            name: 'Load Test',
            email: `load${w}@example.org`,
            organization: 'Load ISD',
            role: 'principal',
            inquiryType: 'partnership',
            message: marker,
          },
        });
        if (res.status !== 201) throw new Error(`POST inquiries: ${res.status} ${JSON.stringify(res.body)}`);
        inquiries.add(marker);
      }
    }
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, w) => {
        for (let n = 1; Date.now() < until; n++) {
          try {
            await step(w, n);
          } catch (err) {
            errors.push(String(err?.message ?? err));
            if (errors.length > 20) return;
          }
        }
      }),
    );
    const secs = (Date.now() - started) / 1000;
    t.diagnostic(
      `${counts.reads} reads (${counts.notModified} 304), ${counts.writes} writes in ${secs.toFixed(1)} s = ${((counts.reads + counts.notModified + counts.writes) / secs).toFixed(0)} req/s`,
    );
    assert.deepEqual(errors.slice(0, 5), [], `${errors.length} failed requests`);
    assert.ok(counts.writes > CONNECTIONS, 'the load made writes');

    async function verify(url) {
      const token = await signIn(url);
      const get = client(url);
      const all = await get('GET', '/api/teachers/all', { token });
      assert.equal(all.status, 200);
      const stored = new Map(all.body.map((x) => [x._id, x.name.last]));
      const lost = [...created].filter(([id, last]) => stored.get(id) !== last);
      assert.deepEqual(lost.slice(0, 5), [], `${lost.length} of ${created.size} acknowledged creates missing or changed`);
      const wrong = owned.filter((o) => stored.get(o.id) !== o.last);
      assert.deepEqual(wrong.slice(0, 5), [], 'the last acknowledged update of every owned teacher is stored');
      const inq = await get('GET', '/api/inquiries', { token });
      const messages = new Set(inq.body.map((i) => i.message));
      const missing = [...inquiries].filter((m) => !messages.has(m));
      assert.deepEqual(missing.slice(0, 5), [], `${missing.length} of ${inquiries.size} acknowledged inquiries missing`);
    }
    await verify(server.url);
    const exit = await server.stop();
    assert.deepEqual(exit, { code: 0, signal: null }, `clean exit after SIGTERM:\n${server.output().slice(-2000)}`);
    server = await testPortal(t, { dataDir, env: proxied });
    await verify(server.url);
  },
);
