// The load bench on the real topology: npm run bench -- --load [--teachers N] [--duration S] [--mix 10,25,50,100]
// [--embedded]. A throwaway PostgreSQL (pg_stat_statements loaded when the package has it) with the demo data and N
// teachers (the seed CLI, as bench/scale.mjs seeds), two API processes (the compiled server, as `npm start` runs it)
// on it and nginx in front (deploy/nginx.conf.template, as reliability/nginx.test.mjs fills it); --embedded: one
// process on the embedded database instead, for comparison. For each step of --mix (virtual users: autocannon
// connections shared among the kinds of user below, at least one each) it plays a morning's mix for --duration
// seconds, with once in the middle the year-end report's file and an import, and prints per kind of request its
// requests/s, p50/p95/p99 and errors, each API process's CPU and RSS, PostgreSQL's connections and slowest
// statements; last, per step the p95 of the interactive requests beside 300 ms (the knee). Loopback only. Every
// process and folder it starts is stopped and removed, also on Ctrl-C or a failure.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { renderNginx } from '../deploy/render-nginx.mjs';
import { largeSeed } from './api.mjs';
import { DEMO_PASSWORD, postgresBin, rm, signIn, sleep, startNginx, startPostgres, tempDir } from '../reliability/lib/portal.mjs';
import { freePort, runServerCli, startPortal } from '../scripts/portal.mjs';

const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
const positive = (name, v) => {
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} takes a whole number of 1 or more`);
  return v;
};
const TEACHERS = positive('teachers', Number(opt('teachers', '100000')));
const DURATION_S = positive('duration', Number(opt('duration', '300')));
const STEPS = opt('mix', '10,25,50,100')
  .split(',')
  .map((v) => positive('mix', Number(v)));
const EMBEDDED = argv.includes('--embedded');
/** The p95 above which an interactive request feels slow: the knee of the steps. */
const INTERACTIVE_P95_MS = 300;
const IMPORT_ROWS = 500;
const TEACHER_ACCOUNTS = ['teacher@example.org', 'ready-teacher@example.org'];
const log = (m) => process.stderr.write(`[load] ${m}\n`);

// Everything started is stopped in reverse order: at the end, on a failure, and on Ctrl-C.
const cleanups = [];
const later = (fn) => cleanups.push(fn);
/** The autocannon instances playing now. */
const running = new Set();
async function cleanUp() {
  for (const instance of running) instance.stop();
  for (const fn of cleanups.splice(0).reverse()) await Promise.resolve(fn()).catch((err) => log(`clean-up: ${err?.message ?? err}`));
}
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    // Ctrl-C reaches it twice under npm run bench (from the terminal and passed on): the clean-up runs once.
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping everything it started`);
    cleanUp().finally(() => process.exit(130));
  });

// ---- figures -------------------------------------------------------------------------------------------------------

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const ms = (v) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : String(Math.round(v)));

/** One table: a title, the header and rows of cells, numbers (and cells starting with a digit) aligned right. */
function printTable(title, header, rows) {
  const cells = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const right = (c) => /^[\d<>~-]/.test(c);
  const line = (r) => `  ${r.map((c, i) => (right(c) && r !== cells[0] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`;
  console.log(`\n${title}`);
  console.log(line(cells[0]));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of cells.slice(1)) console.log(line(r));
}

/** Latencies and errors per kind of request. */
function recorder() {
  const kinds = new Map();
  const of = (kind) => kinds.get(kind) ?? kinds.set(kind, { ms: [], errors: 0, statuses: new Map() }).get(kind);
  return {
    kinds,
    record(kind, status, latencyMs) {
      const k = of(kind);
      k.ms.push(latencyMs);
      if (status < 200 || status >= 400) {
        k.errors++;
        k.statuses.set(status, (k.statuses.get(status) ?? 0) + 1);
      }
    },
  };
}

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99) };
};

// ---- the processes -------------------------------------------------------------------------------------------------

const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
const cpuTicks = (pid) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ')
    .slice(11, 13)
    .reduce((a, b) => a + Number(b), 0);
const rssMB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The API process, compiled, on the given database; stopped at the end. */
async function startApi(database) {
  const api = await startPortal({
    compiled: true,
    ...database,
    seed: 'none',
    // nginx connects from 127.0.0.1: the only address whose X-Forwarded-For the API believes (docs/deployment.md).
    env: { TRUST_PROXY: '127.0.0.1', DAILY_JOBS_AT: 'off' },
    readyPattern: /Teacher portal ready/,
    timeoutMs: 900_000,
  });
  later(() => api.stop());
  return api;
}

