// The portal server as a child process on loopback, for the browser tests (e2e/), the reliability tests and the
// benchmarks: one way to start it, wait until it answers, and stop it. Plain ESM, so that all of them can import it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { demoSeedNeeded, ROOT, serverCommand } from './lib.mjs';

export { ROOT };

/** The compiled server that `node scripts/build.mjs` writes. */
export const COMPILED_SERVER = join(ROOT, 'server', 'dist', 'server.js');

/** A port free on loopback at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * How to run a server script: the compiled build, or the TypeScript sources through tsx. Node runs either
 * directly (`node --import tsx`, not the tsx CLI), so that a signal sent to the child reaches the server itself.
 */
function command({ compiled, entry }) {
  if (entry) return { command: process.execPath, args: ['--import', 'tsx', entry] };
  if (compiled) return serverCommand();
  return { command: process.execPath, args: ['--import', 'tsx', 'server/src/server.ts'] };
}

/**
 * Starts the portal in production mode on a free loopback port and resolves once GET /api/health answers 200
 * (and, with `readyPattern`, once its output matches that too).
 *
 * - `compiled`: run server/dist/server.js (default: when it exists) or server/src/server.ts through tsx.
 * - `entry`: another TypeScript entry to run through tsx instead (the bench server), same environment.
 * - `dataDir` / `databaseUrl`: the database (embedded PGlite in dataDir, or PostgreSQL); `seed`: 'demo' (default: the
 *   seed CLI loads the demo data into a new database first, as `npm start` does) | 'none'; `env.SEED` wins.
 * - `env`: more environment variables, applied last.
 *
 * Returns { url, port, pid, child, output(), exited, kill(signal), stop() }: `exited` and `stop()` resolve with
 * { code, signal }; stop() sends SIGTERM, then SIGKILL after `stopTimeoutMs`.
 */
export async function startPortal({
  dataDir,
  databaseUrl = '',
  seed = 'demo',
  logLevel = 'warn',
  env = {},
  compiled = existsSync(COMPILED_SERVER),
  entry,
  readyPattern,
  timeoutMs = 90_000,
  stopTimeoutMs = 15_000,
} = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { command: cmd, args, env: commandEnv = {} } = command({ compiled, entry });
  const serverEnv = {
    ...process.env,
    ...commandEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir ?? '',
    DATABASE_URL: databaseUrl,
    SEED: seed,
    PUBLIC_URL: url,
    LOG_LEVEL: logLevel,
    JWT_SECRET: 'portal-test-secret-long-enough-for-hs256',
    ...env,
  };
  // The demo data comes from the seed CLI, as with npm start: the server bundle holds none.
  const seedOutput = demoSeedNeeded(serverEnv) ? runServerCli('seed', ['--demo'], { env: serverEnv, compiled: compiled && !entry }) : '';
  const child = spawn(cmd, args, { cwd: ROOT, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = seedOutput;
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + timeoutMs;
  let healthy = false;
  for (;;) {
    if (!running()) throw new Error(`server exited early:\n${output}`);
    if (!healthy) {
      try {
        healthy = (await fetch(`${url}/api/health`)).ok;
      } catch {
        /* not listening yet */
      }
    }
    if (healthy && (!readyPattern || readyPattern.test(output))) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(150);
  }

  return {
    url,
    port,
    pid: child.pid,
    child,
    output: () => output,
    exited,
    kill: (signal = 'SIGKILL') => child.kill(signal),
    async stop() {
      if (running()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        const exit = await exited;
        clearTimeout(timer);
        return exit;
      }
      return exited;
    },
  };
}

/**
 * Runs one of the server's command-line tools (seed, backup, restore, create-admin) to its end, from the build when
 * `compiled` (default: when server/dist/<name>.js exists) or from server/scripts through tsx. Throws on a non-zero exit.
 */
export function runServerCli(name, args = [], { env = {}, compiled = existsSync(join(ROOT, 'server', 'dist', `${name}.js`)) } = {}) {
  const script = compiled
    ? ['--enable-source-maps', join(ROOT, 'server', 'dist', `${name}.js`)]
    : ['--import', 'tsx', `server/scripts/${name}.ts`];
  const r = spawnSync(process.execPath, [...script, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${name} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return r.stdout;
}
