// Evidence from the teacher's phone. A teacher logs 3 hours at 390 px, the observed teacher confirms through
// the e-mailed one-time link (SMTP sink), staff approve and the teacher's record shows the hours; a teacher uploads a
// form from a phone, an admin returns it with a reason, the teacher reads the reason and uploads again, the admin
// verifies. The staff steps go through the record's Documents and Field-based experience hours panels at 1366 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, openSignedIn, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
import { mail } from '../lib/mail.mjs';
import { AXE, DESKTOP, PHONE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const teacherId = async (token) => (await apiCall('GET', 'me/teacher', { token })).body.teacher._id;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 7)]);

test(
  'a teacher logs 3 hours at 390 px; the observed teacher confirms by the e-mailed link; staff approve; the record shows them',
  { timeout: 180_000 },
  async () => {
    const page = await newPage(browser, { ...PHONE, ...AXE });
    await openSignedIn(page, DEMO.teacher, '/teacher/field-hours');
    await page.getByRole('heading', { name: 'Field hours', level: 1 }).waitFor({ timeout: 20_000 });
    const observed = `observed-${Date.now()}@school.example`;
    const form = page.getByRole('form', { name: 'Log a visit' });
    await form.getByLabel('Date').fill('2026-11-02');
    await form.getByLabel(/^Hours/).fill('3');
    await form.getByLabel(/^Campus/).fill('Travis High');
    await form.getByRole('textbox', { name: 'Observed teacher', exact: true }).fill('Rita Gomez');
    await form.getByLabel(/^Observed teacher e-mail/).fill(observed);
    await form.getByLabel(/^What you observed/).fill('Algebra; I led the warm-up');
    assert.equal(await overflowsSideways(page), false, 'the field hours page fits 390 px');
    assert.deepEqual(await axeViolations(page), [], 'axe on /teacher/field-hours');
    await form.getByRole('button', { name: 'Log visit' }).click();
    await page.getByText("Awaiting Rita Gomez's confirmation").first().waitFor();

    const text = await mail.waitFor({ to: observed, subject: /observation hours/ });
    const link = text.match(/https?:\/\/[^\s"<]+\/field-hours\/confirm#token=[^\s"<]+/)?.[0];
    assert.ok(link, `the e-mail has a link: ${text}`);
    const url = new URL(link);
    // The observed teacher has no account: a fresh phone browser.
    const other = await newPage(browser, { ...PHONE, ...AXE });
    await other.goto(url.pathname + url.search + url.hash);
    await other.getByRole('heading', { name: 'The visit' }).waitFor({ timeout: 20_000 });
    await other.getByText('Travis High').waitFor();
    assert.deepEqual(await axeViolations(other), [], 'axe on the confirm page');
    await other.getByLabel(/Comment/).fill('She led the warm-up well');
    await other.getByRole('button', { name: 'Confirm these hours' }).click();
    await other.getByRole('button', { name: 'Yes, confirm' }).click();
    await other.getByText('Thank you: the hours are confirmed.').waitFor();
    // The link works once (a fresh load: the token is in the fragment, which alone does not reload the page).
    await other.goto('about:blank');
    await other.goto(link);
    await other.getByText(/This link is invalid, already used/).waitFor({ timeout: 20_000 });
    assert.deepEqual(other.errors, []);
    await other.context().close();

    // Staff approve on the record's Field-based experience hours panel, actively engaged.
    const admin = await apiToken(DEMO.admin);
    const id = await teacherId(await apiToken(DEMO.teacher));
    const staff = await newPage(browser, DESKTOP);
    await openSignedIn(staff, DEMO.admin, `/admin/teachers/${id}#record-field-hours`);
    const entry = staff.locator('#record-field-hours').getByRole('listitem').filter({ hasText: observed });
    await entry.getByText('Confirmed').first().waitFor({ timeout: 20_000 });
    await entry.getByRole('button', { name: /^Approve the hours of / }).click();
    // It asks first, in a dialog.
    const dialog = staff.getByRole('dialog', { name: /^Approve the hours of / });
    await dialog.getByRole('checkbox', { name: 'Actively engaged' }).check();
    await dialog.getByRole('button', { name: 'Approve entry' }).click();
    await entry.getByText(/^Approved by .*, actively engaged/).waitFor({ timeout: 20_000 });
    // The toast offers Undo: the entry awaits review again, then is approved again.
    await staff.getByRole('button', { name: 'Undo' }).click();
    await staff.getByText(/^Undone: the hours of .* are awaiting review again$/).waitFor({ timeout: 20_000 });
    await entry.getByText('Awaiting review', { exact: true }).first().waitFor({ timeout: 20_000 });
    const entryNow = (await apiCall('GET', `teachers/${id}/field-hours`, { token: admin })).body.entries.find(
      (e) => e.observedEmail === observed,
    );
    assert.deepEqual([entryNow.review, entryNow.counts, entryNow.reviewedBy], ['pending', false, null]);
    await entry.getByRole('button', { name: /^Approve the hours of / }).click();
    await dialog.getByRole('checkbox', { name: 'Actively engaged' }).check();
    await dialog.getByRole('button', { name: 'Approve entry' }).click();
    await entry.getByText(/^Approved by .*, actively engaged/).waitFor({ timeout: 20_000 });
    assert.deepEqual(staff.errors, []);
    await staff.context().close();

    // On a phone, Return asks first too, in a dialog that fits 390 px; cancelled, nothing changes.
    const phone = await newPage(browser, PHONE);
    await openSignedIn(phone, DEMO.admin, `/admin/teachers/${id}#record-field-hours`);
    const onPhone = phone.locator('#record-field-hours').getByRole('listitem').filter({ hasText: observed });
    await onPhone.getByRole('button', { name: /^Return the hours of / }).click();
    const asks = phone.getByRole('dialog', { name: /^Return the hours of / });
    await asks.getByRole('button', { name: 'Return entry' }).waitFor();
    assert.equal(await overflowsSideways(phone), false, 'the return dialog fits 390 px');
    await asks.getByRole('button', { name: 'Cancel' }).click();
    await onPhone.getByText('Approved', { exact: true }).waitFor();
    assert.deepEqual(phone.errors, []);
    await phone.context().close();
    const after = (await apiCall('GET', `teachers/${id}/field-hours`, { token: admin })).body;
    assert.ok(after.summary.confirmed >= 3, JSON.stringify(after.summary));

    await page.reload();
    await page.getByText(after.summary.text).waitFor({ timeout: 20_000 });
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.goto('/teacher/dashboard');
    // What's left words the hours while the requirement is open; a record completed by hand stays completed.
    const mine = (await apiCall('GET', 'me/teacher', { token: await apiToken(DEMO.teacher) })).body;
    const hoursItem = mine.whatsLeft.find((i) => i.key === 'observationHours');
    if (hoursItem.done) await page.getByText(/items? (is|are) done\./).waitFor({ timeout: 20_000 });
    else await page.getByText(after.summary.text).waitFor({ timeout: 20_000 });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  },
);

