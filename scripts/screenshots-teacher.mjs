// The teacher's area (its own pages and its evidence) as its users see it: `node scripts/screenshots-teacher.mjs` starts the built
// portal with the demo data and writes every page of the demo intern's area (dashboard, observations, payments and an
// invoice, profile, data, documents, field hours) at 390x844 and 1366x768 into docs/screenshots/teacher/.
import { SIZES, withScreenshots } from './screenshot-session.mjs';

await withScreenshots('teacher', async ({ browser, server, settle, shot, newPage, signIn, apiToken, apiCall, DEMO }) => {
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
  const sizes = SIZES;
  for (const [size, viewport] of Object.entries(sizes)) {
    const page = await newPage(browser, { viewport, baseURL: server.url });
    await signIn(page, DEMO.teacher);
    for (const [name, path] of pages) {
      await page.goto(`${server.url}${path}`);
      await settle(page);
      await page.screenshot({ path: shot(`${name}-${size}.png`), fullPage: true });
    }
    await page.context().close();
  }
});
