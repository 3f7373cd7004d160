// API benchmark with the large data set (10,000 teachers, 300 schools, 50 supervisors, 5,000 requests): latency p50/p99
// and bytes of the list endpoints and PUT teachers/{id}, throughput at 50 connections (autocannon), the ratio to the
// framework ceiling (the same response bytes served from memory by the same Fastify server, measured in alternation
// in the same run), and the server's memory under that load.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { rm, tempDir } from '../reliability/lib/portal.mjs';
import { runServerCli, startPortal } from '../scripts/portal.mjs';

/** The seed CLI's arguments for N synthetic teachers with the schools, supervisors and requests every bench uses. */
export const largeSeed = (teachers) => ['--teachers', String(teachers), '--schools', '300', '--supervisors', '50', '--requests', '5000'];
export const LARGE = largeSeed(10_000);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

// From the sources, like the bench server (bench/api-server.ts runs through tsx).
const seed = (env, args) => runServerCli('seed', args, { env, compiled: false });

/** One raw HTTP exchange: status, headers, body bytes as sent (no decompression), milliseconds to the last byte. */
export function raw(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = request(url, { method, headers: body ? { 'content-type': 'application/json', ...headers } : headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: Number(process.hrtime.bigint() - t0) / 1e6,
        }),
      );
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** bench/api-server.ts on the database `env` names; ready once its lists are warm. */
async function startBenchServer(env) {
  const { DATA_DIR, DATABASE_URL, ...rest } = env;
  const server = await startPortal({
    entry: 'bench/api-server.ts',
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL,
    seed: 'none',
    env: { JWT_SECRET: 'bench-secret-long-enough-for-hs256', ...rest },
    readyPattern: /bench server ready/,
    timeoutMs: 180_000,
  });
  const warmMs = Number(/warmed in (\d+) ms/.exec(server.output())?.[1]);
  return { ...server, warmMs };
}

