// npm run check:cycles (a step of npm test): import cycles in every workspace's src/ and server/scripts/ (.ts and .tsx),
// with madge.
// A workspace's own name and its package.json subpath exports (shared-ui/staff, shared-auth/query, ...) resolve to
// its files, so a cycle through `import { x } from 'shared-ui'` inside shared-ui is found too. madge counts
// `import type` as well: a type imported back from the module that uses it is a cycle too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import madge from 'madge';
import { ROOT } from './lib.mjs';

const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces.filter((w) => existsSync(join(ROOT, w, 'src')));

/** Each workspace's subpath exports as TypeScript paths (madge does not read package.json "exports"). */
const paths = {};
for (const w of workspaces) {
  const pkg = JSON.parse(readFileSync(join(ROOT, w, 'package.json'), 'utf8'));
  for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
    if (sub !== '.' && typeof target === 'string') paths[`${pkg.name}/${sub.slice(2)}`] = [join(w, target)];
  }
}

/** Each workspace's src/, and the server's scripts (the CLIs and the seeds, run beside it). */
const roots = [...workspaces.map((w) => join(w, 'src')), join('server', 'scripts')];

const result = await madge(
  roots.map((r) => join(ROOT, r)),
  {
    baseDir: ROOT,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: { compilerOptions: { baseUrl: ROOT, moduleResolution: 'node', jsx: 'react-jsx', paths } },
  },
);
const cycles = result.circular();
const { skipped } = result.warnings();
console.log(`madge: ${Object.keys(result.obj()).length} files in ${roots.join(', ')}`);
if (skipped.length) console.log(`not resolved (left out): ${skipped.join(', ')}`);
if (cycles.length) {
  console.error(`${cycles.length} import cycle(s):`);
  for (const [i, c] of cycles.entries()) console.error(`${i + 1}) ${[...c, c[0]].join(' > ')}`);
  process.exit(1);
}
console.log('no import cycle');
