/** Runs every workspace's jest suite (the browser tests in e2e/ run separately: npm run test:e2e). */
module.exports = {
  // A global option (projects cannot set it): the 2-core CI machine runs the server suite beside the UI suites.
  testTimeout: 30000,
  // Two workers even on the 2-core CI machine (jest's default there is one): a server test file waits on its database
  // and its requests about as much as it computes, so two files side by side finish in about 80% of the time.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  // A worker whose heap has passed this after a file is replaced by a fresh one. Every server file leaves an embedded
  // database's modules behind in its worker, and a worker that had run a few dozen files took two to three times as long
  // for the same file (docs/testing.md: the whole jest run 991 s with workers kept, 532 s with them replaced).
  workerIdleMemoryLimit: '512MB',
  projects: [
    '<rootDir>/shared-domain',
    '<rootDir>/shared-auth',
    '<rootDir>/shared-ui',
    '<rootDir>/shared-staff',
    '<rootDir>/shell',
    '<rootDir>/remote-public',
    '<rootDir>/remote-admin',
    '<rootDir>/remote-school',
    '<rootDir>/remote-supervisor',
    '<rootDir>/remote-teacher',
    '<rootDir>/server',
  ],
};
