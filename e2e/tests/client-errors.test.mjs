// A page that throws shows the error panel inside the area's layout (not a blank page), the menu and
// sign-out still work, and the report reaches the server, where an admin reads it. The page is made to throw by
// ?__throw=render, which the app honours only when the server runs with CLIENT_TEST_HOOKS=1 (e2e/run.mjs does).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, openSignedIn, signOut, apiCall, apiToken, DEMO } from '../lib/browser.mjs';

let browser;
let admin;
before(async () => {
  browser = await launch();
  admin = await apiToken(DEMO.admin);
});
after(async () => browser?.close());

const WAIT = { timeout: 20_000 };

test('a page that throws shows the error panel in the layout; Try again, the menu and sign-out work; admins see the report', async () => {
  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor(WAIT);

  await page.goto('/admin/outbox?__throw=render&email=someone@example.org');
  const panel = page.getByRole('alert').filter({ hasText: 'Something went wrong on this page' });
  await panel.waitFor(WAIT);
  assert.equal(await page.getByRole('heading', { name: 'Outbox', level: 1 }).count(), 0, 'the page did not render');
  // The area's layout is still there around the panel.
  const menu = page.getByRole('navigation').first();
  await menu.getByRole('link', { name: 'Scheduled Jobs' }).waitFor(WAIT);

  // 'Try again' renders the page again (the query flag is still there, so it throws again: the panel stays up).
  await panel.getByRole('button', { name: 'Try again' }).click();
  await panel.waitFor(WAIT);

  // The menu still works: another page replaces the panel.
  await menu.getByRole('link', { name: 'Scheduled Jobs' }).click();
  await page.getByRole('heading', { name: 'Scheduled Jobs', level: 1 }).waitFor(WAIT);
  assert.equal(await panel.count(), 0);

  // The report reached the server: the area, the path without its query string, the role, no e-mail address.
  let reports = [];
  for (let i = 0; i < 50 && !reports.some((r) => r.page === '/admin/outbox'); i++) {
    reports = (await apiCall('GET', 'client-errors', { token: admin })).body;
    await new Promise((r) => setTimeout(r, 100));
  }
  const report = reports.find((r) => r.page === '/admin/outbox');
  assert.ok(report, 'the report reached the server');
  assert.equal(report.area, 'admin');
  assert.equal(report.kind, 'render');
  assert.equal(report.role, 'admin');
  assert.match(report.message, /Test error thrown on request/);
  assert.doesNotMatch(JSON.stringify(report), /example\.org/);

  // The admin reads it on the Client errors page.
  await menu.getByRole('link', { name: 'Client errors' }).click();
  const table = page.getByRole('table', { name: 'Recent client errors' });
  await table.getByRole('row').filter({ hasText: '/admin/outbox' }).first().waitFor(WAIT);

  await page.goto('/admin/outbox?__throw=render');
  await panel.waitFor(WAIT);
  await signOut(page, DEMO.admin);
  await page.context().close();
});