test(
  'a teacher uploads a form from a phone; an admin returns it with a reason; the teacher reads it and uploads again; the admin verifies',
  { timeout: 180_000 },
  async () => {
    const page = await newPage(browser, { ...PHONE, ...AXE });
    await openSignedIn(page, DEMO.teacher, '/teacher/documents');
    await page.getByRole('heading', { name: 'My documents', level: 1 }).waitFor({ timeout: 20_000 });
    assert.equal(await overflowsSideways(page), false, 'the documents page fits 390 px');
    assert.deepEqual(await axeViolations(page), [], 'axe on /teacher/documents');
    const section = page.locator('#document-internMentorAttestationForm');
    const upload = async (name) => {
      await section.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
      await section.getByRole('button', { name: /^Upload( new version)?$/ }).click();
      await page.getByText(new RegExp(`Intern Mentor Attestation Form: version \\d+ uploaded \\(${name.replace('.', '\\.')}\\)`)).waitFor();
    };
    await upload('attestation.pdf');
    await section
      .getByText('Awaiting verification')
      .or(section.getByText('Received', { exact: true }))
      .first()
      .waitFor();

    const admin = await apiToken(DEMO.admin);
    const id = await teacherId(await apiToken(DEMO.teacher));
    const current = async () =>
      (await apiCall('GET', `teachers/${id}/documents`, { token: admin })).body.kinds.find((k) => k.kind === 'internMentorAttestationForm')
        .current;
    const first = await current();
    assert.equal(first.fileName, 'attestation.pdf');
    // The admin returns it on the record's Documents panel, with a reason.
    const staff = await newPage(browser, DESKTOP);
    await openSignedIn(staff, DEMO.admin, `/admin/teachers/${id}#record-documents`);
    const card = staff.locator('#record-documents').getByRole('listitem').filter({ hasText: 'attestation.pdf' }).first();
    await card.getByRole('button', { name: 'Return', exact: true }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Return document' }).click();
    await dialog
      .getByText(/reason/i)
      .first()
      .waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The mentor did not sign page 2.');
    await dialog.getByRole('button', { name: 'Return document' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    assert.equal((await current()).status, 'returned');

    await page.reload();
    await section.getByText('The mentor did not sign page 2.').first().waitFor({ timeout: 20_000 });
    await section.getByText('Returned', { exact: true }).waitFor();
    await upload('attestation-signed.pdf');
    const second = await current();
    assert.equal(second.fileName, 'attestation-signed.pdf');
    // The admin marks the new version verified on the record: it asks first, then offers Undo, which puts the
    // version back awaiting verification; verified again, it stays.
    await staff.reload();
    const again = staff.locator('#record-documents').getByRole('listitem').filter({ hasText: 'attestation-signed.pdf' }).first();
    const verify = async () => {
      await again.getByRole('button', { name: 'Mark verified' }).click();
      const asks = staff.getByRole('dialog', { name: 'Verify Intern Mentor Attestation Form?' });
      await asks.getByRole('button', { name: 'Mark verified' }).click();
      await asks.waitFor({ state: 'detached', timeout: 20_000 });
      await again.getByText(/^Verified by /).waitFor({ timeout: 20_000 });
    };
    await verify();
    assert.equal((await current()).status, 'verified');
    await staff.getByRole('button', { name: 'Undo' }).click();
    await staff.getByText('Undone: Intern Mentor Attestation Form is awaiting verification again').waitFor({ timeout: 20_000 });
    await again.getByText('Awaiting verification', { exact: true }).waitFor({ timeout: 20_000 });
    assert.deepEqual((({ status, reviewedBy, reviewedAt }) => ({ status, reviewedBy, reviewedAt }))(await current()), {
      status: second.status,
      reviewedBy: second.reviewedBy,
      reviewedAt: second.reviewedAt,
    });
    await verify();
    assert.equal((await current()).status, 'verified');
    assert.deepEqual(staff.errors, []);
    await staff.context().close();
    await page.reload();
    await section.getByText('Verified', { exact: true }).waitFor({ timeout: 20_000 });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  },
);
