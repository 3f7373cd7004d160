// The candidate's path from the public site to the program, in Chromium at 390 px: a visitor applies on /apply (every
// section, check the answers, submit) and the e-mailed resume link (SMTP sink) carries its secret in the fragment; an
// admin sends the offer from the record's Path panel; the candidate sets a password from the e-mailed invitation,
// acknowledges each disclosure and accepts on /teacher/offer; the admin reads the receipts and moves the candidate to
// pre-service, records (as staff would, through the API) the coursework, the field-based hours and the content exam,
// then moves them to eligible and recommends the intern certificate from the Path panel; /admin/pipeline counts them at
// each of those stages as the API does, and the candidate's "My path" shows the stage. Each page is checked with axe
// and for sideways scrolling, and screenshots at 390 and 1366 px go to /tmp/shots-apply/ to be looked at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { launch, newPage, openSignedIn, signIn, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
import { AXE, PHONE, axeViolations, overflowsSideways, sidewaysCulprits } from '../lib/a11y.mjs';
import { mail } from '../lib/mail.mjs';

const SHOTS = '/tmp/shots-apply';
const WIDE = { viewport: { width: 1366, height: 900 } };
const T = { timeout: 30_000 };
/** A journey's own time limit (a loaded 2-core machine). */
const J = { timeout: 240_000 };

let browser;
before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
after(async () => browser?.close());

/** The page fits its width and axe finds nothing serious. */
async function checkPage(page, label) {
  await page.getByRole('heading', { level: 1 }).first().waitFor(T);
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize().width;
  assert.equal(await overflowsSideways(page), false, `${label} scrolls sideways at ${width} px: ${await sidewaysCulprits(page)}`);
  assert.deepEqual(await axeViolations(page), [], `axe on ${label} at ${width} px`);
}
/** A region of the page, photographed with the sticky header set static (it would cover the region's top). */
async function regionShot(page, region, name) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('body *')) {
      const { position } = getComputedStyle(el);
      if (position === 'sticky' || position === 'fixed') el.style.position = 'static';
    }
  });
  await region.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize().width}.png` });
}
const shot = (page, name) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize().width}.png`, fullPage: true });

