// The code's boundaries as lint rules, with ESLint's core no-restricted-imports: "features do not import each other",
// "shared packages do not import apps", "shared-ui makes no API call", the order of the shared packages and the
// server's one dependency, checked. The per-feature blocks are generated from the folders there are, so a new feature
// is covered without editing this. ESLint applies the last block that sets a rule for a file, so each block below
// carries every pattern its files obey.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const SRC = '{ts,tsx}';
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dirs = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== '__tests__' && d.name !== 'node_modules')
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/** An import of package `name`, by its name or by a relative path reaching into its folder. */
const packageImport = (name) => `^(${name})(/|$)|(^|/)\\.\\./(\\.\\./)*(${name})/`;

/** An app importing another app, or a package reaching into one by a relative path. */
const APP_IMPORT = {
  regex: packageImport('shell|remote-[a-z-]+'),
  message: 'Shared packages do not import apps (shell, remote-*): code flows shared-* -> features -> routes.',
};

/** The browser code importing the server's. */
const SERVER_IMPORT = {
  regex: packageImport('server'),
  message: 'Shared packages do not import the server: what both need is in shared-domain.',
};

/**
 * The shared packages in the order they build on each other: one imports only those before it (shared-domain none,
 * shared-staff all three); the apps (shell, remote-*) may import every one.
 */
export const SHARED_ORDER = ['shared-domain', 'shared-auth', 'shared-ui', 'shared-staff'];

/** What shared package `name` may not import: the packages after it, the apps and the server. */
function sharedPackagePatterns(name) {
  const later = SHARED_ORDER.slice(SHARED_ORDER.indexOf(name) + 1);
  const before = SHARED_ORDER.slice(0, SHARED_ORDER.indexOf(name));
  const patterns = [APP_IMPORT, SERVER_IMPORT];
  if (later.length)
    patterns.push({
      regex: packageImport(later.map(esc).join('|')),
      message: `${name} imports only ${before.length ? before.join(', ') : 'no other shared package'}: the shared packages build on each other in the order ${SHARED_ORDER.join(' -> ')}.`,
    });
  return patterns;
}

/** The server imports shared-domain and no other package of the repository. */
const SERVER_PATTERNS = [
  {
    regex: packageImport(['shell', 'remote-[a-z-]+', ...SHARED_ORDER.filter((p) => p !== 'shared-domain').map(esc)].join('|')),
    message: 'The server imports shared-domain only (no browser package: shared-auth, shared-ui, shared-staff, shell, remote-*).',
  },
];

/** The running server's code does not import the scripts run beside it (the CLIs and the seed data in server/scripts). */
const SERVER_SCRIPTS_IMPORT = {
  regex: '(^|/)\\.\\./(\\.\\./)*scripts/',
  message: 'server/src does not import server/scripts: the CLIs and the seeds run beside the server, never in it.',
};

/** How deep below a feature's folder files sit (a file directly in it is depth 0). */
const MAX_DEPTH = 5;

/**
 * The patterns of feature `feature` at `depth`: from <src>/<feature>/<depth folders>/file.ts, `../` taken depth+1 times
 * leaves the feature, so a relative import that does and then names anything but the feature or one of `common` (the
 * folders shared by the features) reaches into another feature; `..` alone is the package's index, which re-exports
 * them all; a path naming <featuresDir>/<other>/ does too.
 */
function featurePatterns(feature, depth, { common, featuresDir, message }) {
  const up = `(\\.\\./){${depth + 1}}`;
  const allowed = [feature, ...common].map(esc).join('|');
  const patterns = [
    { regex: `^${up}(?!(${allowed})(/|$))[^./]`, message },
    { regex: `^\\.\\.(/\\.\\.){${depth}}/?$`, message },
  ];
  if (featuresDir) patterns.push({ regex: `(^|/)${featuresDir}/(?!${esc(feature)}(/|$))`, message });
  return patterns;
}

