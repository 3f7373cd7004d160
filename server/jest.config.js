const preset = require('../jest.preset.js')(__dirname, { env: 'node' });

module.exports = {
  ...preset,
  testTimeout: 30000,
  testEnvironment: '<rootDir>/test/support/node-environment.js',
  // Some dependencies ship ESM only (content-disposition for @fastify/static, cookie for light-my-request,
  // possibly nested): compile them like jose.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft|jose|shared-|content-disposition|cookie)/)(?!.*/node_modules/(cookie|content-disposition)/)',
  ],
  // One migrated + seeded template database, built once; each test file starts from a copy of it.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
