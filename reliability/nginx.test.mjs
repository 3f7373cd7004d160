// The portal behind nginx: deploy/nginx.conf.template filled in for PostgreSQL, two API processes and nginx on free
// ports. Static files with their cache headers; a client that cannot pick its own address (the API processes trust
// X-Forwarded-For from nginx's address only, and nginx overwrites it); an access log without one-time tokens; then
// mixed load through nginx while one API process is killed with SIGKILL: no read fails, no write is lost or applied
// twice, the sign-in limit and the sessions hold, and the survivor carries the load.
//
// Clients at other loopback addresses than nginx's: nginx reaches the API processes from 127.0.0.1 (the only
// address they trust), the requests below come from 127.0.0.2 (an attacker) and 127.0.0.3 (the account's holder),
// so a test can tell the address that connected from the one a header claims.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderNginx } from '../deploy/render-nginx.mjs';
import {
  client,
  DEMO_PASSWORD,
  NGINX,
  postgresBin,
  rm,
  signIn,
  sleep,
  startNginx,
  teacherBody,
  tempDir,
  testPortal,
  testPostgres,
} from './lib/portal.mjs';
import * as portal from '../scripts/portal.mjs';

/** A built front end in miniature: entry files and hashed chunks, with the .gz the build makes beside them. */
function staticFixture() {
  const root = tempDir('static');
  const file = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  };
  file('shell/dist/main.js', 'console.log("shell entry");');
  file('shell/dist/412.3f9a1c.js', `/* shell chunk */${' '.repeat(2000)}`);
  file('remote-admin/dist/remoteEntry.js', 'var remote_admin = {};');
  file('remote-admin/dist/mf-manifest.json', '{}');
  file('remote-admin/dist/77.c0ffee.js', `/* admin chunk */${' '.repeat(2000)}`);
  chmodSync(root, 0o755);
  return root;
}

