// The school area and the request-information flow, end to end in Chromium against the real server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, openSignedIn, signIn, signOut, apiCall, apiToken, DEMO } from '../lib/browser.mjs';

const AWAITING = 'Your school account is under review. Approval usually takes 1-2 business days.';
const DUPLICATE = 'You have already requested information about this teacher';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const pathOf = (page) => new URL(page.url()).pathname;
const fullName = (t) => `${t.name.first} ${t.name.last}`;

test('a new school signs up, waits for approval, requests a teacher and sees the released details', async () => {
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e-school-${run}@example.org`;
  const password = 'school-pass-2026';
  const ncesId = `4812345${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
  const schoolName = `E2E Academy ${run}`;

  const admin = await apiToken(DEMO.admin);
  const demoSchool = await apiToken(DEMO.school);
  // A teacher ready for hire that the demo school has never asked about: its details stay closed to that school.
  const demoView = await apiCall('GET', 'teachers/available', { token: demoSchool });
  assert.equal(demoView.status, 200);
  const teacher = demoView.body.find((t) => t.request === null);
  assert.ok(teacher, 'the demo data has a teacher the demo school has not requested');
  const name = fullName(teacher);

  // 1. Sign-up on /signup.
  const page = await newPage(browser);
  await page.goto('/signup');
  await page.getByLabel('School Name').fill(schoolName);
  await page.getByLabel('NCES ID').fill(ncesId);
  await page.getByLabel('District').fill('E2E Independent School District');
  await page.getByLabel('Contact Name').fill('Jordan Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('512-555-0142');
  // The required marker (aria-hidden) is part of the label's text for getByLabel.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('region', { name: 'Check your answers' }).getByText(schoolName).waitFor();
  await page.getByRole('button', { name: 'Register School' }).click();
  await page.getByRole('heading', { name: 'Registration received', level: 1 }).waitFor({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.waitForURL('**/login');

  // 2. Signed in but not approved: the notice and what happens next on the dashboard, a menu without Find Teachers,
  // and the page itself (opened by its address) shows the notice and no teachers.
  await signIn(page, email, password);
  await page.waitForURL('**/school/dashboard');
  await page.getByText(AWAITING).waitFor({ timeout: 15_000 });
  await page.getByRole('region', { name: 'What happens next' }).waitFor();
  const menu = page.getByRole('navigation', { name: 'Main' });
  assert.deepEqual(await menu.getByRole('link').allTextContents(), ['Dashboard', 'Settings']);
  await page.goto('/school/teachers');
  await page.getByText(AWAITING).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Request Information' }).count(), 0);
  assert.equal(await page.getByRole('listitem', { name }).count(), 0);

  // 3. The admin approves the school.
  const schools = await apiCall('GET', 'schools/all', { token: admin });
  const school = schools.body.find((s) => s.ncesId === ncesId);
  assert.ok(school, 'the new school is listed for the admin');
  assert.equal(school.status, 'inactive');
  assert.equal((await apiCall('PUT', `schools/${school._id}`, { token: admin, body: { status: 'active' } })).status, 200);

  // 4. Signed in again, the school requests information about the teacher from Find Teachers.
  await signOut(page, email);
  await signIn(page, email, password);
  await page.waitForURL('**/school/dashboard');
  await page.getByRole('heading', { name: `Welcome, ${schoolName}` }).waitFor({ timeout: 15_000 });
  assert.equal(await page.getByText(AWAITING).count(), 0);
  await page.goto('/school/teachers');
  await page.getByRole('searchbox', { name: 'Search teachers' }).fill(teacher.name.last);
  const card = page.getByRole('listitem', { name });
  await card.getByRole('button', { name: 'Request Information' }).click();
  await page
    .getByRole('dialog', { name: `Request information about ${name}?` })
    .getByRole('button', { name: 'Send request' })
    .click();
  // The state is a label, not a button.
  await card.getByText('Pending', { exact: true }).waitFor();
  assert.equal(await card.getByRole('button').count(), 0);
  // The server refuses a second request for the same teacher.
  const again = await apiCall('POST', 'requests/create', {
    token: await apiToken(email, password),
    body: { teacherId: teacher._id, schoolId: school._id },
  });
  assert.equal(again.status, 409);
  assert.equal(again.body.message, DUPLICATE);

  // 5. The admin approves the request.
  const { body: mine } = await apiCall('GET', `requests/${school._id}`, { token: admin });
  const request = mine.requests.find((r) => r.teacher._id === teacher._id);
  assert.equal(request.status, 'pending');
  const answered = await apiCall('PUT', `requests/${request._id}`, {
    token: admin,
    body: { status: 'approved', responseDate: new Date().toISOString() },
  });
  assert.equal(answered.status, 200);

  // 6. The school sees it approved and opens the released details; a reload keeps them.
  await page.goto('/school/requests');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await row.getByText('Approved').waitFor({ timeout: 15_000 });
  await row.getByRole('link', { name }).click();
  await page.waitForURL(`**/school/teachers/${teacher._id}`);
  await page.getByRole('heading', { name: 'Contact Information' }).waitFor();
  await page.getByRole('heading', { name: 'Certification Progress' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Contact Information' }).waitFor({ timeout: 15_000 });
  const released = await apiCall('GET', `teachers/${teacher._id}`, { token: await apiToken(email, password) });
  assert.ok(released.body.contact, 'the approved school gets the contact details');

  // 7. Settings really save (PATCH schools/{id}) and survive a reload.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/school/settings');
  await page.getByRole('heading', { name: 'Account Settings' }).waitFor({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Phone' }).fill('512-555-0199');
  await page.getByRole('spinbutton', { name: 'Maximum Interns' }).fill('3');
  await page.getByRole('checkbox', { name: 'Accepting interns' }).uncheck();
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await page.getByText('Settings updated successfully').waitFor();
  await page.reload();
  await page.getByRole('spinbutton', { name: 'Maximum Interns' }).waitFor({ timeout: 15_000 });
  assert.equal(await page.getByRole('spinbutton', { name: 'Maximum Interns' }).inputValue(), '3');
  assert.equal(await page.getByRole('textbox', { name: 'Phone' }).inputValue(), '512-555-0199');
  assert.equal(await page.getByRole('checkbox', { name: 'Accepting interns' }).isChecked(), false);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('schoolData')));
  assert.deepEqual(stored.settings, { maxInterns: 3, allowsInterns: false });
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // 8. Another school without an approved request does not get those details: the limited profile only.
  const other = await apiCall('GET', `teachers/${teacher._id}`, { token: demoSchool });
  assert.equal(other.status, 200);
  assert.equal(other.body.contact, undefined);
  const page2 = await newPage(browser);
  await openSignedIn(page2, DEMO.school, `/school/teachers/${teacher._id}`);
  await page2.getByText('Limited profile').waitFor({ timeout: 15_000 });
  assert.equal(await page2.getByRole('heading', { name: 'Contact Information' }).count(), 0);
  await page2.context().close();
});

test('a teacher who is not open to a school answers it as an unknown one (404), and the page says so', async () => {
  const admin = await apiToken(DEMO.admin);
  const demoSchool = await apiToken(DEMO.school);
  const { body: all } = await apiCall('GET', 'teachers/all', { token: admin });
  const closed = all.find((t) => t.teacherStatus === 'intern');
  assert.ok(closed, 'the demo data has an intern');
  const res = await apiCall('GET', `teachers/${closed._id}`, { token: demoSchool });
  // The same answer as for an id that does not exist: the school learns nothing of a record it may not see.
  assert.equal(res.status, 404);
  const unknown = await apiCall('GET', 'teachers/00000000-0000-4000-8000-000000000000', { token: demoSchool });
  assert.deepEqual(res.body, unknown.body);

  const page = await newPage(browser);
  await openSignedIn(page, DEMO.school, `/school/teachers/${closed._id}`);
  await page.getByRole('heading', { name: 'Teacher not found' }).waitFor({ timeout: 15_000 });
  assert.equal(pathOf(page), `/school/teachers/${closed._id}`);
  await page.context().close();
});

test('a pending school is refused teachers by the server with the approval message', async () => {
  const pending = await apiToken(DEMO.pendingSchool);
  const res = await apiCall('GET', 'teachers/available', { token: pending });
  assert.equal(res.status, 403);
  assert.equal(res.body.message, AWAITING);
});
