// No word breaks inside its letters anywhere data shows (table cells, the phone cards'
// labels and values, description lists, stat figures), on every role's pages at 1366 x 768 and 390 x 844, and no page
// scrolls sideways. The printable evidence page names a form recorded before the portal as such.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, settle, openSignedIn, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
import { overflowsSideways, sidewaysCulprits } from '../lib/a11y.mjs';
import { brokenWords } from '../lib/words.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const T = { timeout: 20_000 };
const SIZES = [
  ['1366 px', { viewport: { width: 1366, height: 768 } }],
  ['390 px', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];

/** Visits each path as the signed-in user: no broken word, no sideways scrolling, no page error. */
async function readsWhole(page, paths, size) {
  const problems = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page, { main: true });
    for (const b of await brokenWords(page)) problems.push(`${path} at ${size}: ${b}`);
    if (await overflowsSideways(page)) problems.push(`${path} scrolls sideways at ${size}: ${(await sidewaysCulprits(page)).join(' | ')}`);
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(page.errors, []);
}

/** The demo intern (teacher@example.org): observations, a receipt, documents, field hours and an open invoice. */
async function demoIntern(admin) {
  const { body } = await apiCall('GET', 'teachers/all?view=list', { token: admin });
  return body.find((t) => t.contact.email === DEMO.teacher);
}

let fixture;
/** The demo intern with a charge of its own (an invoice to open) and a part payment on the ledger. */
async function adminFixture() {
  if (fixture) return fixture;
  const admin = await apiToken(DEMO.admin);
  const intern = await demoIntern(admin);
  assert.ok(intern, 'the demo intern is on the list');
  const today = new Date().toISOString().slice(0, 10);
  const description = 'Tables read: observation and certification processing fee';
  const charged = await apiCall('POST', `teachers/${intern.ref}/charges`, {
    token: admin,
    body: { description, amount: 420, date: today },
  });
  assert.equal(charged.status, 201, JSON.stringify(charged.body));
  const charge = charged.body.charges.find((c) => c.description === description);
  await apiCall('POST', `teachers/${intern.ref}/payments`, {
    token: admin,
    body: { chargeId: charge._id, amount: 120, date: today, method: 'bank transfer', note: 'First instalment' },
  });
  fixture = { admin, intern, charge };
  return fixture;
}

for (const [size, options] of SIZES) {
  test(`the record (every section), its evidence and an invoice keep every word whole, at ${size}`, { timeout: 120_000 }, async () => {
    const { intern, charge } = await adminFixture();
    const page = await newPage(browser, options);
    await openSignedIn(page, DEMO.admin);
    // The record's sections are all on one page: Supervisions with its observation table, Documents, Field hours,
    // Financials with its ledger. Each must have shown before the page is measured.
    await page.goto(`/admin/teachers/${intern.ref}`);
    for (const name of ['Supervisions', 'Documents', 'Financials']) await page.getByRole('region', { name }).first().waitFor(T);
    await page.getByRole('region', { name: 'Financials' }).getByRole('row').filter({ hasText: 'Tables read' }).first().waitFor(T);
    await readsWhole(
      page,
      [`/admin/teachers/${intern.ref}`, `/admin/teachers/${intern.ref}/evidence`, `/admin/teachers/${intern.ref}/invoices/${charge._id}`],
      size,
    );
    await page.context().close();
  });

  test(`the admin's lists and dashboards keep every word whole, at ${size}`, { timeout: 180_000 }, async () => {
    const { admin } = await adminFixture();
    const schools = await apiCall('GET', 'schools/all', { token: admin });
    const supervisors = await apiCall('GET', 'supervisors/all', { token: admin });
    const page = await newPage(browser, options);
    await openSignedIn(page, DEMO.admin);
    await readsWhole(
      page,
      [
        '/admin/dashboard',
        '/admin/teachers',
        '/admin/compliance',
        '/admin/requests',
        '/admin/schools',
        '/admin/supervisors',
        '/admin/jobs',
        '/admin/outbox',
        '/admin/inquiries',
        '/admin/client-errors',
        ...(Array.isArray(schools.body) && schools.body[0] ? [`/admin/schools/${schools.body[0]._id}`] : []),
        ...(Array.isArray(supervisors.body) && supervisors.body[0] ? [`/admin/supervisors/${supervisors.body[0]._id}`] : []),
      ],
      size,
    );
    await page.context().close();
  });

  test(`the supervisor's and the school's pages keep every word whole, at ${size}`, { timeout: 180_000 }, async () => {
    const token = await apiToken(DEMO.supervisor);
    const { body: mine } = await apiCall('GET', 'teachers/all?view=list', { token });
    const sup = await newPage(browser, options);
    await openSignedIn(sup, DEMO.supervisor);
    await readsWhole(
      sup,
      [
        '/supervisor/dashboard',
        '/supervisor/teachers',
        `/supervisor/teachers/${mine[0].ref}`,
        `/supervisor/teachers/${mine[0].ref}/evidence`,
      ],
      size,
    );
    await sup.context().close();

    const school = await newPage(browser, options);
    await openSignedIn(school, DEMO.school);
    await readsWhole(
      school,
      ['/school/dashboard', '/school/teachers', '/school/requests', '/school/hired-teachers', '/school/interns', '/browse'],
      size,
    );
    await school.context().close();
  });

  test(`the teacher's own pages keep every word whole, at ${size}`, { timeout: 120_000 }, async () => {
    const page = await newPage(browser, options);
    await openSignedIn(page, DEMO.teacher);
    await readsWhole(
      page,
      [
        '/teacher/dashboard',
        '/teacher/observations',
        '/teacher/documents',
        '/teacher/field-hours',
        '/teacher/payments',
        '/teacher/profile',
        '/teacher/data',
      ],
      size,
    );
    await page.context().close();
  });
}

