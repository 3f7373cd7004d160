// The browser tests' server: scripts/portal.mjs's startPortal (production mode, demo data, the compiled server
// when `npm run build` has built it), under the name the tests import.
export { freePort, ROOT, startPortal as startServer } from '../../scripts/portal.mjs';
