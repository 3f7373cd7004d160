import {
  EVIDENCE_MESSAGES,
  attestedNote,
  fieldHourState,
  type FieldHour,
  type MyDashboard,
  type Teacher,
  type TeacherFieldHours,
} from 'shared-domain';
import type { MailTransport } from '../../src/services/mailer';
import { call, fingerprint, teacherPutBody, useDemoApp } from '../support/test-app';

// Approving or returning an entry cannot quietly undo hours earned before the portal, and approval waits for the observed
// teacher's confirmation unless staff attest the hours with a reason.
jest.setTimeout(120_000);

const LINK = /http:\/\/portal\.test\/field-hours\/confirm#token=([\w-]+)/;
const clock = new Date('2026-03-02T15:00:00Z');
const sent: { to: string; text: string }[] = [];
const transport: MailTransport = {
  async sendMail(m) {
    sent.push({ to: m.to, text: m.text });
  },
};
const { t, d } = useDemoApp({ now: () => clock, mailTransport: transport });
const intern = () => d.teachers.find((x) => x.contact.email === 'teacher@example.org')!;

const visit = (o: Partial<Record<string, unknown>> = {}) => ({
  date: '2026-02-10',
  hours: 3,
  campus: 'Travis Elementary',
  observedName: 'Linda Park',
  observedEmail: 'linda.park@austinisd.example',
  activity: 'Small-group reading',
  ...o,
});
const record = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, { token: d.tokens.admin })).body;
const hoursAs = async (id: string, token: string) =>
  (await call<TeacherFieldHours>(t.app, 'GET', `/api/teachers/${id}/field-hours`, { token })).body;
const review = (id: string, entryId: string, body: unknown) =>
  call<FieldHour>(t.app, 'POST', `/api/teachers/${id}/field-hours/${entryId}/review`, { token: d.tokens.admin, body });
const whatsLeft = async () =>
  (await call<MyDashboard>(t.app, 'GET', '/api/me/teacher', { token: d.tokens.teacher })).body.whatsLeft.find(
    (i) => i.key === 'observationHours',
  );
/** The entry's state word as staff and as the teacher read it. */
async function stateWords(id: string, entryId: string) {
  const staff = (await hoursAs(id, d.tokens.admin)).entries.find((e) => e._id === entryId)!;
  const mine = (await hoursAs(id, d.tokens.teacher)).entries.find((e) => e._id === entryId)!;
  return [fieldHourState(staff).word, fieldHourState(mine).word];
}

it('hours earned before the portal stay counted when an unconfirmed visit is approved (attested) and returned', async () => {
  const id = intern()._id;
  // Admitted after 1 Sep 2024 (50 hours), all of them earned before the log and recorded so by staff.
  const put = await call(t.app, 'PUT', `/api/teachers/${id}`, {
    token: d.tokens.admin,
    body: { ...teacherPutBody(await record(id)), admissionDate: { when: 'after', day: '2025-01-01' } },
  });
  expect(put.status).toBe(200);
  const earlier = await call(t.app, 'POST', `/api/teachers/${id}/field-hours/before-portal`, {
    token: d.tokens.admin,
    body: { hours: 50, before: '2025-06-01', activelyEngaged: true, note: 'Signed field log, 2025' },
  });
  expect(earlier.status).toBe(201);
  const counted = (await hoursAs(id, d.tokens.admin)).summary.confirmed;
  expect(counted).toBeGreaterThanOrEqual(50);
  expect((await record(id)).thirtyObsHours).toBe('completed');
  expect((await whatsLeft())?.done).toBe(true);

  const logged = await call<FieldHour>(t.app, 'POST', `/api/teachers/${id}/field-hours`, { token: d.tokens.teacher, body: visit() });
  expect(logged.status).toBe(201);
  const entryId = logged.body._id;
  expect(await stateWords(id, entryId)).toEqual(['Awaiting confirmation', 'Awaiting confirmation']);

  // Approving the unconfirmed visit is refused with the message, and nothing changes.
  const before = await fingerprint(t.db);
  const refused = await review(id, entryId, { decision: 'approved', activelyEngaged: true });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ fieldErrors: { decision: EVIDENCE_MESSAGES.approveUnconfirmed } });
  expect(await fingerprint(t.db)).toBe(before);

  // An attestation needs its reason.
  const bare = await review(id, entryId, { decision: 'approved', activelyEngaged: true, attested: true });
  expect(bare.status).toBe(400);
  expect(bare.body).toMatchObject({ fieldErrors: { internalNote: EVIDENCE_MESSAGES.attestationNoteRequired } });
  expect(await fingerprint(t.db)).toBe(before);

  const attested = await review(id, entryId, {
    decision: 'approved',
    activelyEngaged: true,
    attested: true,
    internalNote: 'Signed sign-in sheet from the campus office',
  });
  expect(attested.status).toBe(200);
  expect(attested.body).toMatchObject({
    review: 'approved',
    attested: true,
    counts: true,
    internalNote: attestedNote('Signed sign-in sheet from the campus office'),
  });
  // One state word on both sides, never awaiting and approved at once.
  expect(await stateWords(id, entryId)).toEqual(['Approved without confirmation', 'Approved without confirmation']);

  // The requirement stays met, counted with the attested hours: the record, What's left and the staff panel agree.
  expect((await record(id)).thirtyObsHours).toBe('completed');
  expect((await whatsLeft())?.done).toBe(true);
  const staff = await hoursAs(id, d.tokens.admin);
  expect(staff).toMatchObject({ thirtyObsHours: 'completed' });
  expect(staff.summary).toMatchObject({ confirmed: counted + 3, complete: true });

  // Returning the entry does not undo it either.
  const returned = await review(id, entryId, { decision: 'returned', messageToTeacher: 'Wrong date' });
  expect(returned.status).toBe(200);
  expect(await stateWords(id, entryId)).toEqual(['Returned', 'Returned']);
  expect((await record(id)).thirtyObsHours).toBe('completed');
  expect((await whatsLeft())?.done).toBe(true);
});

it('an entry the observed teacher confirmed is approved without an attestation and reads "Approved" on both sides', async () => {
  const id = intern()._id;
  const logged = await call<FieldHour>(t.app, 'POST', `/api/teachers/${id}/field-hours`, {
    token: d.tokens.teacher,
    body: visit({ date: '2026-02-11' }),
  });
  expect(logged.status).toBe(201);
  await t.app.mailer.idle();
  const mail = [...sent].reverse().find((m) => m.to === 'linda.park@austinisd.example')!;
  const token = LINK.exec(mail.text)![1];
  expect((await call(t.app, 'POST', '/api/field-hours/confirm', { body: { token, decision: 'confirm', comment: '' } })).status).toBe(200);
  expect(await stateWords(id, logged.body._id)).toEqual(['Awaiting review', 'Awaiting review']);
  const ok = await review(id, logged.body._id, { decision: 'approved', activelyEngaged: false, attested: true, internalNote: 'x' });
  expect(ok.status).toBe(200);
  // Confirmed: the attestation is not needed and not kept.
  expect(ok.body).toMatchObject({ attested: false, counts: true, internalNote: 'x' });
  expect(await stateWords(id, logged.body._id)).toEqual(['Approved', 'Approved']);
  expect((await record(id)).thirtyObsHours).toBe('completed');
});