test("the record's payment ledger fits its card at 1366 px: no sideways scrolling of its own, each row's actions in view", async () => {
  const { intern, charge } = await adminFixture();
  const page = await newPage(browser, SIZES[0][1]);
  await openSignedIn(page, DEMO.admin, `/admin/teachers/${intern.ref}#record-financials`);
  const financials = page.getByRole('region', { name: 'Financials' });
  const table = financials.getByRole('table', { name: /^Payment ledger/ });
  const row = table.getByRole('row').filter({ hasText: 'Tables read' }).first();
  await row.waitFor(T);
  await settle(page, { main: true });
  // An over-wide table becomes a region that scrolls sideways: there is none, and the table is no wider than its frame.
  assert.equal(await financials.getByRole('region', { name: /scrolls sideways/ }).count(), 0);
  const fit = await table.evaluate((el) => {
    const frame = el.parentElement.getBoundingClientRect();
    const outside = [...el.querySelectorAll('tbody button, tbody a')]
      .filter((c) => c.getBoundingClientRect().right > frame.right + 1)
      .map((c) => c.getAttribute('aria-label') || c.textContent);
    return { table: el.getBoundingClientRect().width, frame: frame.width, outside };
  });
  assert.ok(fit.table <= fit.frame + 1, `the ledger is ${fit.table} px wide in a frame of ${fit.frame} px`);
  assert.deepEqual(fit.outside, []);
  // The open charge's other actions are in its menu, which opens within the page.
  const number = `INV-${charge.number}`;
  await row.getByRole('button', { name: `More actions for ${number}` }).click(T);
  const invoice = row.getByRole('link', { name: 'View invoice' });
  await invoice.waitFor(T);
  assert.ok((await invoice.boundingBox()).x + (await invoice.boundingBox()).width <= 1366);
  await row.getByRole('button', { name: 'Resend invoice' }).waitFor(T);
  assert.equal(await overflowsSideways(page), false);
  await page.keyboard.press('Escape');
  await invoice.waitFor({ state: 'detached', ...T });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the evidence page shows a form recorded before the portal as such, and a form never received as Not uploaded', async () => {
  // A record of its own (the demo intern's forms are uploaded by other journeys): one form ticked as received, as
  // records were before files were kept, the other not.
  const admin = await apiToken(DEMO.admin);
  const made = await apiCall('POST', 'teachers', {
    token: admin,
    body: {
      name: { first: 'Noor', last: 'Recorded' },
      teacherStatus: 'intern',
      formsStatus: { mentorHandbookFormsUploaded: { uploaded: true } },
    },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const intern = made.body;
  const { body } = await apiCall('GET', `teachers/${intern._id}/documents`, { token: admin });
  const recorded = body.kinds.filter((k) => k.current?.source === 'before_portal');
  const missing = body.kinds.filter((k) => k.versions.length === 0);
  assert.ok(recorded.length > 0, 'a form ticked as received is a version recorded before the portal');
  assert.ok(missing.length > 0, 'a form not ticked has no version');
  const page = await newPage(browser, SIZES[1][1]);
  await openSignedIn(page, DEMO.admin, `/admin/teachers/${intern._id}/evidence`);
  const table = page.getByRole('table', { name: 'Documents' });
  await table.waitFor(T);
  for (const k of recorded) {
    const row = table.getByRole('row').filter({ hasText: k.label });
    assert.match(await row.first().innerText(), /before the portal/, k.label);
    assert.doesNotMatch(await row.first().innerText(), /Not uploaded/, k.label);
  }
  for (const k of missing) assert.match(await table.getByRole('row').filter({ hasText: k.label }).first().innerText(), /Not uploaded/);
  await page.context().close();
});

test('printed, the evidence page and an invoice are alone on the paper (one printable-document frame)', { timeout: 60_000 }, async () => {
  const { intern, charge } = await adminFixture();
  const page = await newPage(browser, SIZES[0][1]);
  await openSignedIn(page, DEMO.admin);
  const documents = [
    [`/admin/teachers/${intern.ref}/evidence`, /^Evidence of /, 'Print evidence'],
    [`/admin/teachers/${intern.ref}/invoices/${charge._id}`, /^Invoice /, 'Print invoice'],
  ];
  const visibility = (locator) => locator.evaluate((el) => getComputedStyle(el).visibility);
  for (const [path, name, print] of documents) {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(path);
    await settle(page, { main: true });
    const doc = page.getByRole('article', { name });
    await doc.waitFor(T);
    // Printed (the page has loaded on the screen first: printed, <main> itself is hidden but for the document).
    await page.emulateMedia({ media: 'print' });
    assert.equal(await visibility(doc), 'visible', path);
    assert.equal(await visibility(doc.getByRole('table').first()), 'visible', path);
    // The menu and the page's Print button stay off the paper; the document starts at its corner.
    // (By CSS: hidden, they leave the accessibility tree that getByRole reads.)
    assert.equal(await visibility(page.locator(`button[aria-label="${print}"]`)), 'hidden', path);
    assert.equal(await visibility(page.locator('nav').first()), 'hidden', path);
    const box = await doc.boundingBox();
    assert.ok(box && box.x < 1 && box.y < 1, `${path}: the document starts at the paper's corner (${JSON.stringify(box)})`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// --- Measured: dates on one line, words whole where the column could hold them, short phone rows, a readable Outbox ---

/** A date as the tables show it ('Mar 3, 2026'). */
const DATE = /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/g;

/**
 * The lines a piece of text takes on screen: each character's box from a Range over its text node, tops within a few
 * pixels counted as one line.
 */
const LINES_SOURCE = `(node, from, to) => {
  const tops = [];
  for (let i = from; i < to; i++) {
    if (/\\s/.test(node.data[i])) continue;
    const r = document.createRange();
    r.setStart(node, i);
    r.setEnd(node, i + 1);
    const box = r.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (!tops.some((t) => Math.abs(t - box.top) < 4)) tops.push(box.top);
  }
  return tops.length;
}`;

/** Every date shown in a table cell that takes more than one line: "'Mar 3, 2026' in 3 lines". */
const wrappedDates = (page) =>
  page.evaluate(
    ({ source, pattern }) => {
      const lines = eval(source);
      const bad = [];
      for (const cell of document.querySelectorAll('table td')) {
        if (cell.getClientRects().length === 0) continue;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const m of node.data.matchAll(new RegExp(pattern, 'g'))) {
            const n = lines(node, m.index, m.index + m[0].length);
            if (n > 1) bad.push(`'${m[0]}' in ${n} lines`);
          }
        }
      }
      return bad;
    },
    { source: LINES_SOURCE, pattern: DATE.source },
  );

/** Lines of text in each body row of the first table (a phone card's height in lines). */
const rowLines = (page) =>
  page.evaluate(() => {
    return [...document.querySelectorAll('table tbody tr[data-index]')]
      .filter((row) => row.getClientRects().length > 0)
      .slice(0, 20)
      .map((row) => {
        const tops = [];
        const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement || node.parentElement.getClientRects().length === 0 || !node.data.trim()) continue;
          const r = document.createRange();
          r.selectNodeContents(node);
          for (const box of r.getClientRects()) if (box.width > 0 && !tops.some((t) => Math.abs(t - box.top) < 8)) tops.push(box.top);
        }
        return { text: row.innerText.replace(/\s+/g, ' ').trim(), lines: tops.length };
      });
  });

/** Cells whose text is cut (an ellipsis) without the whole text in a title to show on hover. */
const cutWithoutHover = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table td')]
      .filter((c) => c.getClientRects().length > 0 && c.scrollWidth > c.clientWidth + 1)
      .filter((c) => !c.querySelector('[title]') && !c.closest('[title]'))
      .map((c) => c.innerText.trim())
      .slice(0, 10),
  );

const pageWidth = (page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));

