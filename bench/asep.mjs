// TEA's year-end report at scale: node bench/asep.mjs [--teachers N] [--keep DIR --seeded] [--pg URL]
// Seeds the demo data and N synthetic teachers (100,000 by default; each with an assignment is on the path: admitted,
// then in an internship), starts the bench server, and times each ASEP file of the year due now streamed as CSV (the
// goal: 20,000 rows/s) and the report's summary (its records with problems), with the server's RSS after each. Prints
// one JSON line.
import { readFileSync } from 'node:fs';
import { raw } from './api.mjs';
import { rm, tempDir } from '../reliability/lib/portal.mjs';
import { runServerCli, startPortal } from '../scripts/portal.mjs';

const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
const teachers = Number(opt('teachers', '100000'));
const pgUrl = opt('pg', '');
const log = (m) => process.stderr.write(`[asep] ${m}\n`);
const rssMB = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
const GOAL_ROWS_PER_SECOND = 20_000;

const dataDir = pgUrl ? '' : opt('keep', '') || tempDir('asep');
const env = { DATA_DIR: dataDir, DATABASE_URL: pgUrl };
const out = { teachers, db: pgUrl ? 'PostgreSQL' : 'PGlite', goalRowsPerSecond: GOAL_ROWS_PER_SECOND };
if (!argv.includes('--seeded')) {
  log(`seeding demo + ${teachers} teachers...`);
  runServerCli('seed', ['--demo'], { env, compiled: false });
  runServerCli('seed', ['--teachers', String(teachers), '--schools', '300', '--supervisors', '50', '--requests', '0'], {
    env,
    compiled: false,
  });
}
const server = await startPortal({
  entry: 'bench/api-server.ts',
  dataDir,
  databaseUrl: pgUrl,
  seed: 'none',
  env: { JWT_SECRET: 'bench-secret-long-enough-for-hs256', DAILY_JOBS_AT: 'off' },
  readyPattern: /bench server ready/,
  timeoutMs: 900_000,
});
try {
  const signin = await raw(`${server.url}/api/auth/signin`, {
    method: 'POST',
    body: { email: 'admin@example.org', password: 'demo-pass-2026' },
  });
  const auth = { authorization: `Bearer ${JSON.parse(signin.body).token}`, 'accept-encoding': 'identity' };
  // The year due next: until 15 September the one that ended on 31 August (shared-domain asepYearDue).
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4)) - (today.slice(5) <= '09-15' ? 1 : 0);
  out.year = year;
  for (const file of ['admissions', 'finishers', 'clinical-experience', 'observations', 'supervisors']) {
    const res = await raw(`${server.url}/api/reports/asep/${year}/files/${file}`, { headers: auth });
    if (res.status !== 200) throw new Error(`${file}: ${res.status}`);
    const rows = res.body.toString().split('\r\n').filter(Boolean).length - 1;
    out[file] = { ms: Math.round(res.ms), rows, rowsPerSecond: Math.round(rows / (res.ms / 1000)), rssAfter: rssMB(server.pid) };
    log(`${file}: ${JSON.stringify(out[file])}`);
  }
  // The report's first page as the screen reads it: the counts of every record with problems, 50 of them.
  const summary = await raw(`${server.url}/api/reports/asep/${year}?limit=50`, { headers: auth });
  const body = JSON.parse(summary.body);
  out.summary = {
    ms: Math.round(summary.ms),
    bytes: summary.body.length,
    problems: body.counts.problems,
    listed: body.problems.length,
    rssAfter: rssMB(server.pid),
  };
  log(`summary: ${JSON.stringify(out.summary)}`);
} finally {
  await server.stop();
  if (!opt('keep', '') && dataDir) rm(dataDir);
}
process.stdout.write(`${JSON.stringify(out)}\n`);