/** A JSON request from a chosen local address (127.0.0.2, ...): what connects is that address, whatever a header says. */
function callFrom(url, localAddress) {
  return (method, path, { body, headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${url}${path}`,
        { method, localAddress, headers: { ...(data ? { 'content-type': 'application/json' } : {}), ...headers } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode, text }));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
}

test(
  'behind nginx: static files, then SIGKILL of one of two API processes under load',
  { timeout: 300_000, skip: (!postgresBin() && 'PostgreSQL is not installed') || (!existsSync(NGINX) && 'nginx is not installed') },
  async (t) => {
    const pg = await testPostgres(t);
    const databaseUrl = await pg.createDatabase('behind_nginx');
    // nginx connects from 127.0.0.1: the only address whose X-Forwarded-For the API processes believe.
    const env = { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' };
    const a = await testPortal(t, { databaseUrl, env: { ...env, SEED: 'demo' } });
    const b = await testPortal(t, { databaseUrl, env: { ...env, SEED: 'none' } });
    const staticRoot = staticFixture();
    const prefix = tempDir('nginx');
    chmodSync(prefix, 0o755);
    t.after(() => (rm(staticRoot), rm(prefix)));
    const port = await portal.freePort();
    const nginx = await startNginx(renderNginx({ staticRoot, listen: `127.0.0.1:${port}`, prefix, apiPorts: [a.port, b.port] }), prefix);
    t.after(() => nginx.stop());
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if ((await fetch(`${url}/api/health/ready`).catch(() => null))?.ok) break;
      assert.ok(nginx.running() && i < 100, `nginx did not start:\n${nginx.output()}`);
      await sleep(100);
    }
    const call = client(url);

    await t.test('static files: entries no-cache, hashed chunks immutable, the precompressed .gz; pages from the API', async () => {
      const get = (path, headers = {}) => fetch(`${url}${path}`, { headers });
      for (const path of ['/remotes/admin/remoteEntry.js', '/remotes/admin/mf-manifest.json', '/main.js']) {
        const res = await get(path);
        assert.equal(res.status, 200, path);
        assert.equal(res.headers.get('cache-control'), 'no-cache', path);
      }
      for (const path of ['/remotes/admin/77.c0ffee.js', '/412.3f9a1c.js']) {
        const res = await get(path, { 'accept-encoding': 'gzip' });
        assert.equal(res.status, 200, path);
        assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable', path);
        assert.equal(res.headers.get('content-encoding'), 'gzip', path);
        assert.match(await res.text(), /chunk/);
      }
      assert.equal((await get('/remotes/admin/nope.js')).status, 404);
      const config = await call('GET', '/app-config.json');
      assert.equal(config.status, 200);
      assert.equal(config.body.apiBase, '/api/');
      assert.equal((await get('/metrics')).status, 404, 'metrics are not on the public port');
    });

    await t.test('a client cannot pick its own address: the limits count the address that connected', async () => {
      const attacker = callFrom(url, '127.0.0.2');
      const holder = callFrom(url, '127.0.0.3');
      const signin = (from, email, password, claimed) =>
        from('POST', '/api/auth/signin', {
          body: { email, password },
          headers: claimed ? { 'x-forwarded-for': claimed, 'x-real-ip': claimed } : {},
        });
      // Twelve wrong passwords, each claiming another address: the tenth is the last before the lock-out.
      const statuses = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await signin(attacker, 'pending-school@example.org', `wrong-${i}`, `203.0.113.${i + 1}`)).status);
      assert.deepEqual(statuses, [...Array(10).fill(401), 429, 429]);
      // Failures claiming the holder's address lock out the attacker's, never the holder's.
      for (let i = 0; i < 10; i++)
        assert.equal((await signin(attacker, 'ready-teacher@example.org', `wrong-${i}`, '127.0.0.3')).status, 401);
      assert.equal((await signin(attacker, 'ready-teacher@example.org', DEMO_PASSWORD, '127.0.0.3')).status, 429);
      assert.equal((await signin(holder, 'ready-teacher@example.org', DEMO_PASSWORD)).status, 200, 'the holder signs in');
      // The browser's error reports: at most 30 per client in 10 minutes, whatever address each one claims.
      const report = { area: 'public', kind: 'render', page: '/', message: 'made up' };
      const reports = [];
      for (let i = 0; i < 31; i++)
        reports.push(
          (await attacker('POST', '/api/client-errors', { body: report, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } })).status,
        );
      assert.equal(reports.filter((s) => s === 429).length, 1, `one report over the limit: ${reports.join(' ')}`);
      // nginx replaces the header, even for a client on nginx's own host (which the API trusts as the proxy): with
      // an appended header, 127.0.0.1 would pass the claimed address on as the client's.
      await call('GET', '/api/health?from=nginx-host', { headers: { 'x-forwarded-for': '203.0.113.99', 'x-real-ip': '203.0.113.99' } });
      // Straight to an API process, past nginx, the header of a client that is not nginx is ignored.
      await callFrom(a.url, '127.0.0.2')('GET', '/api/health?from=past-nginx', { headers: { 'x-forwarded-for': '203.0.113.98' } });
      await sleep(200);
      const lines = `${a.output()}\n${b.output()}`.split('\n');
      const seen = (probe) =>
        lines
          .filter((l) => l.includes(probe))
          .map((l) => JSON.parse(l).req?.remoteAddress)
          .filter(Boolean);
      assert.deepEqual(seen('from=nginx-host'), ['127.0.0.1']);
      assert.deepEqual(seen('from=past-nginx'), ['127.0.0.2']);
      assert.doesNotMatch(lines.join('\n'), /203\.0\.113\.9[89]/);
    });

    await t.test('no one-time token reaches the access log', async () => {
      const secret = (name) => `${name}Secret${Math.random().toString(36).slice(2)}`;
      const tokens = [];
      const page = async (path, headers = {}) => {
        const token = secret(path.replace(/\W/g, ''));
        tokens.push(token);
        const res = await fetch(`${url}${path}?token=${token}`, { headers });
        await res.arrayBuffer();
        return res.status;
      };
      // The links in the form e-mails had before they carried the token in the fragment, still in inboxes.
      for (const path of ['/login/link', '/reset-password', '/field-hours/confirm']) await page(path);
      // A page's scripts name it as their referrer.
      const referred = secret('referrer');
      tokens.push(referred);
      await callFrom(url)('GET', '/main.js', { headers: { referer: `${url}/reset-password?token=${referred}` } });
      // The pages post the token (from the fragment) to the API in the body.
      const posted = secret('posted');
      tokens.push(posted);
      await call('POST', '/api/auth/sign-in-link/redeem', { body: { token: posted } });
      await call('POST', '/api/auth/reset-password', { body: { token: posted, password: 'a-new-password-2026' } });
      await sleep(200);
      const log = readFileSync(join(prefix, 'access.log'), 'utf8');
      assert.match(log, /"GET \/reset-password HTTP\/1\.1" \d{3}/, 'the page is logged, without its query string');
      assert.match(log, /"POST \/api\/auth\/sign-in-link\/redeem HTTP\/1\.1" 400/);
      for (const token of tokens) assert.ok(!log.includes(token), `${token} is in the access log`);
      assert.doesNotMatch(log, /token=/);
    });

    const admin = await signIn(url, 'admin@example.org');
    const supervisor = await signIn(url, 'supervisor@example.org');

    await t.test('mixed load, one API process killed: no failed read, no lost or doubled write', async () => {
      const reads = [];
      const writes = [];
      let stop = false;
      // The load stops however this ends (a failure must not leave it looping).
      t.after(() => {
        stop = true;
      });
      let killedAt = 0;
      const reader = async (token, path) => {
        while (!stop) {
          const started = Date.now();
          const r = await call('GET', path, { token }).catch((err) => ({ status: `error ${err.message}` }));
          reads.push({ started, at: Date.now(), path, status: r.status });
        }
      };
      const writer = async (w) => {
        for (let i = 0; !stop; i++) {
          const last = `Nginx${w}x${i}`;
          const started = Date.now();
          const r = await call('POST', '/api/teachers', { token: admin, body: teacherBody('Load', last) }).catch((err) => ({
            status: `error ${err.message}`,
          }));
          writes.push({ started, at: Date.now(), last, status: r.status, message: r.body?.message });
        }
      };
      const load = [
        reader(admin, '/api/teachers/all?view=list'),
        reader(admin, '/api/auth/me'),
        reader(supervisor, '/api/teachers/all?view=list'),
        reader(admin, '/api/settings'),
        writer(1),
        writer(2),
        writer(3),
      ];
      await sleep(2500);
      a.kill('SIGKILL');
      killedAt = Date.now();
      await a.exited;
      // Load goes on until the survivor has answered enough of both kinds begun after the kill (a loaded machine
      // is slower, not different), 60 s at most.
      // Writes are counted from the last failed one (the assertions below count from there: counting from the kill
      // stopped the load with five after a late failure).
      const lastFailure = () => Math.max(killedAt, ...writes.filter((w) => w.status !== 201).map((w) => w.at));
      const enough = () =>
        reads.filter((r) => r.started > killedAt).length >= 10 && writes.filter((w) => w.started > lastFailure()).length >= 6;
      for (const until = Date.now() + 60_000; !enough() && Date.now() < until;) await sleep(200);
      stop = true;
      await Promise.all(load);

      const failedReads = reads.filter((r) => r.status !== 200);
      if (failedReads.length) {
        // What nginx and the survivor said, to tell a dead upstream from one marked down.
        const errorLog = readFileSync(join(prefix, 'error.log'), 'utf8').split('\n').slice(-15).join('\n');
        const survivor = b
          .output()
          .split('\n')
          .filter((l) => /"statusCode":5|"level":(40|50)/.test(l))
          .slice(-10)
          .join('\n');
        t.diagnostic(`nginx error.log:\n${errorLog}\nsurvivor:\n${survivor}`);
      }
      assert.deepEqual(failedReads, [], 'every read answered 200');
      assert.ok(reads.filter((r) => r.started > killedAt).length >= 10, 'reads went on after the kill');
      // A write in flight on the killed process may fail, and clearly (nginx's 502); every other one succeeds.
      const failed = writes.filter((w) => w.status !== 201);
      for (const w of failed) assert.equal(w.status, 502, `${w.last}: ${w.status} ${w.message ?? ''}`);
      // Per writer: the one in flight at the kill, and one sent on a kept-alive connection before nginx marked the
      // process down.
      assert.ok(failed.length <= 6, `at most two writes a writer failed: ${JSON.stringify(failed)}`);
      // nginx learns of the death from the requests it sends there (a refused connection is retried; a POST
      // already written to a kept-alive connection is not, and fails: in flight). Once it knows, the survivor
      // takes every write.
      const noticed = Math.max(killedAt, ...failed.map((w) => w.at));
      const after = writes.filter((w) => w.started > noticed);
      assert.ok(after.length >= 6, `writes went on after the kill: ${JSON.stringify(writes)}`);
      assert.deepEqual(
        after.filter((w) => w.status !== 201),
        [],
        'the survivor takes every write',
      );
      // Nothing lost, nothing applied twice: each name is stored once if it was answered 201, at most once if not.
      const list = (await call('GET', '/api/teachers/all?view=list', { token: admin })).body;
      const count = new Map();
      for (const x of list) {
        const name = JSON.stringify(x).match(/Nginx\dx\d+/)?.[0];
        if (name) count.set(name, (count.get(name) ?? 0) + 1);
      }
      for (const w of writes) {
        const n = count.get(w.last) ?? 0;
        if (w.status === 201) assert.equal(n, 1, `${w.last} answered 201 and is stored ${n} times`);
        else assert.ok(n <= 1, `${w.last} is stored ${n} times`);
      }
      // Failover time: from the kill until the survivor answered the first write begun after the kill (every later
      // one went there), and until the last failed request.
      const firstOnSurvivor = Math.min(...writes.filter((w) => w.started > killedAt && w.status === 201).map((w) => w.at));
      t.diagnostic(
        `reads ${reads.length} (started after the kill ${reads.filter((r) => r.started > killedAt).length}), writes ${writes.length}, failed writes ${failed.length} (502), all on the survivor after the kill; failover ${firstOnSurvivor - killedAt} ms to the first write on the survivor, last failure ${noticed - killedAt} ms after the kill`,
      );
    });

    await t.test('after the kill: sessions hold, the sign-in limit still counts', async () => {
      assert.equal((await call('GET', '/api/auth/me', { token: supervisor })).status, 200, 'a session from before the kill');
      const statuses = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await call('POST', '/api/auth/signin', { body: { email: 'school@example.org', password: `wrong-${i}` } })).status);
      assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
      assert.equal(
        (await call('POST', '/api/auth/signin', { body: { email: 'school@example.org', password: DEMO_PASSWORD } })).status,
        429,
      );
    });
  },
);