/**
 * Boxes that scroll sideways (a table wider than its card) but cannot be reached or named: each must take keyboard
 * focus and say what it holds.
 */
const unnamedScrollers = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.tabIndex < 0 || !el.getAttribute('aria-label'))
      .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 40)}`),
  );

for (const [size, options] of SIZES) {
  test(
    `the staff tables keep each date on one line and each word whole, and the page never scrolls sideways, at ${size}`,
    { timeout: 180_000 },
    async () => {
      const { intern } = await adminFixture();
      const page = await newPage(browser, options);
      await openSignedIn(page, DEMO.admin);
      const problems = [];
      for (const path of ['/admin/teachers', '/admin/compliance', '/admin/outbox', `/admin/teachers/${intern.ref}`]) {
        await page.goto(path);
        await settle(page, { main: true });
        await page.locator('table tbody tr').first().waitFor(T);
        for (const d of await wrappedDates(page)) problems.push(`${path} at ${size}: ${d}`);
        for (const b of await brokenWords(page, 'table td')) problems.push(`${path} at ${size}: ${b}`);
        for (const c of await cutWithoutHover(page)) problems.push(`${path} at ${size}: cut with no hover text: ${c}`);
        for (const s of await unnamedScrollers(page)) problems.push(`${path} at ${size}: scrolls sideways with no name or focus: ${s}`);
        const widths = await pageWidth(page);
        if (widths.page > widths.viewport) {
          problems.push(`${path} at ${size} is ${widths.page} px wide: ${(await sidewaysCulprits(page)).join(' | ')}`);
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    },
  );
}

test('at 1366 px the teacher list shows each e-mail whole, and the row is the link: no button per row', { timeout: 60_000 }, async () => {
  const page = await newPage(browser, SIZES[0][1]);
  await openSignedIn(page, DEMO.admin, '/admin/teachers');
  await settle(page, { main: true });
  const table = page.getByRole('table', { name: 'Teachers' });
  await table.getByRole('row').nth(1).waitFor(T);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('table td[data-label="Email"]')]
      .filter((c) => c.getClientRects().length > 0)
      .filter((c) => {
        const span = c.querySelector('span[title]');
        return span && span.scrollWidth > span.clientWidth + 1;
      })
      .map((c) => c.innerText.trim()),
  );
  assert.deepEqual(cut, [], 'e-mails cut with an ellipsis');
  assert.equal(await table.getByRole('button', { name: /View Details/ }).count(), 0);
  assert.equal(await table.getByRole('link', { name: /^View Details$/ }).count(), 0, 'no per-row View Details button');
  // The teacher's name is the link to the record; Enter on the focused row opens it too.
  const first = table.getByRole('row').nth(1);
  const name = first.getByRole('link', { name: /^View Details: / });
  const href = await name.getAttribute('href');
  assert.match(href, /^\/admin\/teachers\/\d+$/);
  await first.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => /^\/admin\/teachers\/[0-9a-f-]{36}$/.test(u.pathname), T);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('at 390 px a teacher on the list is a card of at most 3 lines', { timeout: 60_000 }, async () => {
  const page = await newPage(browser, SIZES[1][1]);
  await openSignedIn(page, DEMO.admin, '/admin/teachers');
  await settle(page, { main: true });
  await page.getByRole('table', { name: 'Teachers' }).getByRole('row').nth(1).waitFor(T);
  const rows = await rowLines(page);
  assert.ok(rows.length > 5, 'the list shows teachers');
  assert.deepEqual(
    rows.filter((r) => r.lines > 3),
    [],
    'rows over 3 lines',
  );
  assert.ok(
    rows.some((r) => / due /.test(r.text)),
    `a card says what is due: ${rows.map((r) => r.text).join(' | ')}`,
  );
  await page.context().close();
});

for (const [size, options] of SIZES) {
  test(
    `an opened Outbox message never makes the page wider than the window, and its demo link can be followed, at ${size}`,
    { timeout: 90_000 },
    async () => {
      // A sign-in link for the demo teacher: without SMTP the demo's outbox is the only place to read it.
      const asked = await apiCall('POST', 'auth/sign-in-link', { body: { email: DEMO.teacher } });
      assert.ok(asked.status < 300, JSON.stringify(asked.body));
      const page = await newPage(browser, options);
      await openSignedIn(page, DEMO.admin, '/admin/outbox');
      await settle(page, { main: true });
      const row = page.getByRole('row').filter({ hasText: DEMO.teacher }).filter({ hasText: 'Your sign-in link' }).first();
      await row.getByRole('link', { name: 'Your sign-in link' }).click(T);
      const panel = page.getByRole('region', { name: 'Your sign-in link' });
      await panel.waitFor(T);
      const widths = await pageWidth(page);
      assert.ok(widths.page <= widths.viewport, `the page is ${widths.page} px wide in a ${widths.viewport} px window`);
      const box = await panel.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= widths.viewport + 1, `the panel runs out of the window: ${JSON.stringify(box)}`);
      const body = page.getByTestId('outbox-message-body');
      assert.ok(await body.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the message text runs out of its box');
      const link = panel.getByRole('link', { name: /\/login\/link#token=/ });
      assert.match(await link.getAttribute('href'), /^https?:\/\//);
      await panel.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'detached', ...T });
      // The delivery notice's example address wraps inside its box too.
      const notice = page.getByRole('status', { name: 'E-mail delivery is off' });
      if (await notice.count()) assert.ok(await notice.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the SMTP example runs out');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    },
  );
}
