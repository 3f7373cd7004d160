// The field supervisor's area, end to end in Chromium against the real server and built apps.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, openSignedIn, settle, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
import { AXE, PHONE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const pathOf = (page) => new URL(page.url()).pathname;

test('the demo supervisor records a supervision from the dashboard and finds it on the teacher record', async () => {
  const page = await newPage(browser);
  await openSignedIn(page, DEMO.supervisor);
  await page.waitForURL('**/supervisor/dashboard');
  await page.getByText('Manage your staff').waitFor();
  const table = page.getByRole('table', { name: 'My teachers' });
  await table.waitFor({ timeout: 15_000 });
  // The table is ordered by what the field-supervision rules make due: the overdue interns first.
  await table.getByRole('row').nth(1).getByText('Overdue', { exact: true }).waitFor();

  const button = table.getByRole('button', { name: /^Add observation for / }).first();
  const name = (await button.textContent()).replace(/^Add observation for /, '').trim();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  const href = await row.getByRole('link', { name, exact: true }).getAttribute('href');
  const teacherId = href.split('/').pop();
  const token = await apiToken(DEMO.supervisor);
  const complianceBefore = (await apiCall('GET', `teachers/${teacherId}/compliance`, { token })).body;
  const before = (await row.getByText(/^\d+ (of \d+ )?counted$/).textContent()).trim();
  const count = Number(before.match(/^\d+/)[0]);

  // Formal, in person, 45 minutes, today are filled in; the written feedback is required (requireObservationNotes is on).
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Add observation: ${name}` });
  const comment = `E2E observation ${Date.now()}`;
  // The plain observation (minutes typed, one comment): the T-TESS form is switched off.
  await dialog.getByRole('checkbox', { name: /T-TESS form/ }).setChecked(false);
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(`Observation recorded for ${name}`).waitFor();
  await row.getByText(new RegExp(`^${count + 1} (of \\d+ )?counted$`)).waitFor();
  const waiting = page.getByRole('list', { name: 'Interns with no supervision yet' });
  if (await waiting.count()) assert.equal(await waiting.getByRole('link', { name, exact: true }).count(), 0);

  // A fresh load of the record (from the server, not navigation state) shows the new observation.
  await page.goto(`/supervisor/teachers/${teacherId}`);
  await page.getByRole('heading', { name, exact: true }).waitFor({ timeout: 15_000 });
  const records = page.getByRole('table', { name: 'Supervision records' });
  await records.getByRole('cell', { name: comment }).waitFor();
  // The observation counts (formal, in person, 45 minutes): the field-supervision card and the API move with it.
  const complianceAfter = (await apiCall('GET', `teachers/${teacherId}/compliance`, { token })).body;
  assert.notEqual(complianceBefore.status, 'not applicable', 'the demo interns have observations to make');
  assert.equal(complianceAfter.counted.total, complianceBefore.counted.total + 1);
  const card = page.getByRole('group', { name: 'Field supervision (19 TAC 228)' });
  const label = complianceAfter.status[0].toUpperCase() + complianceAfter.status.slice(1);
  await card.getByText(label, { exact: true }).waitFor();
  // The demo's most urgent intern had no first observation: recording one takes the intern out of 'overdue'.
  if (complianceBefore.firstObservation.doneOn === null) assert.notEqual(complianceAfter.firstObservation.doneOn, null);
  if (complianceBefore.status === 'overdue' && complianceBefore.problems.every((p) => p.code === 'first-observation-overdue')) {
    assert.notEqual(complianceAfter.status, 'overdue');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [size, options] of [
  ['1366 px', { viewport: { width: 1366, height: 900 } }],
  ['390 px', PHONE],
]) {
  test(`the supervisor's page of an intern at ${size}: the observations first, no record form, short, nothing refused`, async () => {
    const page = await newPage(browser, { ...options, ...AXE });
    // Every API answer the page is refused, or finds missing, fails the test (the console shows none).
    const refused = [];
    page.on('response', (r) => r.url().includes('/api/') && r.status() >= 400 && refused.push(`${r.status()} ${r.url()}`));
    await openSignedIn(page, DEMO.supervisor);
    await page.waitForURL('**/supervisor/dashboard');
    const table = page.getByRole('table', { name: 'My teachers' });
    await table.waitFor({ timeout: 15_000 });
    const link = table.getByRole('row').nth(1).getByRole('link').first();
    const name = (await link.textContent()).trim();
    await link.click();
    await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 15_000 });
    // The most urgent intern may have no observation yet: the log, or its empty text, with 'Add observation'.
    await page.getByRole('region', { name: "What's left" }).waitFor({ timeout: 15_000 });
    await settle(page);
    const sections = await page.evaluate(() => [...document.querySelectorAll('main h2')].map((h) => h.textContent));
    assert.deepEqual(sections.slice(0, 3), ['Supervisions', 'Intern', "What's left"]);
    assert.equal(await page.getByRole('button', { name: 'Add observation' }).count(), 1);
    assert.equal(await page.getByRole('form', { name: 'Teacher record' }).count(), 0);
    assert.equal(await page.getByRole('textbox').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Save Changes' }).count(), 0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (size === '1366 px') assert.ok(height <= 2500, `the page is ${height}px tall`);
    assert.equal(await overflowsSideways(page), false);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(refused, []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('an /admin route sends the supervisor to /, which lands on its dashboard', async () => {
  const page = await newPage(browser);
  await openSignedIn(page, DEMO.supervisor);
  await page.waitForURL('**/supervisor/dashboard');
  const seen = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(new URL(frame.url()).pathname));
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/supervisor/dashboard');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 15_000 });
  assert.equal(pathOf(page), '/supervisor/dashboard');
  assert.ok(seen.includes('/'), `went through /: ${seen.join(' -> ')}`);
  assert.equal(await page.getByText('Manage your teaching staff').count(), 0);
  await page.context().close();
});

test('the supervisor changes its own preferences; the server refuses school and other supervisors changes', async () => {
  const page = await newPage(browser);
  await openSignedIn(page, DEMO.supervisor);
  await page.waitForURL('**/supervisor/dashboard');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const form = page.getByRole('form', { name: 'My preferences' });
  const sms = form.getByRole('checkbox', { name: 'SMS notifications' });
  await sms.waitFor({ timeout: 15_000 });
  const wasOn = await sms.isChecked();
  await sms.click();
  await form.getByRole('button', { name: 'Save Preferences' }).click();
  await page.getByText('Preferences saved').waitFor();
  await page.reload();
  await page
    .getByRole('form', { name: 'My preferences' })
    .getByRole('checkbox', { name: 'SMS notifications' })
    .waitFor({ timeout: 15_000 });
  assert.equal(
    await page.getByRole('form', { name: 'My preferences' }).getByRole('checkbox', { name: 'SMS notifications' }).isChecked(),
    !wasOn,
  );
  await page.context().close();

  const token = await apiToken(DEMO.supervisor);
  const schools = await apiCall('GET', 'schools/all', { token });
  assert.equal(schools.status, 200);
  const school = schools.body.find((s) => s.status === 'active');
  const put = await apiCall('PUT', `schools/${school._id}`, { token, body: { status: 'inactive' } });
  assert.equal(put.status, 403);
  const after = await apiCall('GET', `schools/${school._id}`, { token });
  assert.equal(after.body.status, 'active');

  const me = await apiCall('GET', 'auth/me', { token });
  const others = await apiCall('GET', 'supervisors/all', { token });
  const other = others.body.find((s) => s.email !== DEMO.supervisor);
  const patch = await apiCall('PATCH', `supervisors/${other._id}`, { token, body: { settings: { availableForNewTeachers: false } } });
  assert.equal(patch.status, 403, `PATCH another supervisor: ${JSON.stringify(patch.body)} (me: ${JSON.stringify(me.body)})`);
});

test('on a phone the observation dialog is a full-screen sheet: Save on the first screen with the form scrolled to its end, the warnings in words', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await openSignedIn(page, DEMO.supervisor);
  await page.waitForURL('**/supervisor/dashboard');
  const button = page.getByRole('button', { name: /^Add observation for / }).first();
  await button.waitFor({ timeout: 15_000 });
  await button.click();
  const dialog = page.getByRole('dialog', { name: /^Add observation: / });
  await dialog.waitFor();
  await dialog.getByRole('checkbox', { name: /T-TESS form/ }).setChecked(false);
  const duration = dialog.getByRole('textbox', { name: /^Duration/ });
  await duration.fill('30');
  // The warnings close the form, in words, before Save is pressed.
  const warnings = dialog.getByRole('status');
  await warnings.getByText('30 minutes is under the 45 minutes a formal observation needs (§228.105)', { exact: false }).waitFor();
  await warnings.getByText('No post-conference yet', { exact: false }).waitFor();
  // The form scrolled to its end: the last warning is in view, and Save is on screen, not under anything.
  await warnings.getByRole('listitem').last().scrollIntoViewIfNeeded();
  const save = dialog.getByRole('button', { name: 'Save' });
  const box = await save.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `Save at ${JSON.stringify(box)}`);
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  assert.equal(hit, 'Save');
  // Nothing of the form is under the buttons: the end of the form is above the bar that holds them.
  const last = await warnings.getByRole('listitem').last().boundingBox();
  assert.ok(last.y + last.height <= box.y, `the last warning ends at ${last.y + last.height}, Save starts at ${box.y}`);
  const sheet = await dialog.boundingBox();
  assert.deepEqual([sheet.x, sheet.y, sheet.width, sheet.height], [0, 0, 390, 844]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
