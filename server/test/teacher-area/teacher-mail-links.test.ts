import type { JobRunResult, Ledger, MyObservations, OutboxMessage, Teacher } from 'shared-domain';
import { call, changeSettings, signIn, useDemoApp } from '../support/test-app';

/**
 * Every e-mail to a teacher links to the page it is about (certification reminder -> dashboard,
 * invoice and payment reminder -> the invoice's page, observation -> that observation). The clock is 2031-03-10, 9 am
 * in Texas, so the reminders below are those of the records this file changes.
 */
const clock = new Date('2031-03-10T15:00:00Z');
const { t, d } = useDemoApp({ now: () => clock });

const INTERN = 'teacher@example.org';
const URL = 'http://portal.test';
const admin = () => ({ token: d.tokens.admin });
const outbox = async (to: string, kind: OutboxMessage['kind']) =>
  (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', admin())).body.filter((m) => m.to === to && m.kind === kind);
const runJobs = async () => {
  const res = await call<JobRunResult>(t.app, 'POST', '/api/jobs/run', admin());
  expect(res.status).toBe(200);
};
const intern = () => d.teachers.find((x) => x.contact.email === INTERN)!;

async function createTeacher(first: string, body: Record<string, unknown> = {}): Promise<Teacher> {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
    ...admin(),
    body: { name: { first, last: 'Links' }, contact: { email: `${first.toLowerCase()}.links@example.org` }, ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('the certification reminder', () => {
  it("links the teacher's own copy to /teacher/dashboard when the record has a portal account; the admins' copy has no link", async () => {
    const invited = await createTeacher('Portal', { certificationInfo: { endDate: '2031-04-01' } });
    expect((await call(t.app, 'POST', `/api/teachers/${invited._id}/portal-invite`, admin())).status).toBe(200);
    await createTeacher('Noportal', { certificationInfo: { endDate: '2031-04-01' } });
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.systemNotifications.certificationUpdates = true;
      s.teacherCertification.autoNotifyDays = 30;
    });
    await runJobs();

    const [own] = await outbox('portal.links@example.org', 'certification-ending');
    expect(own.body).toContain(`What is left: ${URL}/teacher/dashboard\n`);
    const [without] = await outbox('noportal.links@example.org', 'certification-ending');
    expect(without.body).not.toContain('/teacher/');
    const toAdmin = await outbox('admin@example.org', 'certification-ending');
    expect(toAdmin.filter((m) => m.body.includes('Portal Links'))).toHaveLength(1);
    expect(toAdmin.every((m) => !m.body.includes('/teacher/'))).toBe(true);
  });
});

describe('the invoice and the payment reminder', () => {
  it("both link to the charge's invoice page, which the teacher's own session opens", async () => {
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.systemNotifications.paymentReminders = true;
      s.paymentAndBilling.paymentDueReminder = 7;
    });
    const added = await call<Ledger>(t.app, 'POST', `/api/teachers/${intern()._id}/charges`, {
      ...admin(),
      body: { description: 'Links test fee', amount: 150, date: '2031-03-01', dueDate: '2031-03-14' },
    });
    expect(added.status).toBe(201);
    const charge = added.body.charges.find((c) => c.description === 'Links test fee')!;
    const page = `${URL}/teacher/payments/invoices/${charge._id}`;

    expect((await call(t.app, 'POST', `/api/teachers/${intern()._id}/charges/${charge._id}/invoice`, admin())).status).toBe(200);
    const invoices = (await outbox(INTERN, 'invoice')).filter((m) => m.body.includes('Links test fee'));
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((m) => m.body.includes(`See it in your portal: ${page}\n`))).toBe(true);

    await runJobs();
    const reminders = (await outbox(INTERN, 'payment-due')).filter((m) => m.body.includes('Links test fee'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toContain(`The invoice: ${page}\n`);

    // The page the link opens reads that very invoice for the teacher.
    const tok = await signIn(t.app, INTERN);
    const inv = await call(t.app, 'GET', `/api/me/invoices/${charge._id}`, { token: tok });
    expect(inv.status).toBe(200);
    expect(inv.body.charge).toMatchObject({ _id: charge._id, description: 'Links test fee' });
  });
});

describe('an observation recorded', () => {
  const record = (id: string, comment: string) =>
    call<Teacher>(t.app, 'POST', `/api/teachers/${id}/supervisions`, {
      ...admin(),
      body: { date: '2031-03-09', kind: 'formal', mode: 'in person', duration: 45, comment },
    });

  it('e-mails a teacher with a portal account a link to that observation, without the feedback or any staff note', async () => {
    const before = (await outbox(INTERN, 'observation-feedback')).length;
    const res = await record(intern()._id, 'Clear objectives; pacing to work on.');
    expect(res.status).toBe(201);
    const obs = res.body.supervisions.list.at(-1)!;
    expect(obs.comment).toBe('Clear objectives; pacing to work on.');

    const mails = await outbox(INTERN, 'observation-feedback');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.body.includes(obs._id))!;
    expect(mail.subject).toBe('Feedback from your observation on Mar 9, 2031');
    // The whole text: the date and the link, nothing of the feedback nor of any staff note.
    expect(mail.body).toBe(
      `Hello ${intern().name.first},\n\nYour field supervisor recorded an observation on Mar 9, 2031 with written feedback. ` +
        `Read it and acknowledge it here:\n${URL}/teacher/observations/${obs._id}\n`,
    );

    // The linked observation is the teacher's to read, with the feedback.
    const mine = await call<MyObservations>(t.app, 'GET', '/api/me/observations', { token: await signIn(t.app, INTERN) });
    expect(mine.body.observations.find((o) => o._id === obs._id)).toMatchObject({ feedback: 'Clear objectives; pacing to work on.' });
  });

  it('sends nothing to a record without a portal account, nor to a revoked one', async () => {
    const none = await createTeacher('Observed', { teacherStatus: 'intern' });
    expect((await record(none._id, 'Fine.')).status).toBe(201);
    expect(await outbox('observed.links@example.org', 'observation-feedback')).toEqual([]);

    const revoked = await createTeacher('Revoked', { teacherStatus: 'intern' });
    await call(t.app, 'POST', `/api/teachers/${revoked._id}/portal-invite`, admin());
    expect((await call(t.app, 'DELETE', `/api/teachers/${revoked._id}/portal-invite`, admin())).status).toBe(200);
    expect((await record(revoked._id, 'Fine.')).status).toBe(201);
    expect(await outbox('revoked.links@example.org', 'observation-feedback')).toEqual([]);
  });
});
