import { spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'remote-public', 'remote-admin', 'remote-school', 'remote-supervisor', 'remote-teacher'];

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/** Newest modification time of the files under `dir` (skipping node_modules and dist). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** True when an app has no build, or its sources (or the shared packages) changed since. */
export function needsBuild(app) {
  const stamp = join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = [app, 'shared-ui', 'shared-auth', 'shared-domain', ...(app.match(/admin|supervisor/) ? ['shared-staff'] : [])];
  return (
    sources.some((d) => newestMtime(join(ROOT, d, 'src')) > built || newestMtime(join(ROOT, d, 'prerender')) > built) ||
    ['webpack.common.js', 'webpack.router-spa.mjs', join(app, 'webpack.config.js')].some((f) => statSync(join(ROOT, f)).mtimeMs > built)
  );
}

/** The compiled API server and CLIs (scripts/build-server.mjs); the stamp is written when a build succeeds. */
export const SERVER_DIST = 'server/dist';
export const SERVER_STAMP = `${SERVER_DIST}/.built`;

/**
 * True when the server has no build, or its sources (or shared-domain's, bundled in) changed since. Migrations are
 * read from server/migrations at run time: adding one needs no build.
 */
export function serverNeedsBuild() {
  const stamp = join(ROOT, SERVER_STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const inputs = [join(ROOT, 'server', 'src'), join(ROOT, 'server', 'scripts'), join(ROOT, 'shared-domain', 'src')];
  return (
    inputs.some((d) => newestMtime(d) > built) ||
    ['server/package.json', 'scripts/build-server.mjs'].some((f) => statSync(join(ROOT, f)).mtimeMs > built)
  );
}

/**
 * The SEED that `npm start` gives the server (no known password in a deployment). The user's own SEED wins;
 * otherwise a newcomer's local start (`npm ci && npm start`) asks for the demo data, and the documented production
 * start (NODE_ENV=production, or DATABASE_URL) does not.
 */
export function startSeed(env = process.env) {
  if (env.SEED) return env.SEED;
  return env.NODE_ENV === 'production' || env.DATABASE_URL ? 'none' : 'demo';
}

/**
 * True when the demo data is to be loaded before the server starts: SEED=demo on PostgreSQL (the seed CLI loads it
 * only into an empty database), or on an embedded database not created yet. An existing embedded database is left
 * as it is without opening it (a second process on it would cost the start about half a second).
 */
export function demoSeedNeeded(env) {
  if (env.SEED !== 'demo') return false;
  if (env.DATABASE_URL) return true;
  const dataDir = env.DATA_DIR === undefined ? join(ROOT, 'data') : resolve(ROOT, env.DATA_DIR);
  return !existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * The server's memory settings (each measured in `npm run bench`, idle RSS with the demo data):
 * - `--optimize-for-size`: V8 favours a smaller heap over speed (less eager heap growth, smaller code): about 6 MB, and
 *   more with 10,000 teachers, whose list cache is rebuilt in big short-lived objects.
 * - `--max-semi-space-size=1`: a 1 MB young generation (V8's default is 16): the API's garbage is small and short-lived.
 * - No `--enable-source-maps`: it parsed and kept the source maps of every module loaded, about 9 MB. Stack traces name
 *   server/dist/server.js, which is not minified; `NODE_OPTIONS=--enable-source-maps` maps them to server/src.
 * - `MALLOC_ARENA_MAX=2`: two malloc arenas instead of one per thread (glibc's default is 8 per core); the server's
 *   native allocations are PGlite's and few, and the idle arenas were about 10 MB.
 * - `MALLOC_TRIM_THRESHOLD_` / `MALLOC_MMAP_THRESHOLD_` at 64 KB: blocks freed at the top of the malloc heap go back
 *   to the system, and large blocks are mapped on their own and unmapped when freed, instead of glibc raising both
 *   thresholds as it sees large frees: about 9 MB.
 * The environment's own values of the MALLOC_ variables win.
 */
const SERVER_NODE_FLAGS = ['--optimize-for-size', '--max-semi-space-size=1'];
const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '65536', MALLOC_MMAP_THRESHOLD_: '65536' };

/**
 * How to run the compiled server (after `node scripts/build.mjs server`, or `--if-needed`): spawn `command` with
 * `args` from ROOT, with PORT / DATA_DIR / DATABASE_URL ... in the environment; it prints "Teacher portal ready on
 * http://localhost:PORT" and answers GET /api/health once listening, with the memory settings above.
 */
export function serverCommand() {
  return {
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, join(ROOT, SERVER_DIST, 'server.js')],
    env: Object.fromEntries(Object.entries(SERVER_ENV).map(([k, v]) => [k, process.env[k] || v])),
  };
}
