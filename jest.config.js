/** Runs every workspace's jest suite (the browser tests in e2e/ run separately: npm run test:e2e). */
module.exports = {
  // A global option (projects cannot set it): the 2-core CI machine runs the server suite beside the UI suites.
  testTimeout: 30000,
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
