// The admin area end to end in Chromium against the real server and the built apps.
// Every test puts back the demo state it changed (other test files share the database and the demo password).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync } from 'node:zlib';
import { launch, newPage, openSignedIn, signIn, signOut, apiCall, apiToken, DEMO, DEMO_PASSWORD } from '../lib/browser.mjs';
import { mail } from '../lib/mail.mjs';

let browser;
let admin;
before(async () => {
  browser = await launch();
  admin = await apiToken(DEMO.admin);
});
after(async () => browser?.close());

const pathOf = (page) => new URL(page.url()).pathname;
const run = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const WAIT = { timeout: 20_000 };
/** A field's label, exactly, with or without the required-field asterisk. */
const field = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
/** Fills the fields of `scope` (a page, a dialog, a form) named by their labels, in the order given. */
async function fill(scope, values) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(field(label)).fill(value);
}

test('the admin approves the pending demo school from the dashboard, and the school can then see teachers', async () => {
  const before = await apiCall('GET', 'teachers/available', { token: await apiToken(DEMO.pendingSchool) });
  assert.equal(before.status, 403);
  const schools = (await apiCall('GET', 'schools/all', { token: admin })).body;
  const pending = schools.find((s) => s.contactInfo.email === DEMO.pendingSchool || s.accountEmail === DEMO.pendingSchool);
  assert.ok(pending, 'the demo data has the pending school');
  assert.equal(pending.status, 'inactive');

  const page = await newPage(browser);
  try {
    await openSignedIn(page, DEMO.admin);
    await page.waitForURL('**/admin/dashboard');
    // The dashboard's figure links to the schools awaiting approval.
    await page.getByRole('link', { name: /Schools Awaiting Approval/ }).click(WAIT);
    await page.waitForURL('**/admin/schools?status=inactive');
    const row = page.getByRole('row').filter({ hasText: pending.name });
    await row.getByText('Awaiting approval').waitFor(WAIT);
    await row.getByRole('link', { name: `View Details: ${pending.name}` }).click();
    await page.getByRole('heading', { name: pending.name, level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Approve school' }).click();
    await page
      .getByRole('dialog', { name: `Approve ${pending.name}?` })
      .getByRole('button', { name: 'Approve school' })
      .click(WAIT);
    await page.getByText('School status has been set to active').waitFor(WAIT);
    await page.getByRole('button', { name: 'Deactivate School' }).waitFor();

    const after = await apiCall('GET', 'teachers/available', { token: await apiToken(DEMO.pendingSchool) });
    assert.equal(after.status, 200);
    assert.ok(Array.isArray(after.body));
    assert.deepEqual(page.errors, []);
  } finally {
    // Other test files expect the demo school to be still awaiting approval.
    await apiCall('PUT', `schools/${pending._id}`, { token: admin, body: { status: 'inactive' } });
    await page.context().close();
  }
});

test('Approve school asks and Undo restores', async () => {
  const schools = (await apiCall('GET', 'schools/all', { token: admin })).body;
  const pending = schools.find((s) => s.accountEmail === DEMO.pendingSchool);
  assert.equal(pending.status, 'inactive');
  const page = await newPage(browser);
  try {
    await openSignedIn(page, DEMO.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`/admin/schools/${pending._id}`);
    await page.getByRole('heading', { name: pending.name, level: 1 }).waitFor(WAIT);
    // It asks first, naming the school and what approving does; nothing changes before the answer.
    await page.getByRole('button', { name: 'Approve school' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${pending.name}?` });
    await dialog.getByRole('list', { name: 'What approving does' }).waitFor(WAIT);
    assert.equal((await apiCall('GET', `schools/${pending._id}`, { token: admin })).body.status, 'inactive');
    await dialog.getByRole('button', { name: 'Approve school' }).click();
    await page.getByText('School status has been set to active').waitFor(WAIT);
    await page.getByRole('button', { name: 'Deactivate School' }).waitFor(WAIT);
    assert.equal((await apiCall('GET', `schools/${pending._id}`, { token: admin })).body.status, 'active');

    // Undo waits under the keyboard focus: Enter takes the approval back.
    const undo = page.getByRole('status').getByRole('button', { name: 'Undo' });
    await undo.waitFor(WAIT);
    assert.equal(await undo.evaluate((el) => el === document.activeElement), true, 'Undo has the focus');
    await page.keyboard.press('Enter');
    await page.getByText('Undone: the school is inactive again').waitFor(WAIT);
    await page.getByRole('button', { name: 'Approve school' }).waitFor(WAIT);
    assert.equal((await apiCall('GET', `schools/${pending._id}`, { token: admin })).body.status, 'inactive');
    const refused = await apiCall('GET', 'teachers/available', { token: await apiToken(DEMO.pendingSchool) });
    assert.equal(refused.status, 403);

    // The trail keeps both: the approval and its undo, by whom.
    const trail = (await apiCall('GET', `audit?entity=school&id=${pending._id}`, { token: admin })).body;
    assert.deepEqual(
      trail.slice(0, 2).map((r) => [r.action, r.actor, r.changes.find((c) => c.field === 'status')?.to]),
      [
        ['undo', DEMO.admin, 'inactive'],
        ['update', DEMO.admin, 'active'],
      ],
    );
    assert.deepEqual(page.errors, []);
  } finally {
    await apiCall('PUT', `schools/${pending._id}`, { token: admin, body: { status: 'inactive' } });
    await page.context().close();
  }
});

test('the admin approves and denies school requests on the dashboard', async () => {
  const me = (await apiCall('POST', 'auth/signin', { body: { email: DEMO.school, password: DEMO_PASSWORD } })).body.user;
  const { requests } = (await apiCall('GET', 'requests/all', { token: admin })).body;
  // Requests of schools other than the demo school (whose requests the school tests use).
  const open = requests.filter((r) => r.status === 'pending' && r.from.schoolId !== me.profile);
  assert.ok(open.length >= 2, 'the demo data has pending requests');
  const [yes, no] = open;
  const label = (verb, r) => `${verb} request from ${r.from.schoolName} for ${r.teacher.name.first} ${r.teacher.name.last}`;

  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin);
  await page.waitForURL('**/admin/dashboard');
  const approve = page.getByRole('button', { name: label('Approve', yes) });
  await approve.click(WAIT);
  // Approve asks first, naming what the school will see; nothing is sent before.
  const release = page.getByRole('dialog', { name: /^Release .*'s details to / });
  await release.getByRole('button', { name: 'Approve and release details' }).click(WAIT);
  await approve.waitFor({ state: 'detached', ...WAIT });
  const answered = page.getByRole('list', { name: 'Recently answered requests' });
  await answered
    .getByRole('listitem')
    .filter({ hasText: yes.from.schoolName })
    .filter({ hasText: /Approved \w{3} \d{1,2}, \d{4}/ })
    .first()
    .waitFor(WAIT);

  // Deny asks first, for the reason the school receives with the answer.
  const deny = page.getByRole('button', { name: label('Deny', no) });
  await deny.click();
  const ask = page.getByRole('dialog', { name: `Deny the request from ${no.from.schoolName}?` });
  await ask.getByRole('button', { name: 'Deny request' }).click();
  // The error summary at the top takes focus, and its link leads to the field.
  const summary = ask.getByRole('alert', { name: 'There is a problem' });
  await summary.getByRole('link', { name: 'Give the school a reason' }).waitFor(WAIT);
  assert.equal(await summary.evaluate((el) => el === document.activeElement), true, 'the summary has the focus');
  await summary.getByRole('link', { name: 'Give the school a reason' }).click();
  assert.equal(await ask.getByLabel(/^Reason/).evaluate((el) => el === document.activeElement), true, 'the link focuses the reason');
  assert.equal(await deny.count(), 1, 'nothing is sent without a reason');
  const reason = `Placed elsewhere ${Date.now()}`;
  await ask.getByLabel(/^Reason/).fill(reason);
  await ask.getByRole('button', { name: 'Deny request' }).click();
  await deny.waitFor({ state: 'detached', ...WAIT });
  await answered
    .getByRole('listitem')
    .filter({ hasText: no.from.schoolName })
    .filter({ hasText: /Denied/ })
    .filter({ hasText: reason })
    .first()
    .waitFor(WAIT);
  const schools = (await apiCall('GET', 'schools/all', { token: admin })).body;
  const school = schools.find((s) => s._id === no.from.schoolId);
  const text = await mail.waitFor({
    to: school.accountEmail || school.contactInfo.email,
    subject: `Your request about ${no.teacher.name.first} ${no.teacher.name.last} was denied`,
  });
  assert.match(text, new RegExp(`Reason: ${reason}`));

  const now = (await apiCall('GET', 'requests/all', { token: admin })).body.requests;
  assert.equal(now.find((r) => r._id === yes._id).status, 'approved');
  assert.equal(now.find((r) => r._id === no._id).status, 'denied');
  assert.ok(now.find((r) => r._id === yes._id).responseDate);
  // Reloaded, the answered requests are no longer pending.
  await page.reload();
  await page.getByRole('table', { name: 'Pending requests' }).waitFor(WAIT);
  assert.equal(await page.getByRole('button', { name: label('Approve', yes) }).count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the admin adds, views and edits a supervisor, who can sign in at once', async () => {
  const id = run();
  const email = `e2e-supervisor-${id}@example.org`;
  const password = 'supervisor-pass-2026';
  const school = (await apiCall('GET', 'schools/all', { token: admin })).body.find((s) => s.status === 'active');

  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin, '/admin/supervisors');
  await page.getByRole('link', { name: 'Add Supervisor' }).click(WAIT);
  await page.getByRole('heading', { name: 'Add New Supervisor' }).waitFor(WAIT);
  await fill(page, {
    Email: email,
    Password: password,
    'First Name': 'Erin',
    'Last Name': `Tester${id}`,
    Phone: '512-555-0166',
    Certification: 'Master Mentor',
    'Years of Experience': '8',
  });
  await page.getByRole('checkbox', { name: 'Science', exact: true }).check();
  await page.getByRole('combobox', { name: 'Assigned School' }).selectOption({ label: `${school.name} (${school.districtName})` });
  await page.getByRole('button', { name: 'Create Supervisor' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/supervisors', WAIT);

  const signedIn = await apiCall('POST', 'auth/signin', { body: { email, password } });
  assert.equal(signedIn.status, 200);
  assert.equal(signedIn.body.user.role, 'supervisor');

  await page.getByRole('link', { name: `View Details: Erin Tester${id}` }).click(WAIT);
  await page.getByRole('heading', { name: `Erin Tester${id}`, level: 1 }).waitFor(WAIT);
  await page.getByRole('region', { name: 'Credentials' }).getByText('Master Mentor').waitFor();
  await page.getByText('No teachers currently assigned').waitFor();

  await page.getByRole('link', { name: 'Edit Supervisor' }).click();
  await page.getByRole('heading', { name: 'Edit Supervisor' }).waitFor(WAIT);
  await fill(page, { Phone: '512-555-0199', 'Maximum Teachers': '3' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL((u) => /^\/admin\/supervisors\/[^/]+$/.test(u.pathname), WAIT);
  await page.getByRole('region', { name: 'Contact' }).getByText('512-555-0199').waitFor(WAIT);

  const supId = pathOf(page).split('/').pop();
  const saved = (await apiCall('GET', `supervisors/${supId}`, { token: admin })).body;
  assert.equal(saved.contactInfo.phone, '512-555-0199');
  assert.equal(saved.settings.maxTeachers, 3);
  assert.deepEqual(saved.credentials.specializations, ['Science']);
  // Reloading the detail page fetches the saved record.
  await page.reload();
  await page.getByRole('region', { name: 'Contact' }).getByText('512-555-0199').waitFor(WAIT);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the admin adds, views and edits a school', async () => {
  const id = run();
  const name = `E2E Admin Academy ${id}`;
  const nces = `4899${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin, '/admin/schools');
  await page.getByRole('link', { name: 'Add School' }).click(WAIT);
  await page.getByRole('heading', { name: 'Add New School' }).waitFor(WAIT);
  await fill(page, {
    'School Name': name,
    'NCES ID': nces,
    'District Name': 'Austin ISD',
    'Contact First Name': 'Pat',
    'Contact Last Name': 'Rivera',
    Email: `e2e-school-${id}@example.org`,
    Phone: '512-555-0123',
  });
  await page.getByRole('button', { name: 'Create School' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/schools', WAIT);

  await page.getByPlaceholder('Search schools...').fill(`Admin Academy ${id}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByText('Active').waitFor(WAIT);
  await row.getByRole('link', { name: `View Details: ${name}` }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor(WAIT);
  await page.getByRole('region', { name: 'School Information' }).getByText(nces).waitFor();
  await page.getByText('No teachers currently assigned').waitFor();

  await page.getByRole('button', { name: 'Edit School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit School Information' });
  await fill(dialog, { Phone: '512-555-0456', 'Maximum Interns': '4' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('School information updated').waitFor(WAIT);
  await page.getByRole('region', { name: 'Contact' }).getByText('512-555-0456').waitFor(WAIT);
  await page.reload();
  await page.getByRole('region', { name: 'Internships' }).getByText('Maximum Interns').waitFor(WAIT);
  assert.match(await page.getByRole('region', { name: 'Internships' }).textContent(), /Maximum Interns4/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a system setting changed by the admin is kept after a reload', async () => {
  const original = (await apiCall('GET', 'settings', { token: admin })).body;
  const next = original.paymentAndBilling.paymentDueReminder === 9 ? 11 : 9;
  const page = await newPage(browser);
  try {
    await openSignedIn(page, DEMO.admin, '/admin/settings');
    const field = page.getByLabel('Payment due reminder (days)');
    await field.waitFor(WAIT);
    await field.fill(String(next));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('System settings saved').waitFor(WAIT);
    await page.reload();
    await page.getByLabel('Payment due reminder (days)').waitFor(WAIT);
    assert.equal(await page.getByLabel('Payment due reminder (days)').inputValue(), String(next));
    assert.equal((await apiCall('GET', 'settings', { token: admin })).body.paymentAndBilling.paymentDueReminder, next);
    assert.deepEqual(page.errors, []);
  } finally {
    await apiCall('PUT', 'settings', { token: admin, body: original });
    await page.context().close();
  }
});

test('the admin changes its own password and signs in with the new one', async () => {
  const newPassword = 'admin-new-pass-2026';
  const page = await newPage(browser);
  let changed = false;
  try {
    await openSignedIn(page, DEMO.admin, '/admin/settings');
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel(field('Current Password')).fill(DEMO_PASSWORD, WAIT);
    await form.getByLabel(field('New Password')).fill(newPassword);
    await form.getByLabel(field('Confirm New Password')).fill(`${newPassword}x`);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await form.getByText('Passwords do not match').first().waitFor(WAIT);
    await form.getByLabel(field('Confirm New Password')).fill(newPassword);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await form.getByText('Password updated successfully').waitFor(WAIT);
    changed = true;

    await signOut(page, DEMO.admin);
    await signIn(page, DEMO.admin, newPassword);
    await page.waitForURL('**/admin/dashboard');
    // And stays there (not sent on to the settings page the admin signed out from).
    await page.getByRole('button', { name: new RegExp(DEMO.admin) }).waitFor(WAIT);
    assert.equal(pathOf(page), '/admin/dashboard');
    const old = await apiCall('POST', 'auth/signin', { body: { email: DEMO.admin, password: DEMO_PASSWORD } });
    assert.notEqual(old.status, 200);
    assert.deepEqual(page.errors, []);
  } finally {
    if (changed) {
      const token = await apiToken(DEMO.admin, newPassword);
      const back = await apiCall('PUT', 'auth/password', { token, body: { currentPassword: newPassword, newPassword: DEMO_PASSWORD } });
      assert.equal(back.status, 200);
    }
    await page.context().close();
  }
});

test('an invitation link reaches the school by e-mail; on the demo data the Outbox page shows the same link to follow, and the link sets the password', async () => {
  const id = run();
  const email = `e2e-invited-${id}@example.org`;
  const nces = `4877${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  // A token of its own: the password change above ended the admin's earlier sessions.
  const token = await apiToken(DEMO.admin);
  const created = await apiCall('POST', 'schools/register', {
    token,
    body: {
      name: `E2E Invited Academy ${id}`,
      email,
      districtName: 'Austin ISD',
      ncesId: nces,
      contactPerson: { name: { first: 'Ivy', last: 'Invite' } },
      contactInfo: { email, phone: '512-555-0177' },
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const sent = await apiCall('POST', 'accounts/reset-link', { token, body: { kind: 'school', id: created.body.school._id } });
  assert.equal(sent.body.invitation, true, JSON.stringify(sent.body));
  const text = await mail.waitFor({ to: email, subject: 'You are invited to the teacher portal' });
  const link = new URL(text.match(/https?:\/\/\S+\/reset-password#token=\S+/)[0]);

  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin, '/admin/outbox');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('link', { name: 'You are invited to the teacher portal' }).click(WAIT);
  // The demo's sign-ins are public, so its outbox shows the link (a real program's shows it masked: mail-links.test.ts).
  const panel = page.getByRole('region', { name: 'You are invited to the teacher portal' });
  const shown = panel.getByRole('link', { name: /reset-password#token=/ });
  assert.equal(await shown.getAttribute('href', WAIT), link.href);
  assert.ok(!(await panel.textContent()).includes('[link sent by e-mail only]'));
  assert.deepEqual(page.errors, []);
  await page.context().close();

  const school = await newPage(browser);
  await school.goto(link.pathname + link.search + link.hash);
  await school.getByRole('heading', { name: 'Set a new password', level: 1 }).waitFor(WAIT);
  await school.getByLabel('New password', { exact: true }).fill('invited-pass-2026');
  await school.getByLabel('Confirm new password').fill('invited-pass-2026');
  await school.getByRole('button', { name: 'Set password' }).click();
  await school.waitForURL('**/login');
  await signIn(school, email, 'invited-pass-2026');
  await school.waitForURL('**/school/dashboard');
  assert.deepEqual(school.errors, []);
  await school.context().close();
});

test("'Run now' on Scheduled Jobs sends a due certification reminder once: it is in the runs, the outbox and the mail", async () => {
  const admin = await apiToken(DEMO.admin);
  const email = `ending-${run()}@example.org`;
  // Ten days from today in the program's zone: within the default 30 days' notice.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const endDate = new Date(Date.parse(today) + 10 * 86_400_000).toISOString().slice(0, 10);
  const created = await apiCall('POST', 'teachers', {
    token: admin,
    body: { name: { first: 'Ending', last: `Jobs${run()}` }, contact: { email }, certificationInfo: { endDate } },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));

  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin, '/admin/jobs');
  await page.getByRole('heading', { name: 'Scheduled Jobs', level: 1 }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Run now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run every scheduled job now?' });
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await page.getByText(/^Jobs ran: /).waitFor(WAIT);
  await page.getByRole('table', { name: 'Recent job runs' }).getByText(`Run now by ${DEMO.admin}`).first().waitFor(WAIT);

  // The reminder reached the teacher once (the daily run may have sent it first; either way, once).
  const text = await mail.waitFor({ to: email, subject: /^Certification ends on / });
  assert.match(text, /in 10 days/);
  // Run again (as a second server would): nothing new for this end date.
  assert.equal((await apiCall('POST', 'jobs/run', { token: admin, body: {} })).status, 200);
  const { body: outbox } = await apiCall('GET', 'outbox', { token: admin });
  assert.equal(outbox.filter((m) => m.to === email && m.kind === 'certification-ending').length, 1);
  await page.goto('/admin/outbox');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByText(/^Certification ends on /)
    .waitFor(WAIT);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the admin adds a charge, its invoice e-mail is in the outbox, a partial payment changes the balance, and the invoice prints', async () => {
  // A token of its own: an earlier test signs the admin out everywhere.
  const admin = await apiToken(DEMO.admin);
  const email = `ledger-${run()}@example.org`;
  const created = await apiCall('POST', 'teachers', {
    token: admin,
    body: { name: { first: 'Ledger', last: `Fee${run()}` }, contact: { email } },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body._id;

  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin, `/admin/teachers/${id}`);
  const financials = page.getByRole('region', { name: 'Financials' });
  await financials.getByText('No charges yet').waitFor(WAIT);
  const total = financials.getByRole('status', { name: 'Balance due' });
  assert.equal(await total.textContent(), '$0.00');

  await financials.getByRole('button', { name: 'Add charge' }).click();
  const add = page.getByRole('dialog', { name: 'Add charge' });
  await fill(add, { Description: 'Program fee', 'Amount (USD)': '1200' });
  await add.getByRole('button', { name: 'Continue' }).click();
  // The charge to check before it is added (and its invoice e-mailed).
  const check = add.getByRole('region', { name: 'Check the charge' });
  await check.getByText('$1,200.00').waitFor(WAIT);
  await add.getByRole('button', { name: 'Add charge' }).click();
  await page.getByText(/^Charge INV-\d+ added; its invoice was e-mailed$/).waitFor(WAIT);
  await page.waitForFunction(() => document.querySelector('output[aria-label="Balance due"]')?.textContent === '$1,200.00');
  const charge = financials.getByRole('row').filter({ hasText: 'Program fee' }).first();
  const number = (await charge.textContent()).match(/INV-\d+/)[0];

  // The invoice e-mail: in the outbox and at the SMTP server.
  const text = await mail.waitFor({ to: email, subject: new RegExp(`^Invoice ${number} `) });
  assert.match(text, /Program fee: \$1,200\.00/);
  await page.goto('/admin/outbox');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByText(new RegExp(`^Invoice ${number} `))
    .waitFor(WAIT);

  // A partial payment: the balance goes down by it.
  await page.goto(`/admin/teachers/${id}#record-financials`);
  await financials
    .getByRole('row')
    .filter({ hasText: `${number} Program fee` })
    .getByRole('button', { name: 'Record payment' })
    .click();
  const pay = page.getByRole('dialog', { name: 'Record payment' });
  await fill(pay, { 'Amount (USD)': '450.50' });
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await page.getByText('Payment of $450.50 recorded').waitFor(WAIT);
  await page.waitForFunction(() => document.querySelector('output[aria-label="Balance due"]')?.textContent === '$749.50');
  await financials.getByText('Part paid').waitFor(WAIT);
  const record = (await apiCall('GET', `teachers/${id}`, { token: admin })).body;
  assert.deepEqual(record.financials, { paymentsPending: 749.5, remainingBalance: 749.5 });

  // The printable invoice shows the payment and what is left. A charge still open keeps its invoice in its row's menu.
  const row = financials.getByRole('row').filter({ hasText: `${number} Program fee` });
  await row.getByRole('button', { name: `More actions for ${number}` }).click();
  await row.getByRole('link', { name: 'View invoice' }).click();
  const invoice = page.getByRole('article', { name: `Invoice ${number}` });
  await invoice.waitFor(WAIT);
  assert.match(await invoice.textContent(), /Balance due\$749\.50/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The goal is 185 KB before paint. The budget sits just above what is measured, so growth is a decision (the figures
// live in docs/performance.md). The teacher area's useSummaryErrors has its own entry, shared-ui/summary-errors, so the
// dashboard does not load it. At 184 KB: the work queue in one order with Undo toasts, and the notice banners that
// collapse to a line on a phone. At 187.3 KB: the path clocks in the work queue and the year-end report's clock (a
// chunk of its own); the T-TESS growth view has its own entry (shared-ui/ttess-growth) so its schemas stay out.
test('a signed-in admin opening the dashboard cold loads at most 188 KB of compressed JavaScript with its headers on React 19, and no form library', async () => {
  const page = await newPage(browser);
  await openSignedIn(page, DEMO.admin);
  await page.waitForURL('**/admin/dashboard');
  await page.waitForLoadState('networkidle');
  // Reloaded with the HTTP cache off and past the service worker's copies: every script is fetched again, as on a first
  // visit (npm run bench measures it so).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  const scripts = [];
  page.on('requestfinished', (req) => req.resourceType() === 'script' && scripts.push(req));
  await page.goto('/admin/dashboard', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor(WAIT);
  const files = [];
  for (const req of scripts) {
    const response = await req.response();
    // Compressed bytes as sent: hashed chunks are precompressed and sent with their length; the entry files
    // (no-cache, streamed) are counted as brotli-compressed.
    // A request of the page navigated away from (a chunk its warm-up asked for) finished after the listener was set:
    // its body is gone, and it is not part of this load.
    const text = await response.text().catch((err) => {
      if (/navigated away|No resource with given identifier/.test(String(err?.message))) return null;
      throw err;
    });
    if (text === null) continue;
    const body = Number((await response.allHeaders())['content-length']) || brotliCompressSync(text).length;
    const bytes = body + (await req.sizes()).responseHeadersSize;
    files.push({ url: new URL(req.url()).pathname, bytes, text });
  }
  const total = files.reduce((n, f) => n + f.bytes, 0);
  const list = files.map((f) => `${f.url} ${(f.bytes / 1024).toFixed(1)} KB`).join(', ');
  console.log(`# JavaScript for /admin/dashboard: ${(total / 1024).toFixed(1)} KB with headers in ${files.length} files`);
  // The dialogs and the compliance summary are chunks of their own, loaded after the first paint (one more file and
  // its headers each); the goal is 185 KB before paint, the budget 188 KB.
  assert.ok(total > 100 * 1024 && total <= 188 * 1024, `JavaScript for /admin/dashboard: ${(total / 1024).toFixed(1)} KB: ${list}`);
  // The dashboard has no form: zod and react-hook-form come with the pages that have one.
  const withForms = files.filter((f) => /ZodError|shouldUnregister/.test(f.text)).map((f) => f.url);
  assert.deepEqual(withForms, [], 'the dashboard loads zod or react-hook-form');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
