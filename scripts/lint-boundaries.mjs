// The code's boundaries as lint rules, with ESLint's core no-restricted-imports: the README's "features
// do not import each other", "shared packages do not import apps" and "shared-ui makes no API call", checked.
// The per-feature blocks are generated from the folders there are, so a new feature is covered without editing this.
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

/** An app importing another app, or a package reaching into one by a relative path. */
const APP_IMPORT = {
  regex: '^(shell|remote-[a-z-]+)(/|$)|(^|/)\\.\\./(\\.\\./)*(shell|remote-[a-z-]+)/',
  message: 'Shared packages do not import apps (shell, remote-*): code flows shared-* -> features -> routes.',
};

/** How deep below a feature's folder files sit (a file directly in it is depth 0). */
const MAX_DEPTH = 5;

/**
 * One block per feature and depth: from remote-x/src/features/<f>/<d folders>/file.ts, `../` taken d+1 times leaves
 * the feature, so a relative import that does and then names anything but <f> reaches into another feature (or the
 * composition files beside the features); a path naming features/<other>/ does too.
 */
function featureBlocks(root) {
  const blocks = [];
  for (const app of readdirSync(root).filter((n) => n.startsWith('remote-'))) {
    for (const feature of dirs(join(root, app, 'src/features'))) {
      for (let depth = 0; depth <= MAX_DEPTH; depth++) {
        const up = `(\\.\\./){${depth + 1}}`;
        blocks.push({
          files: [`${app}/src/features/${feature}/${'*/'.repeat(depth)}*.${SRC}`],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  {
                    regex: `^${up}(?!${esc(feature)}(/|$))[^./]`,
                    message: `Features do not import each other: compose them in the area's routes.tsx, or move the shared piece to src/components or a shared package (this is the '${feature}' feature).`,
                  },
                  {
                    regex: `(^|/)features/(?!${esc(feature)}(/|$))`,
                    message: `Features do not import each other (this is the '${feature}' feature).`,
                  },
                  APP_IMPORT,
                ],
              },
            ],
          },
        });
      }
    }
  }
  return blocks;
}

/** What calls the API: shared-auth's HTTP client and what is built on it (React Query hooks, account calls). */
const API_NAMES = ['api', 'apiFetch', 'apiUrl', 'reportClientError', 'useAccountSettings', 'changeEmail', 'changePassword'];

export function boundaries(root) {
  return [
    {
      files: [`shared-*/**/*.${SRC}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORT] }] },
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
              APP_IMPORT,
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
    ...featureBlocks(root),
  ];
}
