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
  return sources.some((d) => newestMtime(join(ROOT, d, 'src')) > built || newestMtime(join(ROOT, d, 'prerender')) > built) || ['webpack.common.js', 'webpack.router-spa.mjs'].some((f) => statSync(join(ROOT, f)).mtimeMs > built);
}
