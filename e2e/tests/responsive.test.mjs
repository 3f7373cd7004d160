// Every signed-in page fits a phone (no sideways scrolling, no serious axe finding), the phone menu is a
// drawer, and a table row opens its record by click or keyboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, openSignedIn, DEMO } from '../lib/browser.mjs';
import { AXE, DESKTOP, PHONE, axeViolations, overflowsSideways, sidewaysCulprits } from '../lib/a11y.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const T = { timeout: 20_000 };
const pathOf = (page) => new URL(page.url()).pathname;

/** Every page of each signed-in role; a record page is reached from its list. */
const PAGES = {
  admin: ['/admin/dashboard', '/admin/teachers', '/admin/teachers/add', '/admin/schools', '/admin/schools/add', '/admin/supervisors'],
  adminMore: [
    '/admin/supervisors/add',
    '/admin/settings',
    '/admin/inquiries',
    '/admin/outbox',
    '/admin/compliance',
    '/admin/jobs',
    '/admin/requests',
  ],
  supervisor: ['/supervisor/dashboard', '/supervisor/teachers', '/supervisor/settings'],
  school: ['/school/dashboard', '/school/teachers', '/school/requests', '/school/hired-teachers', '/school/interns', '/school/settings'],
  pendingSchool: ['/school/dashboard', '/school/teachers', '/school/settings'],
  // The teacher's own area (phone first).
  teacher: [
    '/teacher/dashboard',
    '/teacher/observations',
    '/teacher/documents',
    '/teacher/field-hours',
    '/teacher/payments',
    '/teacher/profile',
    '/teacher/data',
  ],
};
const RECORDS = {
  admin: [
    ['/admin/teachers', /^\/admin\/teachers\/[0-9a-f-]{36}$/],
    ['/admin/schools', /^\/admin\/schools\/[0-9a-f-]{36}$/],
    ['/admin/supervisors', /^\/admin\/supervisors\/[0-9a-f-]{36}$/],
  ],
  supervisor: [['/supervisor/teachers', /^\/supervisor\/teachers\/[0-9a-f-]{36}$/]],
};

async function checkPage(page, label) {
  await page.getByRole('heading', { level: 1 }).first().waitFor(T);
  await page.waitForLoadState('networkidle');
  if (await overflowsSideways(page)) assert.fail(`${label} scrolls sideways at 390 px: ${(await sidewaysCulprits(page)).join(' | ')}`);
  assert.deepEqual(await axeViolations(page), [], `axe on ${label} at 390 px`);
}

