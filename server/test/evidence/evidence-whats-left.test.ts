import { fieldHoursRequirement, fieldHoursText, type MyDashboard } from 'shared-domain';
import type { MailTransport } from '../../src/services/mailer';
import { files, upload } from './support';
import { call, useDemoApp } from '../support/test-app';

// The teacher's side: What's left words the field hours as the record does and sends each form to the
// Documents page, a returned form with its reason.
jest.setTimeout(120_000);

const LINK = /http:\/\/portal\.test\/field-hours\/confirm#token=([\w-]+)/;
const sent: { to: string; text: string }[] = [];
const transport: MailTransport = {
  async sendMail(m) {
    sent.push({ to: m.to, text: m.text });
  },
};
const { t, d } = useDemoApp({ mailTransport: transport });
const intern = () => d.teachers.find((x) => x.contact.email === 'teacher@example.org')!;
const item = async (key: string) => {
  const dash = await call<MyDashboard>(t.app, 'GET', '/api/me/teacher', { token: d.tokens.teacher });
  expect(dash.status).toBe(200);
  return dash.body.whatsLeft.find((i) => i.key === key)!;
};

it('the field hours item reads "N of M hours confirmed (K actively engaged)" once hours are confirmed and approved', async () => {
  const id = intern()._id;
  const req = fieldHoursRequirement(intern().admissionDate);
  const before = await item('observationHours');
  // The demo intern's hours earned before the portal are entries of the log too: they count from the start.
  const [, confirmed, active] = /^(\d+) of \d+ hours confirmed \((\d+) actively engaged\)/.exec(before.detail ?? '')!.map(Number);
  expect(before).toMatchObject({ link: '/teacher/field-hours', detail: fieldHoursText({ confirmed, active, ...req }) });

  const logged = await call<{ _id: string }>(t.app, 'POST', `/api/teachers/${id}/field-hours`, {
    token: d.tokens.teacher,
    body: {
      date: '2026-02-10',
      hours: 3,
      campus: 'Travis',
      observedName: 'Ana Ruiz',
      observedEmail: 'ana@school.example',
      activity: 'Reading',
    },
  });
  expect(logged.status).toBe(201);
  await t.app.mailer.idle();
  const token = LINK.exec(sent.find((m) => m.to === 'ana@school.example')!.text)![1];
  // Logged, not yet confirmed: nothing counts.
  expect((await item('observationHours')).detail).toBe(before.detail);
  expect((await call(t.app, 'POST', '/api/field-hours/confirm', { body: { token, decision: 'confirm', comment: '' } })).status).toBe(200);
  const approved = await call(t.app, 'POST', `/api/teachers/${id}/field-hours/${logged.body._id}/review`, {
    token: d.tokens.admin,
    body: { decision: 'approved', activelyEngaged: true },
  });
  expect(approved.status).toBe(200);
  const after = await item('observationHours');
  expect(after.detail).toBe(fieldHoursText({ confirmed: confirmed + 3, active: active + 3, ...req }));
});

it('a form item leads to the Documents page; returned, it shows the reason until a new version is uploaded', async () => {
  const id = intern()._id;
  expect(await item('attestation')).toMatchObject({ done: false, link: '/teacher/documents' });
  expect(await item('mentorHandbook')).toMatchObject({ link: '/teacher/documents' });
  const up = await upload(t.app, d.tokens.teacher, id, 'internMentorAttestationForm', {
    name: 'form.pdf',
    type: 'application/pdf',
    data: files.pdf(),
  });
  expect(up.status).toBe(201);
  const ret = await call(t.app, 'POST', `/api/teachers/${id}/documents/${up.body._id}/return`, {
    token: d.tokens.admin,
    body: { reason: 'The mentor did not sign page 2.' },
  });
  expect(ret.status).toBe(200);
  expect(await item('attestation')).toMatchObject({ done: false, detail: 'Returned: The mentor did not sign page 2.' });

  const again = await upload(t.app, d.tokens.teacher, id, 'internMentorAttestationForm', {
    name: 'form-signed.pdf',
    type: 'application/pdf',
    data: files.pdf(4096),
  });
  expect(again.status).toBe(201);
  expect((await item('attestation')).detail ?? '').not.toContain('Returned');
});
