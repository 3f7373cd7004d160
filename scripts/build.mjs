// Builds the shell and the four remotes (each to its own dist/), then precompresses them (brotli + gzip).
// `node scripts/build.mjs --if-needed` builds only the apps whose sources changed since their last build.
import { APPS, bin, needsBuild, run, ROOT } from './lib.mjs';
import { precompress } from './precompress.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ifNeeded = process.argv.includes('--if-needed');
const only = process.argv.filter((a) => APPS.includes(a));
const apps = (only.length ? only : APPS).filter((a) => !ifNeeded || needsBuild(a));

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
if (!apps.length) console.log('All apps are built and up to date.');