for (const [key, pages] of Object.entries(PAGES)) {
  const role = key === 'adminMore' ? 'admin' : key;
  test(`${key}: every page fits 390 px without sideways scrolling, with no serious axe finding`, { timeout: 240_000 }, async () => {
    const page = await newPage(browser, { ...PHONE, ...AXE });
    await openSignedIn(page, DEMO[role]);
    for (const path of pages) {
      await page.goto(path);
      await checkPage(page, path);
    }
    for (const [list, record] of key === role ? (RECORDS[role] ?? []) : []) {
      await page.goto(list);
      await page
        .getByRole('link', { name: /View Details/ })
        .first()
        .click();
      await page.waitForURL((u) => record.test(u.pathname), T);
      await checkPage(page, pathOf(page));
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a record with a payment ledger and its invoice fit 390 px, with no serious axe finding', { timeout: 120_000 }, async () => {
  const page = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedIn(page, DEMO.admin);
  // The work queue's overdue payments lead to a record whose ledger has charges and payments.
  await page.goto('/admin/dashboard');
  await page.locator('[data-queue-link="payment-overdue"]').click(T);
  await page
    .getByRole('table', { name: 'Teachers' })
    .getByRole('link', { name: /View Details/ })
    .first()
    .click(T);
  await page.waitForURL((u) => /^\/admin\/teachers\/[0-9a-f-]{36}$/.test(u.pathname), T);
  const charges = page.getByRole('region', { name: 'Financials' }).getByRole('table', { name: /^Payment ledger/ });
  await charges.waitFor(T);
  await checkPage(page, pathOf(page));
  // An overdue charge is still open: its invoice is in its row's 'More actions' menu.
  await charges
    .getByRole('button', { name: /^More actions for INV-\d+$/ })
    .first()
    .click(T);
  await charges.getByRole('link', { name: 'View invoice' }).first().click(T);
  await page.getByRole('article', { name: /^Invoice INV-\d+$/ }).waitFor(T);
  await checkPage(page, pathOf(page));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a record with observations fits 390 px: the observation log reads as cards', { timeout: 120_000 }, async () => {
  const page = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedIn(page, DEMO.admin);
  // A complete intern has formal observations in its log.
  await page.goto('/admin/compliance?status=complete');
  await page.getByRole('row').nth(1).click(T);
  await page.waitForURL((u) => /^\/admin\/teachers\/[0-9a-f-]{36}$/.test(u.pathname), T);
  const log = page.getByRole('table', { name: 'Supervision records' });
  await log.waitFor(T);
  assert.ok((await log.getByRole('row').count()) > 1, 'the log lists observations');
  await checkPage(page, pathOf(page));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a phone the menu is a drawer: it takes focus, Escape closes it and gives focus back, a link closes it', async () => {
  const page = await newPage(browser, PHONE);
  await openSignedIn(page, DEMO.admin);
  await page.waitForURL('**/admin/dashboard');
  // No rail beside the page on a phone.
  assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor(T);
  assert.equal(await drawer.evaluate((d) => d.contains(document.activeElement)), true, 'focus moves into the drawer');
  // Tab stays inside the drawer.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  assert.equal(await drawer.evaluate((d) => d.contains(document.activeElement)), true, 'Tab stays in the drawer');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached', ...T });
  assert.equal(await button.evaluate((b) => b === document.activeElement), true, 'focus returns to the menu button');
  await button.click();
  await drawer.getByRole('link', { name: 'Teachers' }).click();
  await page.waitForURL('**/admin/teachers');
  await drawer.waitFor({ state: 'detached', ...T });
  await page.getByRole('heading', { name: 'Teachers', level: 1 }).waitFor(T);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a teacher row opens the record when clicked anywhere, or with Enter; the ⋯ menu holds Quick view', async () => {
  const page = await newPage(browser, DESKTOP);
  await openSignedIn(page, DEMO.admin, '/admin/teachers');
  const firstRow = page.locator('tbody tr[data-opens]').first();
  await firstRow.waitFor(T);
  await firstRow.getByRole('button', { name: /^More actions: / }).click();
  await firstRow.getByRole('button', { name: 'Quick view' }).click();
  await page.getByRole('dialog').waitFor(T);
  await page.keyboard.press('Escape');
  assert.equal(pathOf(page), '/admin/teachers');
  await firstRow.locator('td').nth(1).click();
  await page.waitForURL((u) => /^\/admin\/teachers\/[0-9a-f-]{36}$/.test(u.pathname), T);
  await page.goBack();
  await page.waitForURL('**/admin/teachers');
  const row = page.locator('tbody tr[data-opens]').nth(1);
  await row.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => /^\/admin\/teachers\/[0-9a-f-]{36}$/.test(u.pathname), T);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the teacher record keeps its Save in view and its section list jumps to a section, marking edits', async () => {
  const page = await newPage(browser, DESKTOP);
  await openSignedIn(page, DEMO.admin, '/admin/teachers');
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await page.waitForURL((u) => /^\/admin\/teachers\/[0-9a-f-]{36}$/.test(u.pathname), T);
  const sections = page.getByRole('navigation', { name: 'Record sections' });
  await sections.getByRole('link', { name: /^Financials/ }).click();
  const financials = page.getByRole('region', { name: 'Financials' });
  await page.waitForFunction(() => {
    const r = document.getElementById('record-financials')?.getBoundingClientRect();
    return r && r.top < window.innerHeight && r.bottom > 0;
  });
  assert.equal(await financials.isVisible(), true);
  // Far down the page, the one Save is still on screen.
  const save = page.getByRole('button', { name: 'Save Changes' });
  assert.equal(await save.count(), 1);
  const box = await save.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 800, `Save Changes in view (y=${box?.y})`);
  // The Financials are the ledger's (not typed); the Hired List just above is edited instead.
  await page.getByRole('region', { name: 'Hired List' }).getByLabel('Pending Items').fill('Transcript');
  await sections
    .getByRole('link', { name: /^Hired List/ })
    .getByText('• Edited')
    .waitFor(T);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a reversible change offers Undo: an inquiry marked handled goes back to new', async () => {
  const page = await newPage(browser, DESKTOP);
  await openSignedIn(page, DEMO.admin, '/admin/inquiries');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Mark handled' }) })
    .first();
  const name = await card.getAttribute('aria-label');
  await card.getByRole('button', { name: 'Mark handled' }).click();
  const same = page.getByRole('article', { name });
  await same.getByRole('button', { name: 'Mark as new' }).waitFor(T);
  await page.getByRole('status').filter({ hasText: 'Inquiry marked handled' }).getByRole('button', { name: 'Undo' }).click();
  await same.getByRole('button', { name: 'Mark handled' }).waitFor(T);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('teacher: every page fits 1366 px too, with no serious axe finding', { timeout: 240_000 }, async () => {
  const page = await newPage(browser, { viewport: { width: 1366, height: 900 }, ...AXE });
  await openSignedIn(page, DEMO.teacher);
  for (const path of PAGES.teacher) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor(T);
    await page.waitForLoadState('networkidle');
    assert.equal(await overflowsSideways(page), false, `${path} scrolls sideways at 1366 px`);
    assert.deepEqual(await axeViolations(page), [], `axe on ${path} at 1366 px`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
