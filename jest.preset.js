/**
 * Shared jest settings. Each workspace's jest.config.js calls this with its folder.
 * Browser code runs in jest-fixed-jsdom (jsdom with Node's fetch, needed by msw 2); the server in node.
 */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const PREACT = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/compat/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

module.exports = function preset(dir, { env = 'jsdom', setupFiles = [] } = {}) {
  return {
    rootDir: dir,
    displayName: require('path').basename(dir),
    testEnvironment: env === 'node' ? 'node' : 'jest-fixed-jsdom',
    testEnvironmentOptions: env === 'node' ? {} : { customExportConditions: [''] },
    transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', swc] },
    // msw 2's ESM-only dependencies, jose, and the workspace packages (TypeScript sources) are compiled too.
    transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|jose|preact|shared-)/)'],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.ts'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: env === 'node' ? setupFiles : [require.resolve('./jest.setup-dom.js'), ...setupFiles],
    clearMocks: true,
    // The browser runs React's API on Preact (webpack.common.js): so do the tests. JEST_REACT=1 runs them on React.
    ...(env !== 'node' && !process.env.JEST_REACT ? { moduleNameMapper: PREACT } : {}),
  };
};
