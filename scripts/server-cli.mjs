// Runs a server CLI (seed, create-admin, backup, restore) with the caller's arguments and working directory:
// the compiled server/dist/<name>.js when the build is current (what production runs), else the source through
// tsx (development), so that a stale build never runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ROOT, run, SERVER_DIST, serverNeedsBuild } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
const source = join(ROOT, 'server', 'scripts', `${name}.ts`);
if (!name || !existsSync(source)) {
  console.error(`usage: node scripts/server-cli.mjs <seed|create-admin|backup|restore> [args]`);
  process.exit(2);
}
const compiled = join(ROOT, SERVER_DIST, `${name}.js`);
const opts = { cwd: process.cwd() };
const code =
  existsSync(compiled) && !serverNeedsBuild()
    ? await run(process.execPath, ['--enable-source-maps', compiled, ...args], opts)
    : await run(bin('tsx'), [source, ...args], opts);
process.exit(code);
