// One screenshot session for the scripts that photograph the portal (screenshots-32, -34, -teacher): the built portal
// started on a fresh data folder with the demo data, Chromium, and a `settle` that waits until a page has painted
// its data. `run` gets them; the portal, the browser and the data folder are gone afterwards however it ends.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, ROOT } from './portal.mjs';

export const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

export async function withScreenshots(folder, run) {
  const out = join(ROOT, 'docs/screenshots', folder);
  mkdirSync(out, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-shots-'));
  const server = await startPortal({ dataDir });
  process.env.E2E_BASE_URL = server.url;
  // BASE is read when the module loads: import it once the server's address is known.
  const e2e = await import('../e2e/lib/browser.mjs');
  const browser = await e2e.launch();
  /** The e2e tests' settle (the page has painted its data, no 'Loading…' left), then a moment for late layout. */
  const settle = (page) => e2e.settle(page, { pause: 800 });
  try {
    await run({ ...e2e, browser, server, settle, shot: (name) => join(out, name) });
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
