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

module.exports = function preset(dir, { env = 'jsdom', setupFiles = [] } = {}) {
  return {
    rootDir: dir,
    displayName: require('path').basename(dir),
    testEnvironment: env === 'node' ? 'node' : 'jest-fixed-jsdom',
    testEnvironmentOptions: env === 'node' ? {} : { customExportConditions: [''] },
    transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', swc] },
    // msw 2's ESM-only dependencies, jose, and the workspace packages (TypeScript sources) are compiled too.
    transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|jose|shared-)/)'],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.ts'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: env === 'node' ? setupFiles : [require.resolve('./jest.setup-dom.js'), ...setupFiles],
    clearMocks: true,
  };
};