/** Waits until every process's CPU time stands (nearly) still for a second: the start's warm-up is done. */
async function settled(pids) {
  for (let before = pids.map(cpuTicks), i = 0; i < 300; i++) {
    await sleep(1000);
    const now = pids.map(cpuTicks);
    if (now.every((t, j) => t - before[j] < CLK_TCK * 0.05)) return;
    before = now;
  }
}

function seed(env) {
  log(`seeding the demo data and ${TEACHERS} teachers (minutes at 100,000)...`);
  const started = Date.now();
  runServerCli('seed', ['--demo'], { env });
  runServerCli('seed', largeSeed(TEACHERS), { env });
  return Math.round((Date.now() - started) / 1000);
}

/** PostgreSQL with pg_stat_statements when the package has it, seeded; two API processes; nginx in front. */
async function startTopology() {
  if (EMBEDDED) {
    const dataDir = tempDir('load-db');
    later(() => rm(dataDir));
    const seedS = seed({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const api = await startApi({ dataDir });
    return { url: api.url, apis: [api], db: null, seedS, label: 'one API process on the embedded database (PGlite)' };
  }
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (apt-get install postgresql), or run it with --embedded');
  const statements = existsSync(join(bin, '..', 'lib', 'pg_stat_statements.so'));
  const pg = await startPostgres({ settings: statements ? { shared_preload_libraries: 'pg_stat_statements' } : {} });
  later(() => pg.stop());
  const databaseUrl = await pg.createDatabase('load');
  const seedS = seed({ DATA_DIR: '', DATABASE_URL: databaseUrl });
  const { default: pgClient } = await import('pg');
  const db = new pgClient.Client({ connectionString: databaseUrl });
  // The server may end this session first (Ctrl-C reaches PostgreSQL too): said, not thrown.
  db.on('error', (err) => stopping || log(`PostgreSQL session: ${err.message}`));
  await db.connect();
  later(() => db.end());
  if (statements) await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const apis = [await startApi({ databaseUrl }), await startApi({ databaseUrl })];
  const staticRoot = tempDir('load-static');
  const prefix = tempDir('load-nginx');
  later(() => (rm(staticRoot), rm(prefix)));
  for (const dir of [staticRoot, prefix]) chmodSync(dir, 0o755);
  const port = await freePort();
  const nginx = await startNginx(
    renderNginx({ staticRoot, listen: `127.0.0.1:${port}`, prefix, apiPorts: apis.map((a) => a.port) }),
    prefix,
  );
  later(() => nginx.stop());
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${url}/api/health/ready`).catch(() => null))?.ok; i++) {
    if (!nginx.running() || i > 100) throw new Error(`nginx did not start:\n${nginx.output()}`);
    await sleep(100);
  }
  return { url, apis, db: { client: db, statements }, seedS, label: 'nginx, two API processes, PostgreSQL' };
}

/** CPU and RSS of each API process and PostgreSQL's client connections, every second until stop(). */
function startSampling(apis, db) {
  const started = Date.now();
  const procs = apis.map((a) => ({ pid: a.pid, ticks0: cpuTicks(a.pid), last: cpuTicks(a.pid), cpuMax: 0, rss0: rssMB(a.pid), rssMax: 0 }));
  const connections = [];
  const sample = async () => {
    for (const p of procs) {
      const t = cpuTicks(p.pid);
      p.cpuMax = Math.max(p.cpuMax, ((t - p.last) / CLK_TCK) * 100);
      p.last = t;
      p.rssMax = Math.max(p.rssMax, rssMB(p.pid));
    }
    if (db) {
      const { rows } = await db.client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      connections.push(rows[0].n);
    }
  };
  // On Ctrl-C the processes may be gone before the sampling stops: nothing to say then.
  const timer = setInterval(() => sample().catch((err) => stopping || log(`sampling: ${err.message}`)), 1000);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      const seconds = (Date.now() - started) / 1000;
      return {
        procs: procs.map((p) => ({
          pid: p.pid,
          cpuMean: ((p.last - p.ticks0) / CLK_TCK / seconds) * 100,
          cpuMax: p.cpuMax,
          rssStart: p.rss0,
          rssMax: p.rssMax,
          rssEnd: rssMB(p.pid),
        })),
        connections: connections.length ? { max: Math.max(...connections), end: connections.at(-1) } : null,
      };
    },
  };
}

// ---- the mix -------------------------------------------------------------------------------------------------------

const cycle = (xs) => {
  let i = 0;
  return () => xs[i++ % xs.length];
};
const bearer = (token) => ({ authorization: `Bearer ${token}` });
const JSON_BODY = { 'content-type': 'application/json' };
/** Today in the program's time zone (an observation's date). */
const programToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

/** The staff, supervisor and school sessions the mix uses, signed in once as the reliability load test does. */
async function prepare(url) {
  const [admin, supervisor, school] = await Promise.all(
    ['admin@example.org', 'supervisor@example.org', 'school@example.org'].map((e) => signIn(url, e)),
  );
  const list = async (token, limit) => {
    const res = await fetch(`${url}/api/teachers/all?view=list&limit=${limit}`, { headers: bearer(token) });
    if (!res.ok) throw new Error(`GET teachers/all: ${res.status}`);
    return (await res.json()).rows;
  };
  const me = await fetch(`${url}/api/auth/me`, { headers: bearer(school) });
  const schoolId = (await me.json()).profile;
  if (!me.ok || !schoolId) throw new Error(`GET auth/me of the school: ${me.status}`);
  const interns = (await list(supervisor, 200)).filter((r) => r.teacherStatus === 'intern').map((r) => r.ref);
  if (!interns.length) throw new Error('the demo supervisor has no interns');
  // Whom the staff look for: a last name typed in the search, then that teacher's record opened.
  const people = (await list(admin, 200)).filter((_, i) => i % 2 === 0).map((r) => ({ q: r.name.last, ref: r.ref }));
  // The year-end report due now: until 15 September the year that ended on 31 August (shared-domain asepYearDue).
  const today = programToday();
  const year = Number(today.slice(0, 4)) - (today.slice(5) <= '09-15' ? 1 : 0);
  return { admin, supervisor, school, schoolId, interns, people, year };
}

/**
 * The kinds of user: each is one autocannon instance whose connections repeat its requests in order. `share` is its
 * part of the virtual users. A request's `kind` names it in the report; a request whose setup answers null starts
 * the user's round again.
 */
function users(s) {
  const teacherEmail = cycle(TEACHER_ACCOUNTS);
  const intern = cycle(s.interns);
  const person = cycle(s.people);
  const asTeacher = (path) => ({
    kind: `teacher GET ${path}`,
    path,
    setupRequest: (r, ctx) => (ctx.token ? { ...r, headers: { ...r.headers, ...bearer(ctx.token) } } : null),
  });
  return [
    {
      name: 'teacher',
      share: 0.3,
      requests: [
        {
          kind: 'teacher POST /api/auth/signin',
          method: 'POST',
          path: '/api/auth/signin',
          // Its answer is read (the token): uncompressed.
          headers: { ...JSON_BODY, 'accept-encoding': 'identity' },
          setupRequest: (r, ctx) => {
            ctx.token = null;
            return { ...r, body: JSON.stringify({ email: teacherEmail(), password: DEMO_PASSWORD }) };
          },
          onResponse: (status, body, ctx) => {
            if (status === 200) ctx.token = JSON.parse(body).token ?? null;
          },
        },
        asTeacher('/api/me/teacher'),
        asTeacher('/api/me/observations'),
        asTeacher('/api/me/ledger'),
      ],
    },
    {
      name: 'supervisor',
      share: 0.1,
      requests: [
        {
          kind: 'supervisor GET /api/teachers/all?view=list&limit=50',
          path: '/api/teachers/all?view=list&limit=50',
          headers: bearer(s.supervisor),
        },
        {
          kind: 'supervisor POST /api/teachers/{id}/supervisions',
          method: 'POST',
          headers: { ...JSON_BODY, ...bearer(s.supervisor) },
          setupRequest: (r) => ({
            ...r,
            path: `/api/teachers/${intern()}/supervisions`,
            body: JSON.stringify({ date: programToday(), duration: 45, comment: 'Checks for understanding' }),
          }),
        },
      ],
    },
    {
      name: 'staff',
      share: 0.25,
      requests: [
        {
          kind: 'staff GET /api/teachers/all?view=list&limit=50&q=',
          headers: bearer(s.admin),
          setupRequest: (r, ctx) => {
            ctx.person = person();
            return { ...r, path: `/api/teachers/all?view=list&limit=50&q=${encodeURIComponent(ctx.person.q)}` };
          },
        },
        {
          kind: 'staff GET /api/teachers/{id}',
          headers: bearer(s.admin),
          setupRequest: (r, ctx) => ({ ...r, path: `/api/teachers/${ctx.person.ref}` }),
        },
      ],
    },
    {
      name: 'school',
      share: 0.15,
      requests: [
        { kind: 'school GET /api/teachers/available', path: '/api/teachers/available', headers: bearer(s.school) },
        { kind: 'school GET /api/requests/{schoolId}', path: `/api/requests/${s.schoolId}`, headers: bearer(s.school) },
      ],
    },
    { name: 'public', share: 0.2, requests: [{ kind: 'public GET /api/public/teachers', path: '/api/public/teachers' }] },
  ];
}

/** Connections per kind of user for `vus` virtual users: by share, at least one each. */
const connectionsFor = (vus, kinds) => kinds.map((k) => Math.max(1, Math.round(vus * k.share)));

/** One kind of user's connections for the step; resolves with its socket errors and time-outs. */
function play(url, user, connections, record) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: DURATION_S, timeout: 30, headers: { 'accept-encoding': 'br, gzip' }, requests: user.requests },
      (err, result) => {
        running.delete(instance);
        if (err) reject(err);
        else resolve({ socketErrors: result.errors, timeouts: result.timeouts });
      },
    );
    running.add(instance);
    // pipelining 1: the request the client is on is the one answered.
    instance.on('response', (client, status, _bytes, latencyMs) => record(client.requestIterator.currentRequest.kind, status, latencyMs));
  });
}

/** The import file of a step: new teachers, their TEA IDs and e-mails of that step alone. */
function importForm(step) {
  const lines = ['First Name,Last Name,TEA ID,Email,Status'];
  for (let i = 0; i < IMPORT_ROWS; i++)
    lines.push(`Load${step},Import${i},${7_000_000 + step * 10_000 + i},load${step}.${i}@example.org,pending`);
  const mapping = {
    'First Name': 'name.first',
    'Last Name': 'name.last',
    'TEA ID': 'teaId',
    Email: 'contact.email',
    Status: 'teacherStatus',
  };
  const form = new FormData();
  form.append('mapping', JSON.stringify(mapping));
  form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), `load-${step}.csv`);
  return form;
}

/** Once in the middle of a step: the year-end report's largest file and an import, at the same time. */
async function middleOfStep(url, s, step, record) {
  await sleep((DURATION_S * 1000) / 2);
  const timed = async (kind, path, init) => {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout((DURATION_S + 60) * 1000) }).catch(() => null);
    const body = (await res?.text()) ?? '';
    record(kind, res?.status ?? 0, performance.now() - started);
    return body;
  };
  const headers = { ...bearer(s.admin), 'accept-encoding': 'br, gzip' };
  const [, imported] = await Promise.all([
    timed('staff GET /api/reports/asep/{year}/files/finishers (once)', `/api/reports/asep/${s.year}/files/finishers`, { headers }),
    timed(`staff POST /api/teachers/import, ${IMPORT_ROWS} rows (once)`, '/api/teachers/import?dryRun=false', {
      method: 'POST',
      headers: bearer(s.admin),
      body: importForm(step),
    }),
  ]);
  log(`the import answered: ${imported.slice(0, 200)}`);
}

async function slowestStatements(db) {
  if (!db?.statements) return [];
  const { rows } = await db.client.query(
    `SELECT calls, mean_exec_time AS mean, max_exec_time AS max, total_exec_time AS total, regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY mean_exec_time DESC LIMIT 5`,
  );
  return rows;
}

/** One step: `vus` virtual users for the duration; prints its tables and answers its interactive figures. */
async function runStep(topology, s, vus, step) {
  const kinds = users(s);
  const connections = connectionsFor(vus, kinds);
  const { record, kinds: seen } = recorder();
  if (topology.db?.statements) await topology.db.client.query('SELECT pg_stat_statements_reset()');
  log(`step ${step + 1}: ${connections.reduce((a, b) => a + b)} connections for ${DURATION_S} s (load average ${loadavg()[0].toFixed(2)})`);
  const sampling = startSampling(topology.apis, topology.db);
  const logFrom = topology.apis.map((a) => a.output().length);
  const started = Date.now();
  const [plays] = await Promise.all([
    Promise.all(kinds.map((k, i) => play(topology.url, k, connections[i], record))),
    middleOfStep(topology.url, s, step, record),
  ]);
  const seconds = (Date.now() - started) / 1000;
  const usage = await sampling.stop();

  const rows = [];
  const interactive = [];
  let errors = 0;
  kinds.forEach((user, i) => {
    const socket = plays[i].socketErrors;
    rows.push([
      `${user.name} (${connections[i]} connections)`,
      '',
      '',
      '',
      '',
      '',
      `${socket} socket errors (${plays[i].timeouts} time-outs)`,
    ]);
    errors += socket;
    for (const { kind } of user.requests) {
      const k = seen.get(kind) ?? { ms: [], errors: 0, statuses: new Map() };
      interactive.push(...k.ms);
      errors += k.errors;
      rows.push(kindRow(kind, k, seconds));
    }
  });
  for (const [kind, k] of seen) if (kind.endsWith('(once)')) rows.push(kindRow(kind, k, seconds));
  const all = summary(interactive);
  const title = `${vus} virtual users, ${DURATION_S} s, ${topology.label} (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')})`;
  printTable(title, ['request', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows);
  printTable(
    'API processes (CPU: 100 % is one core)',
    ['pid', 'CPU mean %', 'CPU max %', 'RSS start MB', 'RSS max MB', 'RSS end MB'],
    usage.procs.map((p) => [
      p.pid,
      Math.round(p.cpuMean),
      Math.round(p.cpuMax),
      Math.round(p.rssStart),
      Math.round(p.rssMax),
      Math.round(p.rssEnd),
    ]),
  );
  if (usage.connections)
    console.log(`\nPostgreSQL client connections: ${usage.connections.max} at most, ${usage.connections.end} at the end`);
  const slowest = await slowestStatements(topology.db);
  if (slowest.length)
    printTable(
      'PostgreSQL: the five slowest statements of the step (by mean time)',
      ['calls', 'mean ms', 'max ms', 'total ms', 'statement'],
      slowest.map((r) => [
        r.calls,
        ms(r.mean),
        ms(r.max),
        Math.round(r.total),
        r.query.length > 140 ? `${r.query.slice(0, 137)}...` : r.query,
      ]),
    );
  printErrorsLogged(topology.apis, logFrom);
  return { vus, connections: connections.reduce((a, b) => a + b), rps: all.count / seconds, ...all, errors };
}

/** What the API processes logged as errors during the step (pino's level 50 and above), the same message counted once. */
function printErrorsLogged(apis, from) {
  const seen = new Map();
  apis.forEach((api, i) => {
    for (const line of api.output().slice(from[i]).split('\n')) {
      if (!line.startsWith('{')) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (entry.level < 50) continue;
      const what = `${entry.req?.method ?? ''} ${entry.req?.url ?? ''} ${entry.err?.message ?? entry.msg ?? ''}`.trim();
      seen.set(what, (seen.get(what) ?? 0) + 1);
    }
  });
  if (!seen.size) return;
  console.log('\nErrors the API processes logged during the step:');
  for (const [what, n] of seen) console.log(`  ${n}x ${what.length > 200 ? `${what.slice(0, 197)}...` : what}`);
}

const kindRow = (kind, k, seconds) => {
  const f = summary(k.ms);
  const statuses = [...k.statuses].map(([status, n]) => `${n}x ${status || 'no answer'}`).join(', ');
  return [
    `  ${kind}`,
    f.count,
    (f.count / seconds).toFixed(1),
    ms(f.p50),
    ms(f.p95),
    ms(f.p99),
    k.errors ? `${k.errors} (${statuses})` : '0',
  ];
};

function printKnee(results) {
  printTable(
    `The knee: p95 of the interactive requests (every kind but the two once in the middle) beside ${INTERACTIVE_P95_MS} ms`,
    ['virtual users', 'connections', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', `p95 <= ${INTERACTIVE_P95_MS} ms`],
    results.map((r) => [
      r.vus,
      r.connections,
      r.rps.toFixed(1),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      r.errors,
      r.p95 <= INTERACTIVE_P95_MS ? 'yes' : 'NO',
    ]),
  );
  const over = results.find((r) => r.p95 > INTERACTIVE_P95_MS);
  const before = results.filter((r) => r.p95 <= INTERACTIVE_P95_MS).at(-1);
  const knee = !over
    ? `stays within ${INTERACTIVE_P95_MS} ms up to ${results.at(-1).vus} virtual users`
    : before
      ? `crosses ${INTERACTIVE_P95_MS} ms between ${before.vus} and ${over.vus} virtual users`
      : `is over ${INTERACTIVE_P95_MS} ms from the first step, ${over.vus} virtual users`;
  console.log(`\nThe p95 ${knee}.`);
}

try {
  log(`${EMBEDDED ? 'embedded database' : 'PostgreSQL, two API processes, nginx'}; ${TEACHERS} teachers; steps ${STEPS.join(', ')}`);
  const topology = await startTopology();
  await settled(topology.apis.map((a) => a.pid));
  const s = await prepare(topology.url);
  console.log(`Load bench: ${topology.label}; demo data + ${TEACHERS} teachers seeded in ${topology.seedS} s.`);
  const results = [];
  for (const [step, vus] of STEPS.entries()) results.push(await runStep(topology, s, vus, step));
  printKnee(results);
} catch (err) {
  log(`failed: ${err?.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
