require('@testing-library/jest-dom');
// The splash and minimum-loading delays are constants that tests set to 0 (see shared-ui timing).
globalThis.__TEST_NO_DELAYS__ = true;
// Replaced by webpack's DefinePlugin in builds.
globalThis.__BUILD_LABEL__ = '';
// findBy*/waitFor wait up to 5 s: a cold CI machine's first lazy import (transform included) can take
// longer than the 1 s default. Passing tests are not slowed; only a failure takes longer to report.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
