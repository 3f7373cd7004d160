// The teacher's area (issues 31 and 32) as its users see it: `node scripts/screenshots-teacher.mjs` starts the built
// portal with the demo data and writes every page of the demo intern's area (dashboard, observations, payments and an
// invoice, profile, data, documents, field hours) at 390x844 and 1366x768 into docs/screenshots/teacher/.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, ROOT } from './portal.mjs';

const out = join(ROOT, 'docs/screenshots/teacher');
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'portal-shots-'));
const server = await startPortal({ dataDir });
process.env.E2E_BASE_URL = server.url;
const { launch, newPage, signIn, apiToken, apiCall, DEMO } = await import('../e2e/lib/browser.mjs');
const browser = await launch();
const settle = async (page) => {
  await page.waitForLoadState('networkidle');
  await page
    .getByText(/^Loading/)
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => {});
  await page.waitForTimeout(600);
};
try {
  const token = await apiToken(DEMO.teacher);
  const charge = (await apiCall('GET', 'me/ledger', { token })).body.charges[0]?._id;
  const pages = [
    ['dashboard', '/teacher/dashboard'],
    ['observations', '/teacher/observations'],
    ['payments', '/teacher/payments'],
    ...(charge ? [['invoice', `/teacher/payments/invoices/${charge}`]] : []),
    ['profile', '/teacher/profile'],
    ['data', '/teacher/data'],
    ['documents', '/teacher/documents'],
    ['field-hours', '/teacher/field-hours'],
  ];
  const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } };
  for (const [size, viewport] of Object.entries(sizes)) {
    const page = await newPage(browser, { viewport, baseURL: server.url });
    await signIn(page, DEMO.teacher);
    for (const [name, path] of pages) {
      await page.goto(`${server.url}${path}`);
      await settle(page);
      await page.screenshot({ path: join(out, `${name}-${size}.png`), fullPage: true });
    }
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
