// Compiles the API server and its CLIs once, so that production runs plain `node` (no transpiler at run time).
// Each entry becomes one CommonJS file in server/dist/ (server/package.json has no "type": "module", and the code
// relies on __dirname). The files sit one level under server/, like the sources in server/src/ and server/scripts/, so
// that the paths they resolve from __dirname (the repo root in env.ts, server/migrations in db/migrate.ts) stay the same.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, SERVER_DIST, SERVER_STAMP } from './lib.mjs';

export const SERVER_ENTRIES = {
  server: 'server/src/server.ts',
  seed: 'server/scripts/seed.ts',
  'create-admin': 'server/scripts/create-admin.ts',
  backup: 'server/scripts/backup.ts',
  restore: 'server/scripts/restore.ts',
  // The import's parsing thread, loaded by path from server.js (server/src/services/spreadsheet.ts).
  'spreadsheet-worker': 'server/src/services/spreadsheet-worker.ts',
};

/**
 * Workspace packages shipped as TypeScript source (no build of their own): bundled in. Every other package stays
 * external and is loaded from node_modules (native addons such as @node-rs/argon2, PGlite's wasm and data files).
 */
const BUNDLED_WORKSPACES = /^shared-domain(\/.*)?$/;
const bundleWorkspaces = {
  name: 'bundle-workspaces',
  setup(b) {
    // Resolved the way Node would (the package's "main" is its src/index.ts); returning a path makes it bundled.
    b.onResolve({ filter: BUNDLED_WORKSPACES }, (args) => ({ path: createRequire(join(args.resolveDir, 'x.js')).resolve(args.path) }));
  },
};

/** The scripts run beside the server (the CLIs and the seed data they load): never part of server.js. */
export const SERVER_SCRIPTS = /^server\/scripts\//;

export async function buildServer() {
  const started = Date.now();
  rmSync(join(ROOT, SERVER_DIST), { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: ROOT,
    metafile: true,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    plugins: [bundleWorkspaces],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // The server holds no seed data: seeds are scripts run outside the app (the seed CLI).
  const scripts = Object.keys(metafile.outputs[`${SERVER_DIST}/server.js`].inputs).filter((f) => SERVER_SCRIPTS.test(f));
  if (scripts.length) throw new Error(`server/src/server.ts must not import server/scripts: its bundle holds ${scripts.join(', ')}`);
  // Written last: needsServerBuild compares the sources against it, so a failed build is never taken as current.
  writeFileSync(join(ROOT, SERVER_STAMP), `${new Date().toISOString()}\n`);
  console.log(`built server in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.keys(SERVER_ENTRIES).join(', ')})`);
}
