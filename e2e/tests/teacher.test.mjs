// The teacher's own area, end to end in Chromium at 390 px (phone first: most teachers open it from a link in
// an e-mail on a phone). The e-mails are read from the SMTP sink started by run.mjs, as the teacher would get them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, openSignedIn, signIn, apiCall, apiToken, DEMO, DEMO_PASSWORD } from '../lib/browser.mjs';
import { AXE, PHONE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';
import { mail } from '../lib/mail.mjs';

const READY = 'ready-teacher@example.org';
const WIDE = { viewport: { width: 1366, height: 768 } };
const T = { timeout: 30_000 };
/** A journey's own time limit (a loaded 2-core machine). */
const J = { timeout: 150_000 };

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const pathOf = (page) => new URL(page.url()).pathname;
/** The path of the first link in an e-mail's text that matches `re` (the sink's links carry the server's address). */
const linkIn = (text, re) => {
  const m = text.match(re);
  assert.ok(m, `the e-mail has a link matching ${re}: ${text}`);
  return new URL(m[1]).pathname + new URL(m[1]).search + new URL(m[1]).hash;
};

/** Opens an e-mailed link signed out: the sign-in page, then the page the link is about. */
async function openSignedOut(page, path, email, password = DEMO_PASSWORD) {
  await page.goto(path);
  await page.waitForURL('**/login', T);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === path, T);
}

async function checkPage(page, label) {
  await page.getByRole('heading', { level: 1 }).first().waitFor(T);
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize().width;
  assert.equal(await overflowsSideways(page), false, `${label} scrolls sideways at ${width} px`);
  assert.deepEqual(await axeViolations(page), [], `axe on ${label} at ${width} px`);
}