/**
 * One block per feature and depth of remote-x/src/features/<f>/: a feature imports neither another feature nor the
 * composition files beside the features.
 */
function featureBlocks(root) {
  const blocks = [];
  for (const app of readdirSync(root).filter((n) => n.startsWith('remote-'))) {
    for (const feature of dirs(join(root, app, 'src/features'))) {
      for (let depth = 0; depth <= MAX_DEPTH; depth++) {
        const message = `Features do not import each other: compose them in the area's routes.tsx, or move the shared piece to src/components or a shared package (this is the '${feature}' feature).`;
        blocks.push({
          files: [`${app}/src/features/${feature}/${'*/'.repeat(depth)}*.${SRC}`],
          rules: {
            'no-restricted-imports': [
              'error',
              { patterns: [...featurePatterns(feature, depth, { common: [], featuresDir: 'features', message }), APP_IMPORT] },
            ],
          },
        });
      }
    }
  }
  return blocks;
}

/** shared-staff's folders that every feature may use (the others under src/ are features: teachers, schools, ...). */
export const STAFF_COMMON = ['lib', 'test', '__tests__'];

/**
 * One block per feature and depth of shared-staff/src/<feature>/: a feature imports no other feature's folder. What
 * two features share is in a common folder (STAFF_COMMON); what composes them is the area that uses them.
 */
function staffFeatureBlocks(root) {
  const blocks = [];
  for (const feature of dirs(join(root, 'shared-staff/src')).filter((d) => !STAFF_COMMON.includes(d))) {
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      const message = `shared-staff's features do not import each other: move the shared piece to shared-staff/src/lib, or compose them in the area that uses them (this is the '${feature}' feature).`;
      blocks.push({
        files: [`shared-staff/src/${feature}/${'*/'.repeat(depth)}*.${SRC}`],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [...featurePatterns(feature, depth, { common: STAFF_COMMON, message }), ...sharedPackagePatterns('shared-staff')] },
          ],
        },
      });
    }
  }
  return blocks;
}

/** What calls the API: shared-auth's HTTP client and what is built on it (React Query hooks, account calls). */
const API_NAMES = ['api', 'apiFetch', 'apiUrl', 'reportClientError', 'useAccountSettings', 'changeEmail', 'changePassword'];

export function boundaries(root) {
  return [
    ...SHARED_ORDER.map((name) => ({
      files: [`${name}/**/*.${SRC}`],
      rules: { 'no-restricted-imports': ['error', { patterns: sharedPackagePatterns(name) }] },
    })),
    {
      files: [`server/**/*.${SRC}`],
      rules: { 'no-restricted-imports': ['error', { patterns: SERVER_PATTERNS }] },
    },
    {
      files: [`server/src/**/*.${SRC}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...SERVER_PATTERNS, SERVER_SCRIPTS_IMPORT] }] },
    },
    {
      // shared-ui shows what it is given: data and callbacks come in as props (the shell sends error reports).
      files: [`shared-ui/**/*.${SRC}`],
      ignores: ['shared-ui/**/__tests__/**', 'shared-ui/src/test/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'shared-auth',
                importNames: API_NAMES,
                message: 'shared-ui makes no API call: take the data or a callback as a prop.',
              },
            ],
            patterns: [
              ...sharedPackagePatterns('shared-ui'),
              {
                regex: '^shared-auth/(?!testing)|^@tanstack/react-query',
                message: 'shared-ui makes no API call: take the data or a callback as a prop.',
              },
            ],
          },
        ],
        'no-restricted-globals': [
          'error',
          ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
            name,
            message: 'shared-ui makes no API call: take the data or a callback as a prop.',
          })),
        ],
        'no-restricted-properties': [
          'error',
          ...['window', 'globalThis', 'self'].map((object) => ({
            object,
            property: 'fetch',
            message: 'shared-ui makes no API call: take the data or a callback as a prop.',
          })),
        ],
      },
    },
    ...staffFeatureBlocks(root),
    ...featureBlocks(root),
  ];
}
