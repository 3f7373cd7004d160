// `npm run screenshots`: the portal as its users see it. Starts the built portal (`node scripts/build.mjs --if-needed`
// first) on a fresh data folder with the demo data, signs in as each demo role in headless Chromium and writes the main
// page of each area at 1366 x 768 and 390 x 844 into docs/screenshots/<area>-<page>-<width>.png. The folder holds
// only what this script writes: it is emptied of PNGs first.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer } from '../e2e/lib/server.mjs';

const OUT = join(ROOT, 'docs', 'screenshots');
const WIDTHS = { 1366: { width: 1366, height: 768 }, 390: { width: 390, height: 844 } };

/** Who signs in (a DEMO key of e2e/lib/browser.mjs, or none for a visitor) and which pages they are shown. */
const SESSIONS = [
  {
    role: null,
    pages: [
      ['public-home', '/'],
      ['public-signup', '/signup'],
    ],
  },
  {
    role: 'admin',
    pages: [
      ['admin-dashboard', '/admin/dashboard'],
      ['admin-teachers', '/admin/teachers'],
      // The demo intern's record (record number 1) at its ledger, the field supervision list and the outbox.
      ['admin-record', '/admin/teachers/1#record-financials'],
      ['admin-compliance', '/admin/compliance'],
      ['admin-outbox', '/admin/outbox'],
    ],
  },
  {
    role: 'supervisor',
    pages: [
      ['supervisor-dashboard', '/supervisor/dashboard'],
      ['supervisor-intern', '/supervisor/teachers/1'],
    ],
  },
  {
    role: 'school',
    pages: [
      ['school-dashboard', '/school/dashboard'],
      ['school-requests', '/school/requests'],
    ],
  },
  {
    role: 'teacher',
    pages: [
      ['teacher-dashboard', '/teacher/dashboard'],
      ['teacher-payments', '/teacher/payments'],
    ],
  },
];

mkdirSync(OUT, { recursive: true });
for (const name of readdirSync(OUT)) if (name.endsWith('.png')) rmSync(join(OUT, name));

const dataDir = mkdtempSync(join(tmpdir(), 'portal-screenshots-'));
const server = await startServer({ dataDir });
// The e2e helpers read their base URL when the module loads: import them once the server's address is known.
process.env.E2E_BASE_URL = server.url;
const { DEMO, launch, newPage, settle, signIn } = await import('../e2e/lib/browser.mjs');
const browser = await launch();
const written = [];
try {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    for (const { role, pages } of SESSIONS) {
      const page = await newPage(browser, { viewport });
      if (role) await signIn(page, DEMO[role]);
      for (const [name, path] of pages) {
        await page.goto(path);
        // The page has painted its data, then a moment for late layout (a chart, a sticky bar).
        await settle(page, { main: true, pause: 800 });
        const file = join(OUT, `${name}-${width}.png`);
        await page.screenshot({ path: file });
        written.push(file);
      }
      if (page.errors.length) throw new Error(`${role ?? 'visitor'}: ${page.errors.map((e) => e.message).join('; ')}`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Wrote ${written.length} screenshots into docs/screenshots/`);
