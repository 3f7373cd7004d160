// Builds the shell and the five remotes (each to its own dist/), then precompresses them (brotli + gzip), and
// compiles the API server to server/dist/ (scripts/build-server.mjs).
// `node scripts/build.mjs --if-needed` builds only what changed since its last build; naming targets
// (`node scripts/build.mjs server`, `... shell remote-admin`) builds only those.
import { APPS, bin, needsBuild, run, ROOT, serverNeedsBuild } from './lib.mjs';
import { precompress } from './precompress.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ifNeeded = process.argv.includes('--if-needed');
const TARGETS = [...APPS, 'server'];
const only = process.argv.slice(2).filter((a) => TARGETS.includes(a));
const targets = only.length ? only : TARGETS;
const apps = targets.filter((a) => APPS.includes(a) && (!ifNeeded || needsBuild(a)));
const server = targets.includes('server') && (!ifNeeded || serverNeedsBuild());

if (server) {
  try {
    // Loaded only when needed: esbuild is not worth loading for a start that finds everything built.
    const { buildServer } = await import('./build-server.mjs');
    await buildServer();
  } catch (err) {
    console.error(`Build of server failed: ${err?.message ?? err}`);
    process.exit(1);
  }
}

for (const app of apps) {
  const started = Date.now();
  const code = await run(bin('webpack'), ['--mode', 'production', '-c', join(app, 'webpack.config.js')]);
  if (code !== 0) {
    console.error(`Build of ${app} failed.`);
    process.exit(code);
  }
  // An app with a prerender step (remote-public) renders its static pages into its dist/ too.
  const prerender = join(ROOT, app, 'prerender', 'prerender.tsx');
  if (existsSync(prerender) && (await run(process.execPath, ['--import', 'tsx', prerender])) !== 0) {
    console.error(`Prerendering ${app} failed.`);
    process.exit(1);
  }
  const stats = await precompress(process.env.OUTPUT_PATH || join(ROOT, app, 'dist'));
  console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s (${stats.files} files precompressed)`);
}
if (!apps.length && !server) console.log(`Up to date: ${targets.join(', ')}.`);
