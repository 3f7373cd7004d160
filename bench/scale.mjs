// The scale figures at one size: node bench/scale.mjs --teachers N [--keep DIR] [--pg URL] [--product] [--browser]
// Seeds the demo data and N synthetic teachers (npm run seed -- --teachers N) into a new PGlite directory (or the
// PostgreSQL database --pg names), starts the bench server and measures, as medians of 3 calls from one client with
// the admin's token: GET /api/dashboard, the compliance list's first page, the whole list unpaged, the compliance CSV (rows/s), POST
// /api/jobs/run, and the server's RSS idle and after each call. Prints one JSON line; `uptime` is in it.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { largeSeed, raw } from './api.mjs';
import { rm, tempDir } from '../reliability/lib/portal.mjs';
import { runServerCli, startPortal } from '../scripts/portal.mjs';

const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
const teachers = Number(opt('teachers', '10000'));
const pgUrl = opt('pg', '');
const log = (m) => process.stderr.write(`[scale] ${m}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rssMB = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
const uptime = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load/, 'load');

const dataDir = pgUrl ? '' : opt('keep', '') || tempDir('scale');
const env = { DATA_DIR: dataDir, DATABASE_URL: pgUrl };
const out = { teachers, db: pgUrl ? 'PostgreSQL' : 'PGlite', uptimeStart: uptime() };
if (!opt('keep', '') || !argv.includes('--seeded')) {
  log(`seeding demo + ${teachers} teachers...`);
  const t0 = Date.now();
  runServerCli('seed', ['--demo'], { env, compiled: false });
  runServerCli('seed', largeSeed(teachers), { env, compiled: false });
  out.seedMs = Date.now() - t0;
}
// --product: the server as `npm start` runs it (server/dist/server.js, built by scripts/build.mjs), its scheduler on and
// its daily jobs off; it refreshes the derived state, gives the embedded database statistics and warms the lists in
// the background after it listens, so the figures wait until it is idle. Without it: the bench server through tsx
// (TypeScript compiled as it loads, about 40 MB more RSS), which does the same before it says it is ready.
const product = argv.includes('--product');
const server = await startPortal({
  ...(product ? { compiled: true } : { entry: 'bench/api-server.ts' }),
  dataDir,
  databaseUrl: pgUrl,
  seed: 'none',
  env: { JWT_SECRET: 'bench-secret-long-enough-for-hs256', DAILY_JOBS_AT: 'off' },
  readyPattern: product ? /Teacher portal ready/ : /bench server ready/,
  timeoutMs: 900_000,
});
out.server = product ? 'server/dist/server.js' : 'bench/api-server.ts (tsx)';
try {
  await new Promise((r) => setTimeout(r, 2000));
  // Idle: the process's CPU time stands still for a second (the start's background work is done).
  const cpu = () =>
    readFileSync(`/proc/${server.pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ')
      .slice(11, 13)
      .map(Number)
      .reduce((a, b) => a + b);
  for (let before = cpu(), i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpu();
    if (now - before < 5) break;
    before = now;
  }
  out.rssIdle = rssMB(server.pid);
  const signin = await raw(`${server.url}/api/auth/signin`, {
    method: 'POST',
    body: { email: 'admin@example.org', password: 'demo-pass-2026' },
  });
  const auth = { authorization: `Bearer ${JSON.parse(signin.body).token}`, 'accept-encoding': 'identity' };
  const time = async (name, path, o = {}) => {
    const ms = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await raw(`${server.url}${path}`, { headers: auth, ...o });
      if (last.status >= 300) throw new Error(`${path}: ${last.status} ${last.body.toString().slice(0, 200)}`);
      ms.push(last.ms);
    }
    out[name] = {
      ms: Math.round(median(ms)),
      first: Math.round(ms[0]),
      kb: Math.round(last.body.length / 1024),
      rssAfter: rssMB(server.pid),
    };
    log(`${name}: ${JSON.stringify(out[name])}`);
    return last;
  };
  await time('dashboard', '/api/dashboard');
  // The first page: ?limit= where the list pages (a server that pages it), else the whole list (its only page on a server that does not).
  const paged = await raw(`${server.url}/api/compliance?limit=50`, { headers: auth });
  await time('complianceFirstPage', paged.status === 200 ? '/api/compliance?limit=50' : '/api/compliance');
  const csv = await time('complianceCsv', '/api/compliance?format=csv');
  const lines = csv.body.toString().split('\n').filter(Boolean).length - 1;
  out.complianceCsv.rows = lines;
  out.complianceCsv.rowsPerSecond = Math.round(lines / (out.complianceCsv.ms / 1000));
  // The spec's unpaged call: every row of the list, streamed (each read continues where the last stopped).
  const whole = await time('complianceAll', '/api/compliance');
  out.complianceAll.rows = JSON.parse(whole.body.toString()).length;
  await time('jobsRun', '/api/jobs/run', { method: 'POST', body: {} });
  // --browser: the staff list in Chromium at this size (bench/list-ui.mjs: entering at /admin/teachers, a cold
  // reload, search keystrokes, the API's bytes), after the API figures; the RSS below is after it too.
  if (argv.includes('--browser')) {
    const { listUiBench } = await import('./list-ui.mjs');
    out.listUi = await listUiBench({ url: server.url, runs: 3 });
    log(`list UI: ${JSON.stringify(out.listUi)}`);
  }
  out.rssAfter = rssMB(server.pid);
  out.uptimeEnd = uptime();
} finally {
  await server.stop();
  if (!opt('keep', '') && dataDir) rm(dataDir);
}
process.stdout.write(`${JSON.stringify(out)}\n`);
