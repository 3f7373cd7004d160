/**
 * The apps share 'react-router-dom' as the facade webpack.router-spa.mjs (see webpack.common.js). A name
 * the facade does not export would be undefined at run time in the browser, and no build would say so:
 * every name any app imports from 'react-router-dom' must be in it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const APPS = [
  'shell',
  'remote-public',
  'remote-admin',
  'remote-school',
  'remote-supervisor',
  'remote-teacher',
  'shared-ui',
  'shared-auth',
  'shared-staff',
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === '__tests__' || name.startsWith('test')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const app of APPS) {
    for (const file of sources(join(ROOT, app, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
        if (m[1]) continue;
        for (const part of m[2].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.set(name, file.slice(ROOT.length + 1));
        }
      }
    }
  }
  return names;
}

function facadeExports(): Set<string> {
  const text = readFileSync(join(ROOT, 'webpack.router-spa.mjs'), 'utf8').replace(/\/\/.*$/gm, '');
  const out = new Set<string>();
  for (const m of text.matchAll(/export\s*\{([^}]*)\}/g)) for (const part of m[1].split(',')) if (part.trim()) out.add(part.trim());
  return out;
}

it('exports every React Router name the apps import', () => {
  const exported = facadeExports();
  const used = importedNames();
  expect(used.size).toBeGreaterThan(5);
  const missing = [...used].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

it('exports only names React Router has', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const router = require('react-router-dom') as Record<string, unknown>;
  const unknown = [...facadeExports()].filter((name) => !(name in router));
  expect(unknown).toEqual([]);
});