test('an admin invites a teacher from the record; the e-mailed link sets the password; the teacher lands on its dashboard', J, async () => {
  const admin = await apiToken(DEMO.admin);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e-teacher-${run}@example.org`;
  const created = await apiCall('POST', 'teachers', {
    token: admin,
    body: { name: { first: 'Invited', last: `Teacher${run}` }, contact: { email }, teacherStatus: 'intern' },
  });
  assert.equal(created.status, 201);

  const page = await newPage(browser, PHONE);
  await openSignedIn(page, DEMO.admin, `/admin/teachers/${created.body._id}`);
  await page.getByRole('button', { name: 'Invite to the portal' }).click(T);
  await page.getByText('Invited', { exact: true }).waitFor(T);
  await page.context().close();

  const text = await mail.waitFor({ to: email, subject: 'You are invited to your teacher portal' });
  const setPassword = linkIn(text, /(https?:\/\/\S+\/reset-password#token=[\w-]+)/);
  assert.match(text, /\/teacher\/dashboard/);

  const teacher = await newPage(browser, PHONE);
  await teacher.goto(setPassword);
  await teacher.getByLabel('New password', { exact: true }).fill('teacher-pass-2026');
  await teacher.getByLabel('Confirm new password').fill('teacher-pass-2026');
  await teacher.getByRole('button', { name: 'Set password' }).click();
  await teacher.waitForURL('**/login', T);
  await signIn(teacher, email, 'teacher-pass-2026');
  assert.equal(pathOf(teacher), '/teacher/dashboard');
  await teacher.getByRole('heading', { level: 1 }).first().waitFor(T);
  assert.equal(await overflowsSideways(teacher), false);
  assert.deepEqual(teacher.errors, []);
  await teacher.context().close();
});

test("an invoice's e-mailed link, opened signed out, signs in and lands on that invoice", J, async () => {
  const admin = await apiToken(DEMO.admin);
  const me = (await apiCall('POST', 'auth/signin', { body: { email: DEMO.teacher, password: DEMO_PASSWORD } })).body;
  const ledger = (await apiCall('GET', 'me/ledger', { token: me.token })).body;
  const open = ledger.charges.find((c) => c.open > 0);
  assert.ok(open, 'the demo intern has an open charge');
  const sent = await apiCall('POST', `teachers/${me.user.profile}/charges/${open._id}/invoice`, { token: admin });
  assert.equal(sent.status, 200);

  // This charge's invoice (other journeys invoice the demo intern too).
  const text = await mail.waitFor({ to: DEMO.teacher, subject: new RegExp(`^Invoice INV-${open.number}\\b`) });
  const path = linkIn(text, /See it in your portal: (\S+)/);
  assert.equal(path, `/teacher/payments/invoices/${open._id}`);

  const page = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedOut(page, path, DEMO.teacher);
  await page.getByRole('heading', { name: `Invoice INV-${open.number}`, level: 1 }).waitFor(T);
  await checkPage(page, path);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("an observation's e-mailed link opens it; the teacher acknowledges with a reply; the supervisor sees the receipt", J, async () => {
  const supervisor = await apiToken(DEMO.supervisor);
  const me = (await apiCall('POST', 'auth/signin', { body: { email: DEMO.teacher, password: DEMO_PASSWORD } })).body;
  const today = new Date().toISOString().slice(0, 10);
  const reply = `Thank you, I will work on wait time (${Date.now()}).`;
  const recorded = await apiCall('POST', `teachers/${me.user.profile}/supervisions`, {
    token: supervisor,
    body: { date: today, kind: 'informal', mode: 'in person', duration: 30, comment: 'Good rapport; work on wait time.' },
  });
  assert.equal(recorded.status, 201);
  const obs = recorded.body.supervisions.list.at(-1);

  // Other journeys of the run record observations of the demo intern too: take the e-mails until this one's.
  let text = '';
  let path = '';
  for (let i = 0; i < 30 && path !== `/teacher/observations/${obs._id}`; i += 1) {
    text = await mail.waitFor({ to: DEMO.teacher, subject: /observation on / });
    path = linkIn(text, /acknowledge it here:\n(\S+)/);
  }
  assert.equal(path, `/teacher/observations/${obs._id}`);
  assert.ok(!text.includes('wait time'), 'the e-mail carries no feedback');

  const page = await newPage(browser, PHONE);
  await openSignedOut(page, path, DEMO.teacher);
  const card = page.locator('[aria-current="true"]').getByRole('region');
  await card.getByText('Good rapport; work on wait time.').waitFor(T);
  await card.getByRole('button', { name: /^Acknowledge observation of / }).click();
  await card.getByLabel('Reply (optional)').fill(reply);
  await card.getByRole('button', { name: 'Confirm acknowledgement' }).click();
  await card.getByText(/^Acknowledged on /).waitFor(T);
  assert.deepEqual(page.errors, []);
  await page.context().close();

  const sup = await newPage(browser, PHONE);
  await openSignedIn(sup, DEMO.supervisor, `/supervisor/teachers/${me.user.profile}`);
  const row = sup.getByRole('table', { name: 'Supervision records' }).getByRole('row').filter({ hasText: reply });
  await row.waitFor(T);
  await row.getByText(/^Acknowledged on /).waitFor(T);
  assert.deepEqual(sup.errors, []);
  await sup.context().close();
});

test('the teacher turns the profile on, is on Browse, hides it from the demo school, which then no longer finds it', J, async () => {
  const school = (await apiCall('POST', 'auth/signin', { body: { email: DEMO.school, password: DEMO_PASSWORD } })).body;
  const token = await apiToken(READY);
  const mine = (await apiCall('GET', 'me/teacher', { token })).body.teacher;
  const visitor = (await apiCall('GET', 'me/profile', { token })).body.preview.visitor;
  const card = `${visitor.firstName} ${visitor.lastInitial}.`;
  const fullName = `${mine.name.first} ${mine.name.last}`;
  const schoolName = (await apiCall('GET', 'me/consent', { token })).body.schools.find((s) => s._id === school.user.profile).name;
  const onBrowse = async () => (await apiCall('GET', 'public/teachers')).body.some((t) => t._id === mine._id);
  assert.equal(await onBrowse(), false, 'consent starts off');

  const page = await newPage(browser, PHONE);
  await openSignedIn(page, READY, '/teacher/profile');
  await page.getByRole('heading', { name: 'Talent pool' }).waitFor(T);
  const consent = page.getByRole('region', { name: 'Talent pool' });
  await consent.getByRole('checkbox', { name: /Show my profile on the talent pool/ }).check(T);
  await consent.getByRole('button', { name: 'Save my choice' }).click();
  await page.getByText('Schools can find you').waitFor(T);
  assert.equal(await onBrowse(), true);

  // A visitor finds the profile on Browse; the school on Find Teachers.
  const visitorPage = await newPage(browser, PHONE);
  await visitorPage.goto('/browse');
  await visitorPage.getByRole('listitem', { name: card }).first().waitFor(T);
  await visitorPage.context().close();
  const schoolPage = await newPage(browser, PHONE);
  await openSignedIn(schoolPage, DEMO.school);
  const findTeachers = async () => {
    await schoolPage.goto('/school/teachers');
    await schoolPage.getByRole('searchbox', { name: 'Search teachers' }).fill(mine.name.last);
    await schoolPage
      .getByText(/^\d+ teachers? found$|No teachers found/)
      .first()
      .waitFor(T);
    await schoolPage.waitForLoadState('networkidle');
    return schoolPage.getByRole('listitem', { name: fullName }).count();
  };
  assert.equal(await findTeachers(), 1, 'the school finds the teacher once the profile is on');

  // Hidden from the demo school: the school no longer finds it; a visitor still does.
  await consent.getByLabel('Filter schools').fill(schoolName);
  await consent.getByRole('checkbox', { name: new RegExp(`^${schoolName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).check();
  await consent.getByRole('button', { name: 'Save my choice' }).click();
  await assert.doesNotReject(async () => {
    for (let i = 0; i < 50; i += 1) {
      const c = (await apiCall('GET', 'me/consent', { token })).body.consent;
      if (c.hiddenSchoolIds.includes(school.user.profile)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the hidden school was not saved');
  });
  assert.equal(await findTeachers(), 0, 'the hidden school no longer finds the teacher');
  assert.equal(await onBrowse(), true);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(schoolPage.errors, []);
  await schoolPage.context().close();
  await page.context().close();
});

test(
  'the teacher hides from a school that asked; the request shows the admin why Approve is refused, and Deny still works',
  J,
  async () => {
    const school = (await apiCall('POST', 'auth/signin', { body: { email: DEMO.school, password: DEMO_PASSWORD } })).body;
    const token = await apiToken(READY);
    const mine = (await apiCall('GET', 'me/teacher', { token })).body.teacher;
    const fullName = `${mine.name.first} ${mine.name.last}`;
    const { text, schools } = (await apiCall('GET', 'me/consent', { token })).body;
    const schoolName = schools.find((s) => s._id === school.user.profile).name;
    // The profile on and shown to the demo school, which asks for the teacher's details.
    const shown = await apiCall('PUT', 'me/consent', {
      token,
      body: { on: true, hiddenSchoolIds: [], hiddenDistricts: [], textVersion: text.version },
    });
    assert.equal(shown.status, 200);
    const asked = await apiCall('POST', 'requests/create', {
      token: school.token,
      body: { schoolId: school.user.profile, teacherId: mine._id },
    });
    assert.equal(asked.status, 201);

    // The teacher hides the profile from that school in the teacher's area.
    const page = await newPage(browser, PHONE);
    await openSignedIn(page, READY, '/teacher/profile');
    const consent = page.getByRole('region', { name: 'Talent pool' });
    await consent.getByLabel('Filter schools').fill(schoolName, T);
    await consent.getByRole('checkbox', { name: new RegExp(`^${schoolName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).check();
    await consent.getByRole('button', { name: 'Save my choice' }).click();
    await assert.doesNotReject(async () => {
      for (let i = 0; i < 50; i += 1) {
        const c = (await apiCall('GET', 'me/consent', { token })).body.consent;
        if (c.hiddenSchoolIds.includes(school.user.profile)) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the hidden school was not saved');
    });

    // The admin's request says why; Approve explains the refusal and releases nothing; Deny answers it.
    const admin = await newPage(browser, WIDE);
    await openSignedIn(admin, DEMO.admin, `/admin/requests?status=pending&teacher=${mine._id}`);
    const row = admin.getByRole('row').filter({ hasText: schoolName }).filter({ hasText: fullName });
    await row.getByText('Hidden from this school').waitFor(T);
    await row.getByRole('button', { name: `Approve request from ${schoolName} for ${fullName}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('alert').getByText('Approve is refused: Hidden from this school.').waitFor(T);
    assert.equal(await dialog.getByRole('button', { name: 'Approve and release details' }).count(), 0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const refused = await apiCall('PUT', `requests/${asked.body._id}`, { token: await apiToken(DEMO.admin), body: { status: 'approved' } });
    assert.deepEqual([refused.status, refused.body.message], [409, 'Hidden from this school']);
    await row.getByRole('button', { name: `Deny request from ${schoolName} for ${fullName}` }).click();
    await admin.getByLabel(/^Reason/).fill('The teacher hid the profile from this school');
    await admin.getByRole('dialog').getByRole('button', { name: 'Deny request', exact: true }).click();
    await admin.getByText('Request denied').waitFor(T);
    const teacherView = await apiCall('GET', `teachers/${mine._id}`, { token: school.token });
    assert.equal(teacherView.status, 404);
    assert.deepEqual(page.errors, []);
    assert.deepEqual(admin.errors, []);
    await admin.context().close();
    await page.context().close();
  },
);

for (const [label, size] of [
  ['390', PHONE],
  ['1366', WIDE],
]) {
  test(`every teacher page at ${label} px: no sideways scrolling, no serious axe finding`, { timeout: 180_000 }, async () => {
    const token = await apiToken(DEMO.teacher);
    const charge = (await apiCall('GET', 'me/ledger', { token })).body.charges[0];
    const obs = (await apiCall('GET', 'me/observations', { token })).body.observations[0];
    const page = await newPage(browser, { ...size, ...AXE });
    await openSignedIn(page, DEMO.teacher);
    for (const path of [
      '/teacher/dashboard',
      '/teacher/observations',
      `/teacher/observations/${obs._id}`,
      '/teacher/payments',
      `/teacher/payments/invoices/${charge._id}`,
      '/teacher/profile',
      '/teacher/data',
    ]) {
      await page.goto(path);
      await checkPage(page, path);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
