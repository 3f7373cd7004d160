// The staff teacher list, edit and add screens, end to end in Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, newPage, openSignedIn, apiCall, apiToken, DEMO } from '../lib/browser.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const stamp = Date.now().toString(36);
const LAST = `Tester${stamp}`;
const T = { timeout: 20_000 };

const field = (page, name) => page.getByLabel(name, { exact: true });
const checkbox = (page, name) => page.getByRole('checkbox', { name, exact: true });
const section = (page, name) => page.getByRole('region', { name, exact: true });

/** Every value the record page shows, by label: [label, value typed, kind]. */
const VALUES = [
  ['TEA ID', '765432'],
  ['Orbund ID', '4321'],
  ['Email', `e2e.${stamp}@example.org`],
  ['Secondary Email', `alt.${stamp}@example.org`],
  ['Phone Number', '(512) 555-0142'],
  ['Location', 'Austin, Texas'],
  ['Mentor Name', 'Maria Mentor'],
  ['Mentor Email', 'maria.mentor@example.org'],
  ['Mentor TEA ID', '112233'],
  ['Principal Name', 'Pat Principal'],
  ['Principal Email', 'pat@example.org'],
  ['Campus Name', 'Oak Hill Elementary'],
  ['District Name', 'Austin ISD'],
  ['HR Contact', 'Helen HR'],
  ['Start Date', '2026-08-01'],
  ['End Date', '2027-06-01'],
  ['First Day with Students', '2026-08-15'],
  ['First Observation Deadline', '2026-09-12'],
  ['Need to Complete Date (Intro and FBE)', 'Before winter break'],
  ['Admission Day', '2026-05-04'],
  ['Pending Items', 'Transcript'],
  ['Date Added to List', '2026-03-01'],
  ['Date Hired', '2026-03-11'],
];
const SELECTS = [
  ['Teacher Status', 'intern'],
  ['TEA Posted', 'yes'],
  ['Certificate Type', 'probationary'],
  ['Intern Status', 'late hire'],
  ['150 Coursework Hours', 'completed'],
  ['Observations Needed', '3 Total (In Person)'],
  ['Admission (before or after)', 'after'],
  ['PPR Status', 'completed'],
  ['PPR Passed', 'yes'],
];
const CHECKS = ['Needs Informal Observation', 'Mid-Year Intern', 'Trade (PPR for trade and industry)'];

async function addTeacher(page, role, last) {
  await page.goto(`/${role}/teachers`);
  await page.getByRole('table', { name: 'Teachers' }).waitFor(T);
  await page.getByRole('link', { name: 'Add Teacher' }).click();
  await page.getByRole('heading', { name: 'Add New Teacher' }).waitFor(T);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Eve');
  await page.getByRole('textbox', { name: 'Last Name' }).fill(last);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  // The answers to check, then Create Teacher.
  const answers = page.getByRole('region', { name: 'Check your answers' });
  await answers.getByRole('definition').filter({ hasText: last }).first().waitFor(T);
  await answers.getByRole('button', { name: 'Create Teacher' }).click();
  await page.getByRole('heading', { name: `Eve ${last}`, level: 1 }).waitFor(T);
  assert.match(new URL(page.url()).pathname, new RegExp(`^/${role}/teachers/[0-9a-f-]{36}$`));
}

