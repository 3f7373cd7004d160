// An admin imports a spreadsheet with one bad row, downloads the error file, fixes it and imports it;
// a draft of the teacher record saved in one browser context is offered in another.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, newPage, openSignedIn, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
import { AXE, DESKTOP, PHONE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const T = { timeout: 20_000 };
const base = 7_700_000 + Math.floor(Math.random() * 100_000);
const ids = [base, base + 1, base + 2];
const CSV = [
  'First Name,Last Name,TEA ID,Email,Status',
  `Grace,Hopper,${ids[0]},grace.${base}@example.org,pending`,
  `Alan,,${ids[1]},alan.${base}@example.org,pending`,
  `Ada,Lovelace,${ids[2]},ada.${base}@example.org,intern`,
].join('\r\n');

const byTeaId = async (token) => {
  const { body } = await apiCall('GET', 'teachers/all', { token });
  return new Map(body.filter((t) => ids.includes(t.teaId)).map((t) => [t.teaId, t]));
};

test('an admin imports a file with one bad row, downloads the error file, fixes it and imports it', async () => {
  const page = await newPage(browser, { ...DESKTOP, ...AXE, acceptDownloads: true });
  await openSignedIn(page, DEMO.admin, '/admin/teachers');
  await page.getByRole('link', { name: 'Import' }).click();
  await page.getByRole('heading', { name: 'Import Teachers', level: 1 }).waitFor(T);
  await page
    .getByLabel(/Spreadsheet \(CSV or .xlsx/)
    .setInputFiles({ name: 'program.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await page.getByText('3 rows: 2 new, 0 to update, 0 unchanged, 1 with problems.').waitFor(T);
  assert.equal(await page.getByLabel('Last Name', { exact: true }).inputValue(), 'name.last');
  await page.getByRole('row', { name: '3 Last Name (blank) Last name is required' }).waitFor(T);
  assert.equal(await page.getByRole('button', { name: 'Import all' }).isDisabled(), true);
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: '/tmp/imp-import-desktop.png', fullPage: true });

  // The error file: the bad row as it was, plus an 'error' column.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download error file' }).click()]);
  assert.equal(download.suggestedFilename(), 'program-errors.csv');
  const errorFile = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = errorFile.trim().split('\r\n');
  assert.deepEqual(lines, [
    'First Name,Last Name,TEA ID,Email,Status,error',
    `Alan,,${ids[1]},alan.${base}@example.org,pending,"Row 3, Last Name: Last name is required"`,
  ]);

  await page.getByRole('button', { name: 'Import valid rows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import these rows?' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await page.getByText('2 records created, 0 updated, 1 row left out.').waitFor(T);
  // The import ends on a summary with the way on.
  assert.equal(await page.getByRole('link', { name: 'View teachers' }).getAttribute('href'), '/admin/teachers');
  await page.getByRole('button', { name: 'Import another file' }).waitFor(T);
  const admin = await apiToken(DEMO.admin);
  let stored = await byTeaId(admin);
  assert.deepEqual([...stored.keys()].sort(), [ids[0], ids[2]]);

  // Fix the row in the error file and import that file.
  const fixed = errorFile.replace(`Alan,,${ids[1]}`, `Alan,Turing,${ids[1]}`);
  await page.goto('/admin/teachers/import');
  await page
    .getByLabel(/Spreadsheet \(CSV or .xlsx/)
    .setInputFiles({ name: 'program-errors.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await page.getByText('1 row: 1 new, 0 to update, 0 unchanged, 0 with problems.').waitFor(T);
  await page.getByRole('button', { name: 'Import all' }).click();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await page.getByText('1 record created, 0 updated.').waitFor(T);
  stored = await byTeaId(admin);
  assert.equal(stored.get(ids[1])?.name.last, 'Turing');
  // The summary links each record the import wrote: Alan Turing's link opens his record.
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('region', { name: 'Created' }).getByRole('link', { name: 'Alan Turing' }).click();
  await page.waitForURL(`**/admin/teachers/${stored.get(ids[1])._id}`, T);
  await page.getByRole('heading', { name: 'Alan Turing', level: 1 }).waitFor(T);
  // One audit entry per record.
  const { body: history } = await apiCall('GET', `teachers/${stored.get(ids[1])._id}/history`, { token: admin });
  assert.deepEqual(
    history.map((h) => [h.action, h.actor]),
    [['create', DEMO.admin]],
  );
  // The list shows the imported teachers.
  await page.goto('/admin/teachers');
  await page.getByRole('searchbox').first().fill('Turing');
  await page.getByText('Alan').first().waitFor(T);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the import page at 390 px: no sideways scrolling, axe clean', async () => {
  const page = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedIn(page, DEMO.admin, '/admin/teachers/import');
  await page
    .getByLabel(/Spreadsheet \(CSV or .xlsx/)
    .setInputFiles({ name: 'program.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await page.getByText(/^3 rows:/).waitFor(T);
  assert.equal(await overflowsSideways(page), false);
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: '/tmp/imp-import-phone.png', fullPage: true });
  await page.context().close();
});

test("a large import's summary opens every record in place at 390 px: 'Show all' reveals the rest, each a link", async () => {
  const first = base + 50;
  const rows = Array.from({ length: 25 }, (_, i) => `Many${i},Import${base},${first + i},many${i}.${base}@example.org,pending`);
  const page = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedIn(page, DEMO.admin, '/admin/teachers/import');
  await page.getByLabel(/Spreadsheet \(CSV or .xlsx/).setInputFiles({
    name: 'many.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['First Name,Last Name,TEA ID,Email,Status', ...rows].join('\r\n')),
  });
  await page.getByText('25 rows: 25 new, 0 to update, 0 unchanged, 0 with problems.').waitFor(T);
  await page.getByRole('button', { name: 'Import all' }).click();
  await page.getByRole('dialog', { name: 'Import these rows?' }).getByRole('button', { name: 'Import' }).click();
  await page.getByText('25 records created, 0 updated.').waitFor(T);
  const created = page.getByRole('region', { name: 'Created' });
  assert.equal(await created.getByRole('link').count(), 20);
  const all = created.getByRole('button', { name: 'Show all 25' });
  assert.equal(await all.getAttribute('aria-expanded'), 'false');
  await all.click();
  assert.equal(await created.getByRole('link').count(), 25);
  assert.equal(await created.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded'), 'true');
  const later = created.getByRole('link', { name: `Many23 Import${base}` });
  // Focus moves to the first record revealed.
  assert.equal(await created.getByRole('link', { name: `Many20 Import${base}` }).evaluate((a) => a === document.activeElement), true);
  assert.equal(await overflowsSideways(page), false);
  assert.deepEqual(await axeViolations(page), []);
  await later.click();
  await page.getByRole('heading', { name: `Many23 Import${base}`, level: 1 }).waitFor(T);
  const admin = await apiToken(DEMO.admin);
  const { body } = await apiCall('GET', 'teachers/all', { token: admin });
  const opened = body.find((t) => t.teaId === first + 23);
  assert.ok(page.url().endsWith(`/admin/teachers/${opened._id}`), page.url());
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a draft saved in one browser context is offered in another', async () => {
  const admin = await apiToken(DEMO.admin);
  const { body: list } = await apiCall('GET', 'teachers/all', { token: admin });
  const teacher = list.find((t) => !ids.includes(t.teaId));
  const note = `Draft HR ${base}`;

  const first = await newPage(browser, DESKTOP);
  await openSignedIn(first, DEMO.admin, `/admin/teachers/${teacher._id}`);
  const hr = first.getByLabel('HR Contact', { exact: true });
  await hr.waitFor(T);
  await hr.fill(note);
  await first.getByRole('button', { name: 'Save Draft' }).first().click();
  await first.getByText('Draft saved. It is offered wherever you sign in.').waitFor(T);
  await first.context().close();

  // Another computer: a new context, nothing in its storage.
  const second = await newPage(browser, DESKTOP);
  await openSignedIn(second, DEMO.admin, `/admin/teachers/${teacher._id}`);
  await second.getByText(/Restored your unsaved draft/).waitFor(T);
  assert.equal(await second.getByLabel('HR Contact', { exact: true }).inputValue(), note);
  // Saving the record discards the draft.
  await second.getByRole('button', { name: 'Save Changes' }).first().click();
  await second.getByText('Changes saved').waitFor(T);
  const { body } = await apiCall('GET', `drafts/teachers/${teacher._id}`, { token: admin });
  assert.equal(body.draft, null);
  assert.deepEqual(second.errors, []);
  await second.context().close();
});
