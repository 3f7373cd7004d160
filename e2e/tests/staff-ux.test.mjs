// The staff experience as its users see it at 1366 x 768 and 390 x 844: the glossary's words
// on the rendered pages, words whole in every table cell (measured with a Range per character), the Requests page and
// its Approve confirmation, the record's section list (scroll-margin, scroll-spy, every section), the payment's error
// summary, the supervisor's phone-first dashboard, and the school's request states as labels.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, settle, openSignedIn, apiCall, apiToken, DEMO, DEMO_PASSWORD } from '../lib/browser.mjs';
import { AXE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';
// The measure of broken words (table cells, the phone cards' labels, lists, figures) is shared.
import { brokenWords } from '../lib/words.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const T = { timeout: 20_000 };
const WIDE = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// shared-domain/src/glossary.ts RETIRED_TERMS (the e2e tests are plain JavaScript and do not import the TypeScript).
const RETIRED = ['Amount due', 'Not specified', 'set Active', 'N/A'];

const firstIntern = async (token) => {
  const { body } = await apiCall('GET', 'teachers/all?view=list', { token });
  // The list's items name a teacher by its record number (ref), which every teachers/{id} route takes.
  return body.find((t) => t.teacherStatus === 'intern') ?? body[0];
};

for (const [size, options] of [
  ['1366 px', WIDE],
  ['390 px', PHONE],
]) {
  test(`no table cell breaks a word inside its letters and no page uses a retired word, at ${size}`, async () => {
    const admin = await apiToken(DEMO.admin);
    const intern = await firstIntern(admin);
    const page = await newPage(browser, { ...options, ...AXE });
    await openSignedIn(page, DEMO.admin);
    for (const path of [
      `/admin/teachers/${intern.ref}`,
      '/admin/requests',
      '/admin/teachers',
      '/admin/schools',
      '/admin/supervisors',
      '/admin/compliance',
    ]) {
      await page.goto(path);
      await settle(page);
      assert.deepEqual(await brokenWords(page), [], `${path} at ${size}`);
      const text = await page.locator('main').innerText();
      for (const word of RETIRED)
        assert.ok(!new RegExp(`(^|[^A-Za-z])${word.replace('/', '\\/')}([^A-Za-z]|$)`).test(text), `${path} says ${word}`);
      assert.equal(await overflowsSideways(page), false, `${path} scrolls sideways at ${size}`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();

    const sup = await newPage(browser, options);
    await openSignedIn(sup, DEMO.supervisor);
    await sup.getByRole('heading', { name: 'My Teachers' }).waitFor(T);
    assert.deepEqual(await brokenWords(sup), [], `supervisor dashboard at ${size}`);
    await sup.context().close();
  });
}

test('the admin Requests page keeps its filters in the URL, and Approve asks first, naming what the school will see', async () => {
  // A school asks about a teacher (through the API), so that one request is pending.
  const signin = await apiCall('POST', 'auth/signin', { body: { email: DEMO.school, password: DEMO_PASSWORD } });
  const school = { token: signin.body.token, id: signin.body.user.profile };
  const { body: available } = await apiCall('GET', 'teachers/available', { token: school.token });
  const teacher = available.find((t) => !t.request);
  assert.ok(teacher, 'the demo school has a teacher it has not asked about');
  const created = await apiCall('POST', 'requests/create', { token: school.token, body: { teacherId: teacher._id, schoolId: school.id } });
  assert.equal(created.status, 201);
  const name = `${teacher.name.first} ${teacher.name.last}`;

  const page = await newPage(browser, { ...WIDE, ...AXE });
  await openSignedIn(page, DEMO.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests', exact: true }).click();
  await page.waitForURL('**/admin/requests');
  await page.getByRole('heading', { name: 'Requests', level: 1 }).waitFor(T);
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await page.waitForURL('**/admin/requests?status=pending');
  await page.getByLabel('Teacher').selectOption({ label: name });
  assert.equal(new URL(page.url()).searchParams.get('teacher'), teacher._id);
  // The filters survive a reload: they are the URL's.
  await page.reload();
  // The teacher may also be asked about by another school: the row is the demo school's request.
  const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Bluebonnet Elementary' });
  await row.waitFor(T);
  assert.equal(await page.getByLabel('Status', { exact: true }).inputValue(), 'pending');
  assert.deepEqual(await axeViolations(page), []);

  await row.getByRole('button', { name: /^Approve request from/ }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Release ${name}'s details to `) });
  await dialog.getByRole('list', { name: 'What the school will see' }).getByText('e-mail addresses and phone number').waitFor(T);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const still = await apiCall('GET', `requests/${school.id}`, { token: school.token });
  assert.equal(still.body.requests.find((r) => r.teacher._id === teacher._id).status, 'pending', 'Cancel sent nothing');

  await row.getByRole('button', { name: /^Approve request from/ }).click();
  await dialog.getByRole('button', { name: 'Approve and release details' }).click();
  await page.getByText('Request approved').waitFor(T);
  const after = await apiCall('GET', `requests/${school.id}`, { token: school.token });
  assert.equal(after.body.requests.find((r) => r.teacher._id === teacher._id).status, 'approved');
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // The school sees the state as a label, not a button.
  const sp = await newPage(browser, WIDE);
  await openSignedIn(sp, DEMO.school, '/school/teachers');
  await sp.getByRole('searchbox', { name: 'Search teachers' }).fill(teacher.name.last);
  const card = sp.getByRole('listitem', { name }).first();
  await card.getByText('Approved', { exact: true }).waitFor(T);
  assert.equal(await card.getByRole('button', { name: /Approved|Denied|Pending/ }).count(), 0);
  await sp.context().close();
});

test("the record's section list marks where the reader is, lists every section, and a section opens below the sticky bar", async () => {
  const admin = await apiToken(DEMO.admin);
  const intern = await firstIntern(admin);
  const page = await newPage(browser, WIDE);
  await openSignedIn(page, DEMO.admin, `/admin/teachers/${intern.ref}`);
  const nav = page.getByRole('navigation', { name: 'Record sections' });
  await nav.waitFor(T);
  for (const name of ['Personal Information', 'Supervisions', 'Financials', 'Assignment', 'History'])
    await nav.getByRole('link', { name }).waitFor(T);
  await nav.getByRole('link', { name: 'Financials' }).click();
  await page.waitForFunction(() => document.querySelector('a[href="#record-financials"]')?.getAttribute('aria-current') === 'location');
  await nav.getByRole('link', { name: 'Personal Information' }).click();
  await page.waitForFunction(() => document.querySelector('a[href="#record-personal"]')?.getAttribute('aria-current') === 'location');
  const barBottom = await page.evaluate(() => document.querySelector('[data-record-bar]').getBoundingClientRect().bottom);
  const heading = await page.getByRole('heading', { name: 'Personal Information' }).boundingBox();
  assert.ok(heading.y >= barBottom - 1, `'Personal Information' (top ${heading.y}) is not under the sticky bar (bottom ${barBottom})`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [size, options] of [
  ['1366 px', WIDE],
  ['390 px', PHONE],
]) {
  test(`every card of the record is in the section list and under the sticky bar, at ${size}`, async () => {
    const admin = await apiToken(DEMO.admin);
    const intern = await firstIntern(admin);
    const page = await newPage(browser, options);
    await openSignedIn(page, DEMO.admin, `/admin/teachers/${intern.ref}`);
    await page.locator('#record-history').getByRole('heading', { name: 'History' }).waitFor(T);
    await settle(page);
    // The list (a side list wide, a jump menu on the phone) names every card's anchor, and every card holding a
    // heading on the page is one of them ("What's left" is the page's summary, not a section).
    const anchors = await page.evaluate(
      (phone) =>
        phone
          ? [...document.querySelectorAll('select[aria-label="Jump to section"] option')].map((o) => o.value).filter(Boolean)
          : [...document.querySelectorAll('nav[aria-label="Record sections"] a')].map((a) => a.getAttribute('href').slice(1)),
      size === '390 px',
    );
    for (const id of ['record-personal', 'record-assignment', 'record-portal', 'record-documents', 'record-field-hours', 'record-history'])
      assert.ok(anchors.includes(id), `${id} is not in the section list at ${size}: ${anchors.join(' ')}`);
    const unlisted = await page.evaluate((listed) => {
      const cards = listed.map((id) => document.getElementById(id));
      return [...document.querySelectorAll('main h2')]
        .filter((h) => !h.closest('[role="dialog"]') && h.textContent !== "What's left" && !cards.some((c) => c?.contains(h)))
        .map((h) => h.textContent);
    }, anchors);
    assert.deepEqual(unlisted, [], `cards left out of the section list at ${size}`);
    // The first link of the side list is not under the sticky bar.
    if (size === '1366 px') {
      const bar = await page.locator('[data-record-bar]').boundingBox();
      const first = await page.getByRole('navigation', { name: 'Record sections' }).getByRole('link').first().boundingBox();
      assert.ok(
        first.y >= bar.y + bar.height - 1,
        `the first section link (top ${first.y}) is under the sticky bar (bottom ${bar.y + bar.height})`,
      );
    }
    // Scrolled to the last card, the bar (the name and Save Changes) is still in view at the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    const bar = await page.locator('[data-record-bar]').boundingBox();
    assert.ok(bar && bar.y >= -1 && bar.y < 5, `the sticky bar left the view at the bottom of the page at ${size} (top ${bar?.y})`);
    assert.ok(await page.getByRole('button', { name: 'Save Changes' }).isVisible());
    const history = await page.locator('#record-history').boundingBox();
    assert.ok(history.y + history.height > bar.y + bar.height, 'the last card is hidden under the bar');
    assert.equal(await overflowsSideways(page), false, `the record scrolls sideways at ${size}`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`record page height at ${size}: ${height} px`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a payment over the balance due is refused before it is sent, in one error summary at the top linking to the field', async () => {
  const admin = await apiToken(DEMO.admin);
  const intern = await firstIntern(admin);
  const today = new Date().toISOString().slice(0, 10);
  const charge = await apiCall('POST', `teachers/${intern.ref}/charges`, {
    token: admin,
    body: { description: 'Overpayment check fee', amount: 300, date: today },
  });
  assert.equal(charge.status, 201, JSON.stringify(charge.body));
  const page = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedIn(page, DEMO.admin, `/admin/teachers/${intern.ref}#record-financials`);
  const financials = page.getByRole('region', { name: 'Financials' });
  await financials.getByRole('row').filter({ hasText: 'Overpayment check fee' }).getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record payment' });
  const amount = pay.getByRole('spinbutton', { name: 'Amount (USD)' });
  await amount.fill('350');
  let posted = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/payments') && posted++);
  // The dialog's action stays on screen at 390 px (sticky footer).
  const submit = pay.getByRole('button', { name: 'Record payment' });
  const box = await submit.boundingBox();
  assert.ok(box.y + box.height <= 844, 'Record payment is on the screen');
  await submit.click();
  const summary = pay.getByRole('alert', { name: 'There is a problem' });
  const message = "Amount must be at most $300.00, the charge's balance due";
  await summary.getByRole('link', { name: message }).waitFor(T);
  assert.equal(await pay.getByText(message).count(), 2, 'the message shows at the field and in the summary, no more');
  assert.equal(await pay.getByText(/amount:/).count(), 0);
  assert.equal(posted, 0, 'nothing was sent');
  await summary.getByRole('link', { name: message }).click();
  assert.equal(await amount.evaluate((el) => el === document.activeElement), true);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the supervisor's first screen at 390 px shows My Teachers", async () => {
  const page = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedIn(page, DEMO.supervisor);
  const heading = page.getByRole('heading', { name: 'My Teachers' });
  await heading.waitFor(T);
  const box = await heading.boundingBox();
  assert.ok(box.y + box.height <= 844, `My Teachers starts at ${box.y} px, below the first screen`);
  const stats = await page.getByRole('heading', { name: 'Interns with no supervision yet' }).boundingBox();
  assert.ok(stats === null || stats.y > box.y);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The observation dialog keeps Save and Cancel on the first screen at 390 x 844.
test("the supervisor's observation dialog at 390 px shows Save and Cancel without scrolling", async () => {
  const page = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedIn(page, DEMO.supervisor);
  const open = page.getByRole('button', { name: /^Add observation for / }).first();
  await open.waitFor(T);
  const name = (await open.textContent()).replace(/^Add observation for /, '').trim();
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Add observation: ${name}` });
  await dialog.waitFor(T);
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const label of ['Save', 'Cancel']) {
    const box = await dialog.getByRole('button', { name: label, exact: true }).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `${label} is at ${box?.y} px, off the first screen`);
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `${label} is at x ${box.x} px, off the screen`);
  }
  // The page was not scrolled to reach them.
  assert.equal(await page.evaluate(() => window.scrollY), scrolled);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