test('admin adds a teacher, edits every section, saves, reloads and sees every value kept', async () => {
  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin);
  await addTeacher(page, 'admin', LAST);

  for (const [label, value] of VALUES) await field(page, label).fill(value);
  for (const [label, value] of SELECTS) await field(page, label).selectOption(value);
  for (const label of CHECKS) await checkbox(page, label).check();

  const mentor = section(page, 'Mentor');
  await mentor.getByRole('button', { name: 'Add Note' }).click();
  await mentor.getByLabel('New mentor note').fill('  First meeting went well  ');
  await mentor.getByRole('button', { name: 'Save', exact: true }).click();
  const ppr = section(page, 'PPR');
  await ppr.getByRole('button', { name: 'Add Note' }).click();
  await ppr.getByLabel('New ppr note').fill('Passed on first try');
  await ppr.getByRole('button', { name: 'Save', exact: true }).click();

  const exams = section(page, 'Exams');
  assert.equal(await exams.getByLabel('New exam number').inputValue(), '1');
  await exams.getByLabel('New exam type').selectOption('ESL');
  await exams.getByRole('button', { name: 'Add Exam' }).click();
  assert.equal(await exams.getByLabel('New exam number').inputValue(), '2');

  // A saved record's observations are the server's: added through Add observation, on their own, with
  // the record's other edits still unsaved (they are kept through it); never through the record's Save.
  const sup = section(page, 'Supervisions');
  assert.equal(await sup.getByRole('button', { name: 'Add Record' }).count(), 0);
  await sup.getByRole('button', { name: 'Add observation' }).click();
  const observation = page.getByRole('dialog', { name: `Add observation: Eve ${LAST}` });
  await observation.getByRole('checkbox', { name: /T-TESS form/ }).setChecked(false);
  await observation.getByLabel(/^Date/).fill('2026-09-01');
  await observation.getByLabel('Comment').fill('Strong classroom management');
  await observation.getByRole('button', { name: 'Save', exact: true }).click();
  await observation.waitFor({ state: 'hidden', ...T });
  await sup.getByRole('cell', { name: 'Strong classroom management' }).waitFor(T);

  await section(page, 'Hired List').getByText('10 Days from List to Hire').waitFor();
  // The assignment is part of the record (no 'Save Assignment'); its field supervisor is the record's
  // supervisor (no free-text name). One with room ('n of m', n < m).
  const assignment = section(page, 'Assignment');
  assert.equal(await page.getByRole('button', { name: 'Save Assignment' }).count(), 0);
  assert.equal(await page.getByRole('textbox', { name: 'Supervisor Name' }).count(), 0);
  const chooser = assignment.getByLabel('Field supervisor');
  await chooser
    .locator('option')
    .nth(1)
    .waitFor({ state: 'attached', ...T });
  const options = await chooser.locator('option').evaluateAll((os) => os.map((o) => ({ value: o.value, label: o.textContent ?? '' })));
  const free = options.find((o) => {
    const m = /\((\d+) of (\d+)\)$/.exec(o.label);
    return o.value && m && Number(m[1]) < Number(m[2]);
  });
  assert.ok(free, 'a field supervisor with room');
  await chooser.selectOption(free.value);
  const supervisorName = free.label.replace(/ \(\d+ of \d+\)$/, '');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await page.getByText('Changes saved').waitFor(T);

  await page.reload();
  await page.getByRole('heading', { name: `Eve ${LAST}`, level: 1 }).waitFor(T);
  for (const [label, value] of VALUES) assert.equal(await field(page, label).inputValue(), value, label);
  for (const [label, value] of SELECTS) assert.equal(await field(page, label).inputValue(), value, label);
  for (const label of CHECKS) assert.equal(await checkbox(page, label).isChecked(), true, label);
  await section(page, 'Mentor').getByText('First meeting went well').waitFor();
  await section(page, 'PPR').getByText('Passed on first try').waitFor();
  assert.equal(await section(page, 'Exams').getByLabel('Exam 1 type').inputValue(), 'ESL');
  const log = section(page, 'Supervisions');
  await log.getByText(`Field supervisor: ${supervisorName}`).waitFor();
  assert.equal(await section(page, 'Assignment').getByLabel('Field supervisor').inputValue(), free.value);
  await log.getByRole('cell', { name: 'Strong classroom management' }).waitFor();
  await log.getByRole('cell', { name: /^Recorded by admin@example\.org on / }).waitFor();
  // An admin removes it with a reason: it stays, marked removed, with who and why.
  await log.getByRole('button', { name: 'Remove the observation of Sep 1, 2026' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove the observation of Sep 1, 2026?' });
  await removal.getByLabel(/^Reason/).fill('Recorded on the wrong intern');
  await removal.getByRole('button', { name: 'Remove observation' }).click();
  await removal.waitFor({ state: 'hidden', ...T });
  await log.getByText(/^Removed on .+ by admin@example\.org: Recorded on the wrong intern$/).waitFor(T);
  assert.equal(await log.getByRole('button', { name: 'Remove the observation of Sep 1, 2026' }).count(), 0);
  await section(page, 'Hired List').getByText('Hired', { exact: true }).waitFor();
  // The financials are the payment ledger's (admin.test.mjs adds a charge and a payment): none yet.
  assert.equal(await page.getByRole('status', { name: 'Balance due' }).textContent(), '$0.00');
  await section(page, 'Financials').getByText('No charges yet').waitFor();
  // The history panel names who changed what.
  await page.getByRole('list', { name: 'Change history' }).getByText('admin@example.org').first().waitFor(T);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('admin exports the filtered list as CSV', async () => {
  const page = await newPage(browser, { acceptDownloads: true });
  await openSignedIn(page, DEMO.admin);
  // The list screen asks for the projection, not the whole records; the export then reads the records.
  const asked = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/teachers/all') asked.push(url.search);
  });
  // It paints the first rows from a first page, then the whole list follows.
  const wholeList = page.waitForResponse((res) => new URL(res.url()).search === '?view=list', T);
  await page.goto('/admin/teachers');
  await page.getByRole('table', { name: 'Teachers' }).waitFor(T);
  const rows = await (await wholeList).json();
  assert.equal(asked.length, 2);
  // The first page with its totals (they say whether the whole list may load).
  assert.match(asked[0], /^\?view=list&limit=\d+$/);
  assert.equal(asked[1], '?view=list');
  // Its rows carry record numbers, not ids (the ids were most of its bytes); the links use them.
  assert.ok(rows.length > 10 && rows.every((r) => Number.isInteger(r.ref) && !('_id' in r)));
  const href = await page.getByRole('link', { name: 'View Details' }).first().getAttribute('href');
  assert.match(href, /^\/admin\/teachers\/\d+$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(LAST.toLowerCase());
  await page.getByText('Showing 1 of').waitFor(T);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.match(download.suggestedFilename(), /^teachers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  assert.match(lines[0], /^Status,Last Name,First Name,TEA ID,Email,District/);
  assert.equal(lines.length, 2);
  assert.match(lines[1], new RegExp(`^intern,${LAST},Eve,765432,`));
  assert.deepEqual(asked.slice(1), ['?view=list', '']);
  await page.context().close();
});

test('the same screens work under /supervisor/teachers for the supervisor', async () => {
  const page = await newPage(browser);
  await openSignedIn(page, DEMO.supervisor, '/supervisor/teachers');
  await page.getByRole('table', { name: 'Teachers' }).waitFor(T);
  const mine = page.getByRole('checkbox', { name: 'My teachers' });
  assert.equal(await mine.isChecked(), true);
  // Record a supervision for one of the supervisor's own teachers: open, save.
  const firstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^More actions: / }) })
    .first();
  assert.ok((await firstRow.count()) > 0, 'the demo supervisor has teachers of their own');
  await firstRow.getByRole('button', { name: /^More actions: / }).click();
  await firstRow.getByRole('button', { name: 'Add observation' }).click();
  const observation = page.getByRole('dialog');
  // The plain observation (minutes typed, one comment): the T-TESS form is switched off.
  await observation.getByRole('checkbox', { name: /T-TESS form/ }).setChecked(false);
  // Without a duration nothing is recorded.
  await observation.getByLabel(/^Duration/).fill('');
  await observation.getByRole('button', { name: 'Save' }).click();
  await observation.getByText('Duration is required').first().waitFor(T);
  await observation.getByLabel(/^Duration/).fill('50');
  await observation.getByLabel('Comment').fill('Strong questioning; tighten transitions.');
  await observation.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/^Observation recorded for /).waitFor(T);
  // A supervisor keeps to its own teachers: the one it adds is its own, the admin's Eve is not found for it.
  const own = `${LAST}b`;
  await addTeacher(page, 'supervisor', own);
  await page.goto('/supervisor/teachers');
  await page.getByRole('table', { name: 'Teachers' }).waitFor(T);
  // The box changes at the click (it waited for the router's render of ?mine=, which under load came after
  // Playwright's uncheck() looked, and failed CI once).
  await mine.uncheck();
  await page.getByRole('searchbox', { name: 'Search' }).fill(LAST);
  await page.getByRole('row', { name: new RegExp(own) }).waitFor(T);
  assert.equal(await page.getByRole('row', { name: new RegExp(`${LAST}(?!b)`) }).count(), 0, "the admin's teacher is not in its list");
  await page
    .getByRole('row', { name: new RegExp(own) })
    .getByRole('link', { name: 'View Details' })
    .click();
  await page.getByRole('heading', { name: `Eve ${own}`, level: 1 }).waitFor(T);
  assert.match(new URL(page.url()).pathname, /^\/supervisor\/teachers\/[0-9a-f-]{36}$/);
  // The supervisor's page of the teacher: the observations and a read-only summary, no record form.
  await page.getByRole('region', { name: 'Supervisions' }).waitFor(T);
  assert.equal(await page.getByRole('form', { name: 'Teacher record' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Save Changes' }).count(), 0);
  await page.getByRole('link', { name: /Back to Teachers/ }).click();
  // Back returns to the list as it was left: the search typed is kept.
  await page.waitForURL((u) => u.pathname === '/supervisor/teachers');
  assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), LAST);
  // Opened by its address, the admin's teacher shows what an unknown record shows.
  const list = await apiCall('GET', 'teachers/all?view=list', { token: await apiToken(DEMO.admin) });
  const theirs = list.body.find((x) => x.name.last === LAST);
  await page.goto(`/supervisor/teachers/${theirs.ref}`);
  await page.getByText('Failed to fetch Teachers. Please try again later.').waitFor(T);
  await page.getByText(/Teacher not found/).waitFor({ ...T, state: 'attached' });
  assert.equal(await page.getByRole('heading', { name: `Eve ${LAST}`, level: 1 }).count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
