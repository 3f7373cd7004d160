// No word breaks inside its letters anywhere data shows (table cells, the phone cards'
// labels and values, description lists, stat figures), on every role's pages at 1366 x 768 and 390 x 844, and no page
// scrolls sideways. The printable evidence page names a form recorded before the portal as such.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, settle, signIn, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
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
    await signIn(page, DEMO.admin);
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
    await signIn(page, DEMO.admin);
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
    await signIn(sup, DEMO.supervisor);
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
    await signIn(school, DEMO.school);
    await readsWhole(
      school,
      ['/school/dashboard', '/school/teachers', '/school/requests', '/school/hired-teachers', '/school/interns', '/browse'],
      size,
    );
    await school.context().close();
  });

  test(`the teacher's own pages keep every word whole, at ${size}`, { timeout: 120_000 }, async () => {
    const page = await newPage(browser, options);
    await signIn(page, DEMO.teacher);
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
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/teachers/${intern._id}/evidence`);
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
  await signIn(page, DEMO.admin);
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
