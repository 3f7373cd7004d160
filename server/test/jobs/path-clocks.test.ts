import { randomUUID } from 'node:crypto';
import type { JobRunResult, OutboxMessage, Teacher } from 'shared-domain';
import { call, changeSettings, useDemoApp } from '../support/test-app';

/** The daily jobs on 2031-03-10 (9 am in Texas): every demo clock is long past, so the clocks below are this file's. */
let clock = new Date('2031-03-10T15:00:00Z');
const { t, d } = useDemoApp({ now: () => clock });
const admin = () => ({ token: d.tokens.admin });

async function candidate(last: string, email: string, certificationInfo: Record<string, string>, stages: [string, string][]) {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
    ...admin(),
    body: { name: { first: 'Clock', last }, contact: { email }, certificationInfo: { certType: 'intern', ...certificationInfo } },
  });
  expect(res.status).toBe(201);
  for (const [stage, day] of stages) {
    await t.db.query(
      `INSERT INTO teacher_path_entries (id, teacher_id, stage, reached_on, recorded_by, evidence) VALUES ($1, $2, $3, $4, 'Program staff', 'Test')`,
      [randomUUID(), res.body._id, stage, day],
    );
  }
  return res.body;
}

async function run(): Promise<JobRunResult['ran'][number]> {
  const res = await call<JobRunResult>(t.app, 'POST', '/api/jobs/run', admin());
  expect(res.status).toBe(200);
  return res.body.ran.find((r) => r.job === 'path-clocks')!;
}
const outbox = async (kind: string) =>
  (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', admin())).body.filter((m) => m.kind === kind);
/** The lines of a digest naming this file's candidates. */
const linesOf = (m: OutboxMessage) => m.body.split('\n').filter((l) => l.startsWith('- Clock '));

describe('the path clocks reminders', () => {
  let unreported: Teacher;
  let certificate: Teacher;
  beforeAll(async () => {
    // Admitted on 20 Feb without the report to TEA: 7 calendar days, past due on the 10th.
    unreported = await candidate('Unreported', 'clock.unreported@example.org', {}, [['admitted', '2031-02-20']]);
    // Recommended for a certificate effective after the first day with students (20 Mar): 10 calendar days left.
    certificate = await candidate(
      'Certificate',
      'clock.certificate@example.org',
      { firstDayWithStudent: '2031-03-20', startDate: '2031-04-01' },
      [['certificate-recommended', '2031-03-01']],
    );
    // The same clock 52 days away: not due.
    await candidate('Later', 'clock.later@example.org', { firstDayWithStudent: '2031-05-01', startDate: '2031-06-01' }, [
      ['certificate-recommended', '2031-03-01'],
    ]);
    const invited = await call(t.app, 'POST', `/api/teachers/${certificate._id}/portal-invite`, admin());
    expect(invited.status).toBe(200);
  });

  it('sends nothing while Certification updates is off', async () => {
    await changeSettings(t.app, d.tokens.admin, (s) => (s.systemNotifications.certificationUpdates = false));
    expect(await run()).toMatchObject({ emailsQueued: 0, skipped: ['Certification updates e-mails are off (System Notifications)'] });
    expect(await outbox('path-clocks')).toEqual([]);
    await changeSettings(t.app, d.tokens.admin, (s) => (s.systemNotifications.certificationUpdates = true));
  });

  it('e-mails the admins a digest of the clocks due and the candidate their own, each once', async () => {
    const first = await run();
    // One digest to the one admin, one reminder to the one candidate.
    expect(first.emailsQueued).toBe(2);
    const [digest] = await outbox('path-clocks');
    expect(digest).toMatchObject({ to: 'admin@example.org' });
    expect(digest.subject).toMatch(/^Path clocks due: \d+ clocks?$/);
    expect(linesOf(digest)).toEqual([
      '- Clock Unreported: Report the formal admission to TEA, 11 calendar days past (due Feb 27, 2031)',
      '- Clock Certificate: Certificate active before the first day with students, 10 calendar days left (due Mar 20, 2031)',
    ]);
    expect(digest.body).toContain(`  http://portal.test/admin/teachers/${unreported._id}\n`);
    expect(digest.body).toContain('http://portal.test/admin/pipeline?stuck=soon');

    const own = await outbox('path-clock-candidate');
    expect(own.map((m) => m.to)).toEqual(['clock.certificate@example.org']);
    expect(own[0].subject).toBe('Reminder: have your certificate in effect before your first day with students by Mar 20, 2031');
    expect(own[0].body).toContain('Hello Clock,');
    expect(own[0].body).toContain(
      'Have your certificate in effect before your first day with students by Mar 20, 2031 (10 calendar days left).',
    );
    expect(own[0].body).toContain('What is left on your path: http://portal.test/teacher');

    // Run again, the same day or the next: nothing new.
    expect((await run()).emailsQueued).toBe(0);
    clock = new Date('2031-03-11T15:00:00Z');
    expect((await run()).emailsQueued).toBe(0);
    expect(await outbox('path-clocks')).toHaveLength(1);
  });

  it('reminds once more when a clock passes its due day', async () => {
    clock = new Date('2031-03-23T15:00:00Z');
    expect((await run()).emailsQueued).toBe(2);
    // The outbox lists the newest first.
    const [later, earlier] = await outbox('path-clocks');
    expect(linesOf(earlier)).toHaveLength(2);
    expect(linesOf(later)).toEqual([
      '- Clock Certificate: Certificate active before the first day with students, 3 calendar days past (due Mar 20, 2031)',
    ]);
    const own = await outbox('path-clock-candidate');
    expect(own).toHaveLength(2);
    expect(own.find((m) => m.body.includes('3 calendar days past'))?.to).toBe('clock.certificate@example.org');
    expect((await run()).emailsQueued).toBe(0);
    clock = new Date('2031-03-10T15:00:00Z');
  });

  it("reaches a candidate without a portal account at the record's e-mail, else the application's, once", async () => {
    clock = new Date('2031-09-01T15:00:00Z');
    const cert = { firstDayWithStudent: '2031-09-10', startDate: '2031-10-01' };
    const stages: [string, string][] = [['certificate-recommended', '2031-08-20']];
    const recorded = await candidate('Recorded', 'clock.recorded@example.org', cert, stages);
    const applied = await candidate('Applied', '', cert, stages);
    await t.db.query(
      `INSERT INTO admission_applications (id, secret_hash, data, teacher_id, submitted_at)
       VALUES ($1, $2, $3::jsonb, $4, clock_timestamp())`,
      [
        randomUUID(),
        `hash-${randomUUID()}`,
        JSON.stringify({ firstName: 'Clock', lastName: 'Applied', email: 'clock.applied@example.org' }),
        applied._id,
      ],
    );
    const nowhere = await candidate('Nowhere', '', cert, stages);

    const first = await run();
    const own = await outbox('path-clock-candidate');
    const to = (id: string) => own.filter((m) => m.body.includes('Sep 10, 2031') && m.to === id);
    expect(to('clock.recorded@example.org')).toHaveLength(1);
    expect(to('clock.applied@example.org')).toHaveLength(1);
    // Without an account there is no dashboard to sign in to: the reminder gives the program's contact instead.
    expect(to('clock.recorded@example.org')[0].body).not.toContain('What is left on your path');
    expect(to('clock.recorded@example.org')[0].body).toContain('Questions? ');
    // The record with no e-mail anywhere is counted, not sent.
    expect(first.skipped).toContainEqual(expect.stringMatching(/^1 candidate clock\(s\) due with no e-mail to send to$/));
    const digest = (await outbox('path-clocks'))[0];
    expect(digest.body).toContain(`/admin/teachers/${nowhere._id}`);
    expect(digest.body).toContain(`/admin/teachers/${recorded._id}`);

    // Once per clock, due day and threshold.
    const sent = (await outbox('path-clock-candidate')).length;
    expect((await run()).emailsQueued).toBe(0);
    expect(await outbox('path-clock-candidate')).toHaveLength(sent);
  });
});
