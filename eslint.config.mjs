// Lint is part of `npm test` (before the type-check). Type-aware rules read each workspace through the root tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { boundaries } from './scripts/lint-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'server/data/**', 'server/test/.generated/**'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['bench/*.ts'] }, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...reactHooks.configs.recommended.rules,
      // `role` on our own components is the user's role (admin, supervisor), not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests and the page benchmarks pass functions to page.evaluate(): they run in the page.
    files: ['e2e/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests read parsed JSON responses (typed any) and assert on them with expect(): the assertion is the check,
    // so the no-unsafe-* rules would only ask for casts that prove nothing.
    files: ['**/test/**/*.{ts,tsx}', '**/__tests__/**/*.{ts,tsx}', '**/testing/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Fastify plugins and handlers are async by contract (a plugin is async or takes `done`), and an async
      // function that does not await yet keeps its callers' contract when it later does.
      '@typescript-eslint/require-await': 'off',
      // React event props may receive async handlers (react-hook-form's handleSubmit returns a promise); each
      // handler reports its own errors. Promises passed where a void-returning *function argument* is expected still fail.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  ...boundaries(import.meta.dirname),
  prettier,
);
