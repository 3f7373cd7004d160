// npm test: every workspace's jest suite (server on embedded PGlite), the server suite again on a real
// PostgreSQL server when Debian's postgresql is installed, the reliability tests (load, crash, shutdown,
// backup), then the browser tests against the built portal. ESLint runs beside the other checks (docs/testing.md).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { bin, run, ROOT } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import jestRoot from '../jest.config.js';

const failures = [];
// Each step's wall time, printed at the end: where the suite's minutes go.
const times = [];
const started = Date.now();
const step = async (name, fn) => {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const code = await fn();
  times.push([name, Date.now() - t0, code === 0 ? 'passed' : 'FAILED']);
  if (code !== 0) failures.push(name);
};
/** Runs a command with its output kept instead of shown (both streams, in order); resolves with its code and output. */
function runKept(cmd, args) {
  return new Promise((resolve) => {
    const out = [];
    const child = spawn(cmd, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', () => resolve({ code: 127, output: Buffer.concat(out).toString() }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(out).toString() }));
  });
}
/**
 * A step run beside the others (`fn` gets runKept instead of run): its output is printed whole under its heading by
 * `show()`, called when the steps beside it have ended, so no two steps' lines mix.
 */
const beside = (name, fn) => {
  const outputs = [];
  const t0 = Date.now();
  const done = fn(async (cmd, args) => {
    const { code, output } = await runKept(cmd, args);
    outputs.push(output);
    return code;
  }).then((code) => {
    times.push([`${name} (beside)`, Date.now() - t0, code === 0 ? 'passed' : 'FAILED']);
    if (code !== 0) failures.push(name);
  });
  return {
    async show() {
      await done;
      console.log(`\n=== ${name} (ran beside the steps above) ===`);
      process.stdout.write(outputs.join(''));
    },
  };
};
const printTimes = () => {
  const width = Math.max(...times.map(([n]) => n.length));
  console.log('\nStep times:');
  for (const [name, ms, result] of times) console.log(`  ${name.padEnd(width)}  ${(ms / 1000).toFixed(0).padStart(5)} s  ${result}`);
  console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
};

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

// ESLint takes a core for over a minute; the other checks, one after the other, take the second meanwhile.
const lint = beside('lint (eslint)', (runIt) => runIt(bin('eslint'), ['.']));

await step('format (prettier --check)', () => run(bin('prettier'), ['--check', '.']));

// Every tracked file speaks of the product in the present: the check's own test first, then the scan of every file.
await step(
  'no history in the code',
  async () =>
    (await run(process.execPath, ['--test', 'scripts/check-history.test.mjs'])) || run(process.execPath, ['scripts/check-history.mjs']),
);

await step('type-check (tsc)', () => run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));

// Every workspace's src/, .ts and .tsx (madge counts `import type` too): scripts/check-cycles.mjs.
await step('import cycles (madge, every workspace)', () => run(process.execPath, ['scripts/check-cycles.mjs']));
await lint.show();

await step('unit and API tests (jest, embedded PGlite)', () => run(bin('jest'), ['--ci']));

if (hasPostgres()) {
  await step('API tests on a real PostgreSQL server', () =>
    run('bash', [
      'server/scripts/with-postgres.sh',
      bin('jest'),
      '--ci',
      '-c',
      'server/jest.config.js',
      // The root configuration's workers (server/jest.config.js is also a project, where jest refuses them).
      `--maxWorkers=${jestRoot.maxWorkers}`,
      `--workerIdleMemoryLimit=${jestRoot.workerIdleMemoryLimit}`,
    ]),
  );
} else if (process.env.CI) {
  failures.push('PostgreSQL pass (postgresql not installed)');
  console.error('PostgreSQL is not installed: .ci/run installs it (apt-get install postgresql).');
} else {
  console.log("\nSkipping the real-PostgreSQL pass: install Debian's postgresql package to run it.");
}

await step('reliability tests (load, crash, shutdown, backup)', () => run('npm', ['run', 'test:reliability']));

if (await ensureChromium()) {
  await step('build', () => run(process.execPath, ['scripts/build.mjs', '--if-needed']));
  if (!failures.includes('build')) await step('browser tests (e2e)', () => run(process.execPath, ['e2e/run.mjs']));
} else {
  failures.push('browser tests (Chromium missing)');
}

printTimes();
if (failures.length) {
  console.error(`\nFailed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