/** The same page at 1366 px, signed in as `email` when given: checked and photographed. */
async function wide(path, name, { email, password, region } = {}) {
  const page = await newPage(browser, { ...WIDE, ...AXE });
  if (email) await signIn(page, email, password);
  await page.goto(path);
  await checkPage(page, path);
  if (region) {
    const r = page.getByRole('region', { name: region, exact: true });
    await r.waitFor(T);
    await regionShot(page, r, name);
  } else await shot(page, name);
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

const addDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** /admin/pipeline counts the stage as the API does, and its link lists the candidate (`last`) there. */
async function pipelineLists(page, admin, stage, label, last) {
  await page.goto('/admin/pipeline');
  const stages = page.getByRole('list', { name: 'Candidates by stage' });
  await stages.waitFor(T);
  await page.waitForLoadState('networkidle');
  const counted = (await apiCall('GET', 'path/pipeline', { token: admin })).body.stages.find((s) => s.stage === stage).count;
  assert.ok(counted >= 1, `the API counts a candidate at ${label}`);
  await stages.getByRole('link', { name: `${label}: ${counted}` }).click();
  await page.waitForURL(`**/admin/pipeline?*stage=${stage}*`, T);
  await page
    .getByRole('cell', { name: new RegExp(last) })
    .first()
    .waitFor(T);
  await checkPage(page, `/admin/pipeline?stage=${stage}`);
}

/** Moves the candidate from the record's Path panel (asked first) and waits for the stage in its history. */
async function moveTo(page, panel, label, evidence) {
  const button = panel.getByRole('button', { name: `Move to ${label}` });
  await button.waitFor(T);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Move the candidate to "${label}"?` });
  await dialog.getByLabel('Evidence').fill(evidence);
  assert.deepEqual(await axeViolations(page), [], `axe on the Move to ${label} dialog`);
  await dialog.getByRole('button', { name: `Move to ${label}` }).click();
  await dialog.waitFor({ state: 'detached', ...T });
  await panel.getByRole('term').filter({ hasText: label }).first().waitFor(T);
}

test('a visitor applies, is offered, accepts and is moved on to the intern certificate; the pipeline counts each step', J, async () => {
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // A double-barrelled family name, as many are (the run's number keeps it apart from other runs).
  const last = `Okafor-Candidate${run}`;
  const email = `e2e-candidate-${run}@example.org`;
  const admin = await apiToken(DEMO.admin);

  // The disclosures, read before applying.
  const visitor = await newPage(browser, { ...PHONE, ...AXE });
  await visitor.goto('/disclosures');
  await visitor.getByRole('heading', { name: 'Before you apply', level: 1 }).waitFor(T);
  await checkPage(visitor, '/disclosures');
  await shot(visitor, 'disclosures');
  await wide('/disclosures', 'disclosures');

  // The application: every section of the task list, then check the answers and submit.
  await visitor.goto('/apply');
  const tasks = visitor.getByRole('region', { name: 'Application sections' });
  await tasks.waitFor(T);
  await checkPage(visitor, '/apply');
  await shot(visitor, 'apply');
  const save = () => visitor.getByRole('button', { name: 'Save and continue' }).click();

  await tasks.getByRole('button', { name: 'Your details' }).click();
  await visitor.getByLabel('First name').fill('Dana');
  await visitor.getByLabel('Last name').fill(last);
  await visitor.getByLabel(/^Email/).fill(email);
  await visitor.getByLabel(/^Phone number/).fill('512-555-0142');
  await checkPage(visitor, '/apply (your details)');
  await save();

  await tasks.getByRole('button', { name: 'Your education' }).click();
  await visitor.getByLabel('Certification area').fill('Science 7-12');
  await visitor.getByLabel('Overall GPA').fill('3.2');
  await visitor.getByLabel('Semester credit hours in the subject').fill('18');
  await visitor.getByLabel(/mathematics or science, grade 7 and up/).check();
  await save();

  await tasks.getByRole('button', { name: 'Content test' }).click();
  await visitor.getByLabel(/The day you passed a content test/).waitFor(T);
  await save();

  await tasks.getByRole('button', { name: 'Read the disclosures' }).click();
  await visitor.getByLabel('I have read the disclosures').waitFor(T);
  await checkPage(visitor, '/apply (the disclosures)');
  await shot(visitor, 'apply-disclosures');
  await visitor.getByLabel('I have read the disclosures').check();
  await save();

  for (const section of ['Your details', 'Your education', 'Read the disclosures'])
    await tasks.getByRole('listitem').filter({ hasText: section }).getByText('Completed').waitFor(T);
  await tasks.getByRole('button', { name: 'Check your answers and submit' }).click();
  await visitor.getByText('Science 7-12').waitFor(T);
  await checkPage(visitor, '/apply (check your answers)');
  await shot(visitor, 'apply-check');
  await visitor.getByRole('button', { name: 'Submit application' }).click();
  await visitor.getByRole('heading', { name: 'Application sent' }).waitFor(T);
  assert.deepEqual(visitor.errors, []);
  await visitor.context().close();
  await wide('/apply', 'apply');

  // The resume link keeps the secret in the fragment (never sent to a server); opened, it finds the application.
  const resume = await mail.waitFor({ to: email, subject: /: continue your application$/ });
  const link = resume.match(/(https?:\/\/\S+\/apply#token=[\w-]+)/)?.[1];
  assert.ok(link, `the resume e-mail has a /apply#token= link: ${resume}`);
  assert.doesNotMatch(resume, /[?&]token=/);
  const again = await newPage(browser, PHONE);
  const urls = [];
  again.on('request', (r) => urls.push(r.url()));
  await again.goto(new URL(link).pathname + new URL(link).hash);
  await again.getByText(/^Your application was sent on /).waitFor(T);
  const secret = new URL(link).hash.slice('#token='.length);
  assert.deepEqual(
    urls.filter((u) => u.includes(secret)),
    [],
    'no request carries the secret in its URL',
  );
  await again.context().close();

  // The candidate is on the path at 'applied'.
  const applied = (await apiCall('GET', 'path/pipeline?stage=applied&limit=200', { token: admin })).body;
  const candidate = applied.list.find((c) => c.name.last === last);
  assert.ok(candidate, 'the pipeline lists the applicant at Applied');
  const record = `/admin/teachers/${candidate.teacherId}`;

  // The admin sends the offer from the Path panel (asked first).
  const staff = await newPage(browser, { ...PHONE, ...AXE });
  await openSignedIn(staff, DEMO.admin, record);
  const panel = staff.getByRole('region', { name: 'Path', exact: true });
  await panel.getByRole('button', { name: 'Send offer' }).waitFor(T);
  await checkPage(staff, 'the record with its Path panel');
  await regionShot(staff, panel, 'path-panel');
  await panel.getByRole('button', { name: 'Send offer' }).click();
  const offerDialog = staff.getByRole('dialog', { name: 'Send the offer of admission?' });
  await offerDialog.getByLabel('Admission effective on').fill(addDays(14));
  assert.deepEqual(await axeViolations(staff), [], 'axe on the Send offer dialog');
  await offerDialog.getByRole('button', { name: 'Send offer' }).click();
  await offerDialog.waitFor({ state: 'detached', ...T });
  await panel.getByText('Offered admission', { exact: true }).first().waitFor(T);

  // The candidate: the invitation sets the password, then the offer page.
  const invitation = await mail.waitFor({ to: email, subject: 'You are invited to your teacher portal' });
  const setPassword = invitation.match(/(https?:\/\/\S+\/reset-password#token=[\w-]+)/)?.[1];
  assert.ok(setPassword, `the invitation has a set-password link: ${invitation}`);
  const cand = await newPage(browser, { ...PHONE, ...AXE });
  await cand.goto(new URL(setPassword).pathname + new URL(setPassword).hash);
  await cand.getByLabel('New password', { exact: true }).fill('candidate-pass-2026');
  await cand.getByLabel('Confirm new password').fill('candidate-pass-2026');
  await cand.getByRole('button', { name: 'Set password' }).click();
  await cand.waitForURL('**/login', T);
  await signIn(cand, email, 'candidate-pass-2026');
  await cand.goto('/teacher/offer');
  await cand.getByRole('heading', { name: 'Your offer', level: 1 }).waitFor(T);
  await cand
    .getByRole('button', { name: /^I have read / })
    .first()
    .waitFor(T);
  await checkPage(cand, '/teacher/offer');
  await shot(cand, 'teacher-offer');
  const disclosures = (await apiCall('GET', 'disclosures')).body;
  assert.ok(disclosures.length > 0);
  for (const d of disclosures) {
    const card = cand.getByRole('article', { name: d.title });
    await card.getByRole('button', { name: `I have read “${d.title}”` }).click();
    await card.getByText('Acknowledged', { exact: true }).waitFor(T);
  }
  await cand.getByLabel('Type your full name').fill(`Dana ${last}`);
  await cand.getByLabel('I accept the offer of admission').check();
  await cand.getByRole('button', { name: 'Accept the offer' }).click();
  await cand.getByText(/^You accepted the offer on /).waitFor(T);
  await checkPage(cand, '/teacher/offer (accepted)');
  await shot(cand, 'teacher-offer-accepted');
  assert.deepEqual(cand.errors, []);
  await cand.context().close();
  await wide('/teacher/offer', 'teacher-offer', { email, password: 'candidate-pass-2026' });

  // The admin reads the receipts and moves the candidate on to pre-service (formal admission is all it needs).
  await staff.reload();
  await panel.getByRole('button', { name: 'Move to Pre-service' }).waitFor(T);
  const receipts = panel.getByRole('list', { name: 'Disclosure receipts' });
  // The receipts load beside the stage buttons: each is waited for before they are counted.
  for (const d of disclosures) await receipts.getByText(new RegExp(`by ${email.replace(/[.]/g, '\\.')} \\(${d.version}\\)`)).waitFor(T);
  assert.equal(await receipts.getByText('Acknowledged', { exact: true }).count(), disclosures.length);
  await panel.getByRole('button', { name: 'Move to Pre-service' }).click();
  const move = staff.getByRole('dialog', { name: 'Move the candidate to "Pre-service"?' });
  await move.getByLabel('Evidence').fill('Orientation scheduled');
  await move.getByRole('button', { name: 'Move to Pre-service' }).click();
  await move.waitFor({ state: 'detached', ...T });
  await panel.getByRole('term').filter({ hasText: 'Pre-service' }).first().waitFor(T);
  await checkPage(staff, 'the record with its Path panel (pre-service)');
  await regionShot(staff, panel, 'path-panel-moved');
  await wide(record, 'path-panel', { email: DEMO.admin, region: 'Path' });
  const path = (await apiCall('GET', `teachers/${candidate.teacherId}/path`, { token: admin })).body;
  assert.equal(path.current, 'pre-service');
  assert.deepEqual(
    path.entries.map((e) => e.stage),
    ['applied', 'offered', 'admitted', 'pre-service'],
  );

  // The pipeline counts them in Pre-service, as the API does, and lists them there.
  await pipelineLists(staff, admin, 'pre-service', 'Pre-service', last);
  await shot(staff, 'pipeline');
  await wide('/admin/pipeline?stage=pre-service', 'pipeline', { email: DEMO.admin });

  // Staff record what eligibility reads: the 150 clock-hours of coursework (§228.41) and the content exam on the
  // record, the certificate to recommend, and the field-based experience (§228.43) as hours earned before the log.
  const id = candidate.teacherId;
  // The record as GET answers it, less what PUT does not take.
  const body = (await apiCall('GET', `teachers/${id}`, { token: admin })).body;
  for (const k of ['_id', 'dateAdded', 'assignment']) delete body[k];
  const saved = await apiCall('PUT', `teachers/${id}`, {
    token: admin,
    body: {
      ...body,
      oneFiftyCourseWorkHours: 'completed',
      exams: [{ number: 1, content: 'Science 7-12', notes: [] }],
      certificationInfo: { ...body.certificationInfo, certType: 'intern' },
    },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const hours = await apiCall('POST', `teachers/${id}/field-hours/before-portal`, {
    token: admin,
    body: { hours: 50, before: addDays(-2), activelyEngaged: true, note: 'Signed field log' },
  });
  assert.equal(hours.status, 201, JSON.stringify(hours.body));

  // The admin moves them to Eligible, then recommends the intern certificate, from the Path panel at 390 px.
  await staff.goto(record);
  await moveTo(staff, panel, 'Eligible', 'Statement of eligibility issued');
  await checkPage(staff, 'the record with its Path panel (eligible)');
  await pipelineLists(staff, admin, 'eligible', 'Eligible', last);

  await staff.goto(record);
  await moveTo(staff, panel, 'Certificate recommended', 'Intern certificate recommended to TEA');
  await checkPage(staff, 'the record with its Path panel (certificate recommended)');
  await regionShot(staff, panel, 'path-panel-recommended');
  await pipelineLists(staff, admin, 'certificate-recommended', 'Certificate recommended', last);
  await shot(staff, 'pipeline-recommended');
  assert.deepEqual(staff.errors, []);
  await staff.context().close();
  await wide('/admin/pipeline?stage=certificate-recommended', 'pipeline-recommended', { email: DEMO.admin });

  const recommended = (await apiCall('GET', `teachers/${id}/path`, { token: admin })).body;
  assert.equal(recommended.current, 'certificate-recommended');
  assert.deepEqual(
    recommended.entries.map((e) => e.stage),
    ['applied', 'offered', 'admitted', 'pre-service', 'eligible', 'certificate-recommended'],
  );

  // The candidate's own "My path" shows the new stage.
  const mine = await newPage(browser, { ...PHONE, ...AXE });
  await signIn(mine, email, 'candidate-pass-2026');
  await mine.goto('/teacher/dashboard');
  const myPath = mine.getByRole('region', { name: 'My path', exact: true });
  await myPath.getByText(/^Stage: Certificate recommended since /).waitFor(T);
  await checkPage(mine, '/teacher/dashboard (certificate recommended)');
  await regionShot(mine, myPath, 'my-path');
  assert.deepEqual(mine.errors, []);
  await mine.context().close();
  await wide('/teacher/dashboard', 'my-path', { email, password: 'candidate-pass-2026', region: 'My path' });
});
