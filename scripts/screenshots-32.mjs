// Staff-side screenshots: `node scripts/screenshots-32.mjs` starts the built portal with the demo data, turns
// requireDocumentVerification on, uploads a form and logs a visit for the first teacher through the API, then writes
// the record's Documents and Field hours, the printable evidence page and the field-supervision page's exports at
// 1366x768 and 390x844 into docs/screenshots/evidence-32/.
import { SIZES, withScreenshots } from './screenshot-session.mjs';

await withScreenshots('evidence-32', async ({ browser, server, settle, shot, newPage, signIn, apiToken, apiCall, DEMO }) => {
  const token = await apiToken(DEMO.admin);
  const settings = (await apiCall('GET', 'settings', { token })).body;
  settings.teacherCertification.requireDocumentVerification = true;
  const { _id, updatedAt, ...input } = settings;
  void _id;
  void updatedAt;
  const put = await apiCall('PUT', 'settings', { token, body: input });
  if (put.status !== 200) console.error('settings', put.status, JSON.stringify(put.body).slice(0, 300));
  const list = await apiCall('GET', 'teachers/all', { token });
  const first = list.body[0];
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.from('%PDF-1.7\n% mentor handbook forms, signed\n')], { type: 'application/pdf' }),
    'handbook-signed.pdf',
  );
  const up = await fetch(`${server.url}/api/teachers/${first._id}/documents/mentorHandbookFormsUploaded`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (up.status !== 201) console.error('upload', up.status, await up.text());
  for (const [date, hours] of [
    ['2026-10-14', 3],
    ['2026-10-21', 4.5],
  ]) {
    const r = await apiCall('POST', `teachers/${first._id}/field-hours`, {
      token,
      body: {
        date,
        hours,
        campus: 'Lamar Elementary',
        observedName: 'Rosa Diaz',
        observedEmail: 'rdiaz@lamar.example.org',
        activity: 'Small-group reading, grade 2',
      },
    });
    if (r.status !== 201) console.error('hours', r.status, JSON.stringify(r.body));
  }
  const sizes = SIZES;
  for (const [size, viewport] of Object.entries(sizes)) {
    const page = await newPage(browser, { viewport, baseURL: server.url });
    await signIn(page, DEMO.admin);
    await page.goto(`${server.url}/admin/teachers/${first._id}#record-documents`);
    await settle(page);
    await page.locator('#record-documents').screenshot({ path: shot(`record-documents-${size}.png`) });
    await page.locator('#record-field-hours').screenshot({ path: shot(`record-field-hours-${size}.png`) });
    await page.goto(`${server.url}/admin/teachers/${first._id}/evidence`);
    await settle(page);
    await page.screenshot({ path: shot(`evidence-page-${size}.png`), fullPage: true });
    await page.goto(`${server.url}/admin/compliance`);
    await settle(page);
    await page.screenshot({ path: shot(`compliance-exports-${size}.png`) });
    await page.context().close();
  }
});
