// The mentor outside the portal. A supervisor records a formal observation with written feedback; the mentor opens
// the e-mailed one-time link (SMTP sink) on a phone without an account, reads the feedback, ticks the statement,
// types a name and signs; the link then says it is used; the record counts the acknowledgement as the mentor's copy
// and staff read the signature back verified.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
import { mail } from '../lib/mail.mjs';
import { AXE, PHONE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';

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