const rssMB = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, pipelining: 1, timeout: 30, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/** Runs the API benchmark on one database; `env` picks it (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL). */
export async function apiBench({ env, label, rounds = 3, seconds = 5, samples = 30, log = () => undefined }) {
  const dataDir = tempDir('bench');
  const fullEnv = { DATA_DIR: dataDir, DATABASE_URL: '', ...env };
  log(`${label}: seeding the demo data and the large set...`);
  let t0 = Date.now();
  seed(fullEnv, ['--demo']);
  seed(fullEnv, LARGE);
  const seedMs = Date.now() - t0;
  const server = await startBenchServer(fullEnv);
  const rows = [];
  const add = (name, value, unit, note = '') => rows.push({ group: `API ${label}`, name, value, unit, note });
  let peakRss = rssMB(server.pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMB(server.pid))), 100);
  try {
    const idleRss = rssMB(server.pid);
    const signin = await raw(`${server.url}/api/auth/signin`, {
      method: 'POST',
      body: { email: 'admin@example.org', password: 'demo-pass-2026' },
    });
    const token = JSON.parse(signin.body).token;
    const auth = { authorization: `Bearer ${token}` };
    add('seed: demo + 10,000 teachers / 300 schools / 50 supervisors / 5,000 requests', seedMs, 'ms');
    add('list cache warm-up at start (teachers, schools, supervisors, requests; brotli)', server.warmMs, 'ms');
    add('server RSS after start, idle', idleRss, 'MB');

    for (const path of ['/api/teachers/all', '/api/schools/all', '/api/requests/all']) {
      const name = path.replace('/api/', '');
      const id = await raw(`${server.url}${path}`, { headers: { ...auth, 'accept-encoding': 'identity' } });
      const gz = await raw(`${server.url}${path}`, { headers: { ...auth, 'accept-encoding': 'gzip' } });
      const br = await raw(`${server.url}${path}`, { headers: { ...auth, 'accept-encoding': 'gzip, deflate, br' } });
      if (id.status !== 200 || br.headers['content-encoding'] !== 'br')
        throw new Error(`${path}: ${id.status} ${br.headers['content-encoding']}`);
      add(
        `GET ${name} bytes: JSON / gzip / brotli`,
        `${(id.body.length / 1024).toFixed(0)} / ${(gz.body.length / 1024).toFixed(0)} / ${(br.body.length / 1024).toFixed(0)}`,
        'KB',
      );
      const lat = [];
      for (let i = 0; i < samples; i++) lat.push((await raw(`${server.url}${path}`, { headers: { ...auth, 'accept-encoding': 'br' } })).ms);
      add(`GET ${name} latency p50 / p99 (brotli, one client)`, `${median(lat).toFixed(1)} / ${pct(lat, 99).toFixed(1)}`, 'ms');
      const nm = [];
      for (let i = 0; i < samples; i++)
        nm.push(
          (await raw(`${server.url}${path}`, { headers: { ...auth, 'accept-encoding': 'br', 'if-none-match': br.headers.etag } })).ms,
        );
      add(`GET ${name} 304 (If-None-Match) latency p50 / p99`, `${median(nm).toFixed(1)} / ${pct(nm, 99).toFixed(1)}`, 'ms');
      // The same bytes, from memory, through the same server: the ceiling.
      await new Promise((resolve, reject) => {
        const req = request(
          `${server.url}/__ceiling/${name.replace('/', '-')}`,
          {
            method: 'PUT',
            headers: { 'content-type': 'application/octet-stream', 'x-ceiling-encoding': 'br', 'x-ceiling-etag': br.headers.etag },
          },
          (res) => {
            res.resume();
            res.on('end', resolve);
          },
        );
        req.on('error', reject);
        req.end(br.body);
      });
      const api = [];
      const ceiling = [];
      const apiLat = [];
      for (let r = 0; r < rounds; r++) {
        log(`${label}: ${name} round ${r + 1}/${rounds}`);
        const a = await cannon({ url: `${server.url}${path}`, headers: { ...auth, 'accept-encoding': 'br' }, duration: seconds });
        if (a.non2xx || a.errors || a.timeouts)
          throw new Error(`${path} under load: ${a.non2xx} non-2xx, ${a.errors} errors, ${a.timeouts} timeouts`);
        const c = await cannon({
          url: `${server.url}/__ceiling/${name.replace('/', '-')}`,
          headers: { ...auth, 'accept-encoding': 'br' },
          duration: seconds,
        });
        api.push(a.requests.average);
        apiLat.push([a.latency.p50, a.latency.p99]);
        ceiling.push(c.requests.average);
      }
      const am = median(api);
      const cm = median(ceiling);
      const lm = apiLat.sort((x, y) => x[0] - y[0])[Math.floor(apiLat.length / 2)];
      add(
        `GET ${name} throughput at 50 connections (median of ${rounds} x ${seconds} s)`,
        am.toFixed(0),
        'req/s',
        `p50 ${lm[0]} ms, p99 ${lm[1]} ms under load`,
      );
      add(`GET ${name} framework ceiling (same bytes from memory)`, cm.toFixed(0), 'req/s');
      add(
        `GET ${name} ratio to ceiling (target >= 50%)`,
        ((am / cm) * 100).toFixed(0),
        '%',
        am / cm >= 0.5 ? 'meets target' : 'BELOW TARGET',
      );
      if (name === 'teachers/all') {
        const n = await cannon({
          url: `${server.url}${path}`,
          headers: { ...auth, 'accept-encoding': 'br', 'if-none-match': br.headers.etag },
          duration: seconds,
        });
        add(`GET ${name} 304 throughput at 50 connections`, n.requests.average.toFixed(0), 'req/s');
      }
    }

    // PUT teachers/{id}: one client for latency, then 50 connections over 200 teachers for throughput.
    const list = JSON.parse((await raw(`${server.url}/api/teachers/all`, { headers: auth })).body);
    const targets = list.slice(0, 200).map((x) => {
      const { _id, dateAdded, updatedAt, assignment, ...body } = x;
      void dateAdded;
      void updatedAt;
      void assignment;
      return { id: _id, body };
    });
    const putLat = [];
    for (let i = 0; i < samples; i++) {
      const tg = targets[i % targets.length];
      const r = await raw(`${server.url}/api/teachers/${tg.id}`, {
        method: 'PUT',
        headers: auth,
        body: { ...tg.body, notes: `bench ${i}` },
      });
      if (r.status !== 200) throw new Error(`PUT: ${r.status} ${r.body}`);
      putLat.push(r.ms);
    }
    const putBytes = (
      await raw(`${server.url}/api/teachers/${targets[0].id}`, {
        method: 'PUT',
        headers: auth,
        body: { ...targets[0].body, notes: 'bench bytes' },
      })
    ).body.length;
    add(
      'PUT teachers/{id} latency p50 / p99 (one client)',
      `${median(putLat).toFixed(1)} / ${pct(putLat, 99).toFixed(1)}`,
      'ms',
      `${(putBytes / 1024).toFixed(1)} KB answer`,
    );
    let n = 0;
    const put = await cannon({
      url: server.url,
      duration: seconds,
      requests: [
        {
          method: 'PUT',
          setupRequest: (req) => {
            const tg = targets[n % targets.length];
            n++;
            return {
              ...req,
              path: `/api/teachers/${tg.id}`,
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ ...tg.body, notes: `load ${n}` }),
            };
          },
        },
      ],
    });
    add(
      'PUT teachers/{id} throughput at 50 connections',
      put.requests.average.toFixed(0),
      'req/s',
      `p50 ${put.latency.p50} ms, p99 ${put.latency.p99} ms; ${put.non2xx} non-2xx, ${put.errors} errors`,
    );
    // The first list read after writes rebuilds it.
    const rebuild = await raw(`${server.url}/api/teachers/all`, { headers: { ...auth, 'accept-encoding': 'br' } });
    add('GET teachers/all first read after a write (rebuild + brotli)', rebuild.ms.toFixed(0), 'ms');
    clearInterval(sampler);
    add('server RSS peak under load', peakRss, 'MB');
  } finally {
    clearInterval(sampler);
    await server.stop();
    rm(dataDir);
  }
  return rows;
}
