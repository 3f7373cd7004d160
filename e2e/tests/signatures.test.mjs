// The mentor outside the portal. A supervisor records a formal observation with written feedback; the mentor opens
// the e-mailed one-time link (SMTP sink) on a phone without an account, reads the feedback, ticks the statement,
// types a name and signs; the link then says it is used; the record counts the acknowledgement as the mentor's copy
// and staff read the signature back verified.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, apiCall, apiToken, openSignedIn, DEMO } from '../lib/browser.mjs';
import { mail } from '../lib/mail.mjs';
import { AXE, PHONE, axeViolations, overflowsSideways, sidewaysCulprits } from '../lib/a11y.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

test(
  'a mentor opens the e-mailed link, reads the feedback and acknowledges it; the record counts it as the copy',
  { timeout: 180_000 },
  async () => {
    const supervisor = await apiToken(DEMO.supervisor);
    const admin = await apiToken(DEMO.admin);
    const rows = (await apiCall('GET', 'compliance', { token: supervisor })).body;
    let teacher;
    for (const row of rows) {
      const t = (await apiCall('GET', `teachers/${row.teacherId}`, { token: supervisor })).body;
      if (t.teacherStatus === 'intern' && t.mentor?.email) {
        teacher = t;
        break;
      }
    }
    assert.ok(teacher, 'the demo supervisor has an intern with a mentor e-mail');
    const feedback = `Routines were clear; questions reached every table (${Date.now()})`;
    const date = (teacher.certificationInfo.firstDayWithStudent || teacher.certificationInfo.startDate).slice(0, 10);
    const saved = await apiCall('POST', `teachers/${teacher._id}/supervisions`, {
      token: supervisor,
      body: { date, kind: 'formal', mode: 'in person', duration: 45, comment: feedback },
    });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    const observationId = saved.body.supervisions.list.at(-1)._id;

    const text = await mail.waitFor({ to: teacher.mentor.email.toLowerCase(), subject: /^Observation feedback for / });
    assert.ok(text.includes(feedback), 'the e-mail carries the feedback');
    const link = text.match(/https?:\/\/[^\s"<]+\/links\/acknowledge#token=[^\s"<]+/)?.[0];
    assert.ok(link, `the e-mail has a link: ${text}`);
    const url = new URL(link);

    const page = await newPage(browser, { ...PHONE, ...AXE });
    await page.goto(url.pathname + url.hash);
    await page.getByRole('heading', { name: 'Acknowledge observation feedback', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByText(feedback).waitFor();
    assert.equal(await overflowsSideways(page), false, 'the link page fits 390 px');
    assert.deepEqual(await axeViolations(page), [], 'axe on the link page');
    await page.getByRole('checkbox').check();
    await page.getByLabel(/Your full name/).fill('Rita Gomez');
    await page.getByRole('button', { name: 'Sign and acknowledge' }).click();
    await page.getByText('Thank you: your acknowledgement is recorded.').waitFor();

    // Once: a fresh load of the same link says it is used and shows nothing of the feedback.
    await page.goto('about:blank');
    await page.goto(url.pathname + url.hash);
    await page.getByText(/This link has been used/).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByText(feedback).count(), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();

    const record = (await apiCall('GET', `teachers/${teacher._id}`, { token: admin })).body;
    assert.ok(
      record.supervisions.list.find((o) => o._id === observationId).mentorAcknowledgedAt,
      'the observation carries the acknowledgement',
    );
    const signatures = (await apiCall('GET', `teachers/${teacher._id}/signatures`, { token: admin })).body;
    const signed = signatures.find((s) => s.observationId === observationId);
    assert.equal(signed.signerName, 'Rita Gomez');
    assert.equal(signed.verified, true);
  },
);

// The principal outside the portal signs the Intern Mentor Attestation Form: staff send the link from the record's
// Signatures card; the principal opens the e-mailed link on a phone, reads the form with the names filled in, ticks
// the statement, types a name and signs; the signed PDF is the teacher's document, verified once an admin verifies it.
test(
  "a principal signs the attestation through the e-mailed link; the teacher's documents show it, verified after staff verify it",
  { timeout: 240_000 },
  async () => {
    const admin = await apiToken(DEMO.admin);
    const rows = (await apiCall('GET', 'compliance', { token: admin })).body;
    let teacher;
    for (const row of rows) {
      const t = (await apiCall('GET', `teachers/${row.teacherId}`, { token: admin })).body;
      if (t.teacherStatus === 'intern' && t.placement?.principal?.email && t.mentor?.name) {
        teacher = t;
        break;
      }
    }
    assert.ok(teacher, 'the demo data has an intern with a principal e-mail');
    const principal = teacher.placement.principal;

    // Staff send the link from the record, asked first.
    const staff = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await openSignedIn(staff, DEMO.admin, `/admin/teachers/${teacher._id}#record-signatures`);
    const card = staff.getByRole('region', { name: 'Signatures' });
    await card.getByRole('button', { name: 'Send the attestation to the principal' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByText('This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await staff.getByText(`Link sent to ${principal.email.toLowerCase()}`).first().waitFor();

    const text = await mail.waitFor({ to: principal.email.toLowerCase(), subject: /^Please sign: Intern Mentor Attestation Form/ });
    const link = text.match(/https?:\/\/[^\s"<]+\/links\/sign#token=[^\s"<]+/)?.[0];
    assert.ok(link, `the e-mail has a link: ${text}`);
    const url = new URL(link);

    for (const [width, name] of [
      [1366, 'desktop'],
      [390, 'phone'],
    ]) {
      const look = await newPage(browser, width === 390 ? { ...PHONE, ...AXE } : { viewport: { width, height: 900 }, ...AXE });
      await look.goto(url.pathname + url.hash);
      await look.getByRole('heading', { name: 'Intern Mentor Attestation Form' }).waitFor({ timeout: 20_000 });
      await look.getByText(new RegExp(`${teacher.mentor.name} is assigned as the mentor`)).waitFor();
      assert.equal(await overflowsSideways(look), false, `the sign page fits ${width} px`);
      assert.deepEqual(await axeViolations(look), [], `axe on the sign page at ${width} px`);
      await look.screenshot({ path: `/tmp/shots-attest/sign-page-${name}-${width}.png`, fullPage: true });
      if (width === 390) {
        await look.getByRole('checkbox').check();
        await look.getByLabel(/Your full name/).fill(principal.name || 'Laura Chen');
        await look.getByRole('button', { name: 'Sign', exact: true }).click();
        await look.getByText('Thank you: your signature is recorded.').waitFor();
        await look.screenshot({ path: `/tmp/shots-attest/sign-page-signed-${width}.png`, fullPage: true });
        await look.goto('about:blank');
        await look.goto(url.pathname + url.hash);
        await look.getByText(/This link has been used/).waitFor({ timeout: 20_000 });
        assert.deepEqual(look.errors, []);
      }
      await look.context().close();
    }

    // The teacher's documents (staff view): the signed PDF is the current Intern Mentor Attestation Form.
    const signatures = (await apiCall('GET', `teachers/${teacher._id}/signatures`, { token: admin })).body;
    const signed = signatures.find((s) => s.purpose === 'intern-mentor-attestation');
    assert.equal(signed.verified, true);
    await staff.reload();
    const documents = staff.getByRole('region', { name: /Documents/ }).first();
    await documents
      .getByText(/intern-mentor-attestation-.*\.pdf/)
      .first()
      .waitFor({ timeout: 20_000 });
    // Staff verify it on the record, as any document: asked first, then Verified by them.
    const attestation = staff
      .locator('#record-documents')
      .getByRole('listitem')
      .filter({ hasText: /intern-mentor-attestation-.*\.pdf/ })
      .first();
    await attestation.getByRole('button', { name: 'Mark verified' }).click({ timeout: 20_000 });
    const asks = staff.getByRole('dialog', { name: 'Verify Intern Mentor Attestation Form?' });
    await asks.getByRole('button', { name: 'Mark verified' }).click();
    await asks.waitFor({ state: 'detached', timeout: 20_000 });
    await attestation
      .getByText(/^Verified by /)
      .first()
      .waitFor({ timeout: 20_000 });
    const record = (await apiCall('GET', `teachers/${teacher._id}`, { token: admin })).body;
    assert.equal(record.formsStatus.internMentorAttestationForm.verified, true);
    // And the signature checks out: the hash recomputed on the server from the text kept is the one signed.
    const signatureCard = staff.getByRole('region', { name: 'Signatures' });
    await signatureCard
      .getByRole('button', { name: new RegExp(`^Check the signature of the .* by `) })
      .first()
      .click();
    await signatureCard.getByText('The hash recomputed now matches: the text kept is the text signed.').waitFor({ timeout: 20_000 });
    await staff.getByRole('region', { name: 'Signatures' }).getByText(signed.textSha256).waitFor({ timeout: 20_000 });
    await staff.locator('#record-signatures').scrollIntoViewIfNeeded();
    assert.equal(await overflowsSideways(staff), false, 'the record fits 1366 px');
    await staff.locator('#record-signatures').screenshot({ path: '/tmp/shots-attest/signatures-section-1366.png' });
    // On a phone: the Signatures card reads as lines, nothing sideways.
    const phone = await newPage(browser, PHONE);
    await openSignedIn(phone, DEMO.admin, `/admin/teachers/${teacher._id}#record-signatures`);
    await phone.getByRole('region', { name: 'Signatures' }).getByText(signed.textSha256).waitFor({ timeout: 20_000 });
    await phone.locator('#record-signatures').scrollIntoViewIfNeeded();
    assert.equal(await overflowsSideways(phone), false, `the record fits 390 px: ${(await sidewaysCulprits(phone)).join('; ')}`);
    await phone.locator('#record-signatures').screenshot({ path: '/tmp/shots-attest/signatures-section-390.png' });
    await phone.context().close();
    await staff.context().close();
  },
);

// A mentor who will not sign the agreement says why instead: the page asks for the reason, the link is then used, and
// staff read when and why on the record's Signatures card.
test(
  'a mentor declines the agreement through the e-mailed link, saying why; staff read it on the record',
  { timeout: 180_000 },
  async () => {
    const admin = await apiToken(DEMO.admin);
    const rows = (await apiCall('GET', 'compliance', { token: admin })).body;
    let teacher;
    for (const row of rows.slice().reverse()) {
      const t = (await apiCall('GET', `teachers/${row.teacherId}`, { token: admin })).body;
      if (t.teacherStatus === 'intern' && t.mentor?.email && t.mentor?.name) {
        teacher = t;
        break;
      }
    }
    assert.ok(teacher, 'the demo data has an intern with a mentor');
    const sent = await apiCall('POST', `teachers/${teacher._id}/signature-links/mentor-agreement`, { token: admin });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const text = await mail.waitFor({ to: teacher.mentor.email.toLowerCase(), subject: /^Please sign: Mentor agreement/ });
    const url = new URL(text.match(/https?:\/\/[^\s"<]+\/links\/sign#token=[^\s"<]+/)[0]);
    const reason = 'I mentor this intern only until December';

    const look = await newPage(browser, { ...PHONE, ...AXE });
    await look.goto(url.pathname + url.hash);
    await look.getByRole('heading', { name: 'Mentor agreement' }).waitFor({ timeout: 20_000 });
    await look.getByRole('button', { name: 'Decline to sign…' }).click();
    await look.getByRole('button', { name: 'Decline to sign', exact: true }).click();
    await look.getByText('Say why you decline, so the program can follow up').waitFor();
    await look.getByRole('textbox', { name: /Why you decline/ }).fill(reason);
    assert.equal(await overflowsSideways(look), false, 'the decline form fits 390 px');
    assert.deepEqual(await axeViolations(look), [], 'axe on the decline form at 390 px');
    await look.screenshot({ path: '/tmp/shots-attest/decline-form-390.png', fullPage: true });
    await look.getByRole('button', { name: 'Decline to sign', exact: true }).click();
    await look.getByText('You declined to sign. The program has been told and may contact you.').waitFor();
    assert.equal(await look.getByRole('button', { name: 'Sign', exact: true }).count(), 0);
    await look.screenshot({ path: '/tmp/shots-attest/declined-390.png', fullPage: true });
    await look.goto('about:blank');
    await look.goto(url.pathname + url.hash);
    await look.getByText('You declined to sign this form. Ask the program if you need a new link.').waitFor({ timeout: 20_000 });
    assert.deepEqual(look.errors, []);
    await look.context().close();

    const staff = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await openSignedIn(staff, DEMO.admin, `/admin/teachers/${teacher._id}#record-signatures`);
    const card = staff.getByRole('region', { name: 'Signatures' });
    await card.getByText(new RegExp(`declined on .*: “${reason}”`)).waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Send the agreement to the mentor' }).waitFor();
    await staff.locator('#record-signatures').screenshot({ path: '/tmp/shots-attest/declined-card-1366.png' });
    await staff.context().close();
  },
);
