require('@testing-library/jest-dom');
// The splash and minimum-loading delays are constants that tests set to 0 (see shared-ui timing).
globalThis.__TEST_NO_DELAYS__ = true;
// Replaced by webpack's DefinePlugin in builds.
globalThis.__BUILD_LABEL__ = '';
