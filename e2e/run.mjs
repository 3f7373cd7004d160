// Runs the browser journeys in tests/ with Node's test runner, in shards side by side: each shard starts an SMTP sink
// and the real server (a fresh embedded database with the demo data, mail sent to the sink) on free loopback ports, runs
// its files one after another, then stops both.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, rmSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, ROOT } from './lib/server.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

/** The journeys of each area (the shell's are the route table, the remotes' loading, redeploys and version skew). */
const AREA_TESTS = {
  // The error summary of a failed form, on school registration (public) and the record (admin).
  // The mentor's one-time link to acknowledge an observation's feedback, too.
  // The candidate's path: the application on the public site, the offer, its acceptance and the pipeline.
  public: ['public.test.mjs', 'evidence.test.mjs', 'error-summary.test.mjs', 'signatures.test.mjs', 'path-admission.test.mjs'],
  admin: [
    'admin.test.mjs',
    'teachers.test.mjs',
    'teacher-list-scale.test.mjs',
    'import-drafts.test.mjs',
    'responsive.test.mjs',
    'staff-ux.test.mjs',
    // The dashboard's work queue, each count against the list its link opens.
    'dashboard-queue.test.mjs',
    'compliance.test.mjs',
    // Each fact about a teacher read on every role's screens and compared with the API.
    'one-answer.test.mjs',
    // No word broken inside its letters on every role's pages (the admin's, and the others' below).
    'tables-read.test.mjs',
    'error-summary.test.mjs',
    // Two-factor sign-in of an admin: set up, sign out, sign in with password and code.
    'two-factor.test.mjs',
  ],
  school: ['school.test.mjs', 'responsive.test.mjs', 'tables-read.test.mjs'],
  // An observation saved on the device while offline and sent once when the connection returns.
  supervisor: ['supervisor.test.mjs', 'offline-observation.test.mjs', 'responsive.test.mjs', 'tables-read.test.mjs'],
  // The error summary of a teacher's own form (Log a visit) too.
  teacher: [
    'teacher.test.mjs',
    'responsive.test.mjs',
    'evidence.test.mjs',
    'tables-read.test.mjs',
    'error-summary.test.mjs',
    'one-answer.test.mjs',
  ],
  shell: ['foundation.test.mjs', 'redeploy.test.mjs'],
};

// `node e2e/run.mjs` runs every journey; `--area <name>` the journeys of one area (what its team runs before it ships,
// see docs/testing.md); other arguments keep the files whose name contains one of them (`node e2e/run.mjs redeploy`).
const args = process.argv.slice(2);
const areaAt = args.indexOf('--area');
const area = areaAt >= 0 ? args[areaAt + 1] : undefined;
// `--test-name-pattern=<regexp>` goes to Node's test runner (one test of a file).
const testOptions = args.filter((a) => a.startsWith('--test-name-pattern='));
const filter = args.filter((a, i) => !a.startsWith('--test-') && (areaAt < 0 || (i !== areaAt && i !== areaAt + 1)));
if (area !== undefined && !AREA_TESTS[area]) {
  console.error(`Unknown area '${area}': one of ${Object.keys(AREA_TESTS).join(', ')}`);
  process.exit(2);
}
const files = readdirSync(join(ROOT, 'e2e/tests'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !area || AREA_TESTS[area].includes(f))
  .filter((f) => !filter.length || filter.some((x) => f.includes(x)))
  .map((f) => join(ROOT, 'e2e/tests', f));
if (!files.length) {
  console.error(`No test file matches ${args.join(' ')}`);
  process.exit(2);
}

/**
 * Shards run side by side, each on its own server and database, so no journey sees another's writes: one per two cores
 * (a shard keeps a browser and a server busy), `E2E_SHARDS=N` to choose. On a 2-core machine two shards finished in
 * 910 s instead of about 1,140, with the load average above 10, where a journey's waits are closest to their limits
 * (docs/testing.md), so one is the default there. The files are dealt by size, the largest first, to the shard with the
 * fewest bytes so far: a file's size follows the number of its journeys.
 */
const shardCount = Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? Math.floor(availableParallelism() / 2)) || 1, files.length));
const shards = Array.from({ length: shardCount }, () => ({ files: [], bytes: 0 }));
for (const file of [...files].sort((a, b) => statSync(b).size - statSync(a).size)) {
  const lightest = shards.reduce((a, b) => (b.bytes < a.bytes ? b : a));
  lightest.files.push(file);
  lightest.bytes += statSync(file).size;
}

/** One shard: its sink, server and test runner; its output's lines marked with its number when there are several. */
async function runShard(shardFiles, n) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'portal-e2e-mail-'));
  const sink = await startSmtpSink({ dir: mailDir });
  // CLIENT_TEST_HOOKS: pages throw on request (?__throw=render) for the error-panel journey; never set in production.
  const server = await startServer({ dataDir, env: { SMTP_URL: sink.url, CLIENT_TEST_HOOKS: '1' } });
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--test', '--test-concurrency=1', '--test-reporter=spec', ...testOptions, ...shardFiles.sort()],
      {
        stdio: shardCount > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, E2E_BASE_URL: server.url, E2E_DATA_DIR: dataDir, E2E_MAIL_DIR: mailDir },
      },
    );
    if (shardCount > 1) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: from }).on('line', (line) => to.write(`[${n}] ${line}\n`));
      }
    }
    child.on('exit', (c) => resolve(c ?? 1));
  });
  await server.stop();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  return code;
}

const codes = await Promise.all(shards.map((shard, i) => runShard(shard.files, i + 1)));
process.exit(codes.find((c) => c !== 0) ?? 0);
