import { spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'remote-public', 'remote-admin', 'remote-school', 'remote-supervisor'];

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
    ['webpack.common.js', 'webpack.router-spa.mjs'].some((f) => statSync(join(ROOT, f)).mtimeMs > built)
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
  const inputs = [join(ROOT, 'server', 'src'), join(ROOT, 'shared-domain', 'src')];
  return (
    inputs.some((d) => newestMtime(d) > built) ||
    ['server/package.json', 'scripts/build-server.mjs'].some((f) => statSync(join(ROOT, f)).mtimeMs > built)
  );
}

/**
 * How to run the compiled server (after `node scripts/build.mjs server`, or `--if-needed`): spawn `command` with
 * `args` from ROOT, with PORT / DATA_DIR / DATABASE_URL ... in the environment; it prints "Teacher portal ready on
 * http://localhost:PORT" and answers GET /api/health once listening. Source maps map stack traces to server/src.
 */
export function serverCommand() {
  // A 2 MB young generation (V8's default is 16): the API's garbage is small and short-lived, and each MB here is
  // resident memory of every replica. Two malloc arenas instead of one per thread (glibc's default is 8 per core):
  // the server's native allocations are PGlite's and few, and the idle arenas were about 10 MB of RSS. Both measured
  // in `npm run bench`.
  return {
    command: process.execPath,
    args: ['--enable-source-maps', '--max-semi-space-size=2', join(ROOT, SERVER_DIST, 'server.js')],
    env: { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2' },
  };
}
