import { MESSAGES, type JobRun, type JobRunResult, type OutboxMessage, type SystemSettings, type Teacher } from 'shared-domain';
import { call, useDemoApp, changeSettings, teacherPutBody } from '../support/test-app';

/**
 * The scheduled jobs with the clock injected: 2031-03-10, 9 am in Texas. Every demo date is years before, so the
 * reminders below are the ones of the teachers this file creates.
 */
let clock = new Date('2031-03-10T15:00:00Z');
/** The text messages the SMS transport was given. */
const texts: { to: string; text: string }[] = [];
const { t, d } = useDemoApp({ now: () => clock, smsTransport: { send: async (m) => texts.push(m) } });

const admin = () => ({ token: d.tokens.admin });

const settings = (change: (s: SystemSettings) => void) => changeSettings(t.app, d.tokens.admin, change);

async function createTeacher(body: Record<string, unknown>): Promise<Teacher> {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', { ...admin(), body });
  expect(res.status).toBe(201);
  return res.body;
}

async function run(): Promise<JobRunResult['ran']> {
  const res = await call<JobRunResult>(t.app, 'POST', '/api/jobs/run', admin());
  expect(res.status).toBe(200);
  return res.body.ran;
}
const queued = (ran: JobRunResult['ran'], job: string) => ran.find((r) => r.job === job)!.emailsQueued;
/** The reminders (not the other e-mails) that name `text`. */
const outboxAbout = async (text: string) =>
  (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', admin())).body.filter(
    (m) => (m.kind === 'certification-ending' || m.kind === 'observation-overdue') && m.body.includes(text),
  );

describe('certification ending (autoNotifyDays, certificationUpdates)', () => {
  it('e-mails the teacher and the admins once, autoNotifyDays before the end date, while the switch is on', async () => {
    const soon = await createTeacher({
      name: { first: 'Ending', last: 'Soon' },
      contact: { email: 'ending.soon@example.org' },
      certificationInfo: { endDate: '2031-04-01' },
    });
    await createTeacher({
      name: { first: 'Ending', last: 'Later' },
      contact: { email: 'ending.later@example.org' },
      certificationInfo: { endDate: '2031-05-01' },
    });

    await settings((s) => (s.systemNotifications.certificationUpdates = false));
    const off = await run();
    expect(off.find((r) => r.job === 'certification-ending')).toEqual({
      job: 'certification-ending',
      emailsQueued: 0,
      textsQueued: 0,
      changed: 0,
      skipped: ['Certification updates e-mails are off (System Notifications)'],
    });
    expect(await outboxAbout('Ending Soon')).toEqual([]);

    await settings((s) => {
      s.systemNotifications.certificationUpdates = true;
      s.teacherCertification.autoNotifyDays = 30;
    });
    expect(queued(await run(), 'certification-ending')).toBe(2);
    const sent = await outboxAbout('Ending Soon');
    expect(sent.map((m) => m.to).sort()).toEqual(['admin@example.org', 'ending.soon@example.org']);
    expect(sent[0]).toMatchObject({ kind: 'certification-ending', subject: 'Certification ends on Apr 1, 2031' });
    expect(sent[0].body).toContain('in 22 days');
    expect(await outboxAbout('Ending Later')).toEqual([]);

    // Run again (the same day or the next): nothing new for the same end date.
    expect(queued(await run(), 'certification-ending')).toBe(0);
    // A reminder sent is no longer pending, so the next runs do not read it; one left pending by a run cut
    // short after its sends is found sent by the next run, which sends nothing and settles it.
    const pending = async () =>
      (
        await t.db.query<{ d: string }>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS d FROM reminders_pending WHERE job = 'certification-ending' AND ref = $1 ORDER BY 1`,
          [soon._id],
        )
      ).map((r) => r.d);
    expect(await pending()).toEqual([]);
    await t.db.query(`INSERT INTO reminders_pending (job, day, ref) VALUES ('certification-ending', '2031-04-01', $1)`, [soon._id]);
    expect(queued(await run(), 'certification-ending')).toBe(0);
    expect(await pending()).toEqual([]);
    clock = new Date('2031-03-11T15:00:00Z');
    expect(queued(await run(), 'certification-ending')).toBe(0);

    // A longer notice reaches the later end date too.
    await settings((s) => (s.teacherCertification.autoNotifyDays = 60));
    expect(queued(await run(), 'certification-ending')).toBe(2);
    expect(await outboxAbout('Ending Later')).toHaveLength(2);

    // A new end date is a new reminder.
    const body = teacherPutBody({ ...soon, certificationInfo: { ...soon.certificationInfo, endDate: '2031-04-15' } });
    const moved = await call(t.app, 'PUT', `/api/teachers/${soon._id}`, { ...admin(), body });
    expect(moved.status).toBe(200);
    expect(queued(await run(), 'certification-ending')).toBe(2);
    expect(await pending()).toEqual([]);
    clock = new Date('2031-03-10T15:00:00Z');
  });
});

describe('observation reminders (evaluationFrequency, evaluationDeadlines, the supervisor e-mail preference)', () => {
  let intern: Teacher;
  beforeAll(async () => {
    await settings((s) => (s.internshipProgram.maxInternPerSupervisor = 100));
    intern = await createTeacher({
      name: { first: 'Lapsed', last: 'Intern' },
      teacherStatus: 'intern',
      obsNeeded: '3 Total (In Person)',
      certificationInfo: { startDate: '2031-01-05', endDate: '2031-06-30' },
    });
    const put = await call(t.app, 'PUT', `/api/teachers/${intern._id}/assignment`, {
      ...admin(),
      body: { schoolId: d.supervisor.schoolId, supervisorId: d.supervisor._id, status: 'active', startDate: '', endDate: '' },
    });
    expect(put.status).toBe(200);
  });

  it('reminds the supervisor of an intern with no observation in evaluationFrequency days, once per lapse', async () => {
    await settings((s) => (s.systemNotifications.evaluationDeadlines = false));
    expect((await run()).find((r) => r.job === 'observation-overdue')!.skipped).toEqual([
      'Evaluation deadlines e-mails are off (System Notifications)',
    ]);
    expect(await outboxAbout('Lapsed Intern')).toEqual([]);

    await settings((s) => {
      s.systemNotifications.evaluationDeadlines = true;
      s.internshipProgram.evaluationFrequency = 30;
    });
    expect(queued(await run(), 'observation-overdue')).toBe(1);
    const [mail] = await outboxAbout('Lapsed Intern');
    expect(mail).toMatchObject({ kind: 'observation-overdue', to: d.supervisor.contactInfo.email || d.supervisor.email });
    expect(mail.subject).toBe('No observation of Lapsed Intern in 64 days');
    expect(queued(await run(), 'observation-overdue')).toBe(0);

    // An observation nine days ago: not lapsed at 30 days, lapsed at 7.
    const obs = await call(t.app, 'POST', `/api/teachers/${intern._id}/supervisions`, {
      token: d.tokens.supervisor,
      body: { date: '2031-03-01', kind: 'formal', mode: 'in person', duration: 50, comment: 'Clear objectives' },
    });
    expect(obs.status).toBe(201);
    expect(queued(await run(), 'observation-overdue')).toBe(0);
    await settings((s) => (s.internshipProgram.evaluationFrequency = 7));
    expect(queued(await run(), 'observation-overdue')).toBe(1);
    expect((await outboxAbout('Lapsed Intern')).map((m) => m.subject)).toContain('No observation of Lapsed Intern in 9 days');
  });

  it('lists the lapse on the dashboard by the same rule, while evaluationFrequency days have passed', async () => {
    const saved = (await call<SystemSettings>(t.app, 'GET', '/api/settings', admin())).body;
    const lapsed = async (every: number) =>
      (
        await t.app.repos.dashboard.build(clock, {
          settings: { ...saved, internshipProgram: { ...saved.internshipProgram, evaluationFrequency: every } },
          timeZone: t.env.PROGRAM_TIME_ZONE,
        })
      ).alerts.filter((a) => a.kind === 'observation-lapsed' && a.teacherId === intern._id);
    // The last observation was on 2031-03-01, nine days before the clock.
    expect(await lapsed(7)).toEqual([
      {
        kind: 'observation-lapsed',
        severity: 'warning',
        teacherId: intern._id,
        name: 'Lapsed Intern',
        date: '2031-03-01',
        days: 9,
        due: '2031-03-08',
      },
    ]);
    expect(await lapsed(30)).toEqual([]);
  });

  it('sends nothing to a supervisor who turned e-mail notifications off, and says so', async () => {
    clock = new Date('2031-03-20T15:00:00Z'); // a new lapse (19 days at 7 a period)
    const prefs = d.supervisor.settings;
    const off = await call(t.app, 'PATCH', `/api/supervisors/${d.supervisor._id}`, {
      token: d.tokens.supervisor,
      body: { settings: { ...prefs, notificationPreferences: { ...prefs.notificationPreferences, email: false } } },
    });
    expect(off.status).toBe(200);
    const before = (await outboxAbout('Lapsed Intern')).length;
    const result = (await run()).find((r) => r.job === 'observation-overdue')!;
    expect(result.skipped).toContain(`${d.supervisor.name.first} ${d.supervisor.name.last} has e-mail and text notifications off`);
    expect(await outboxAbout('Lapsed Intern')).toHaveLength(before);

    const on = await call(t.app, 'PATCH', `/api/supervisors/${d.supervisor._id}`, {
      token: d.tokens.supervisor,
      body: { settings: prefs },
    });
    expect(on.status).toBe(200);
    expect(queued(await run(), 'observation-overdue')).toBe(1);
    clock = new Date('2031-03-10T15:00:00Z');
  });
});

describe('reminders by text message (a supervisor chose SMS)', () => {
  it('needs a mobile number in E.164 to turn SMS on, then texts the reminder through the SMS transport', async () => {
    const refused = await call(t.app, 'PATCH', `/api/supervisors/${d.supervisor._id}`, {
      ...admin(),
      body: { contactInfo: { phone: '(512) 555-0142' }, settings: { notificationPreferences: { sms: true } } },
    });
    expect({ status: refused.status, message: refused.body.message, fields: refused.body.fieldErrors }).toEqual({
      status: 400,
      message: MESSAGES.smsNeedsMobileNumber,
      fields: { 'contactInfo.phone': MESSAGES.smsNeedsMobileNumber },
    });
    const on = await call(t.app, 'PATCH', `/api/supervisors/${d.supervisor._id}`, {
      ...admin(),
      body: { contactInfo: { phone: '+1 512 555 0142' }, settings: { notificationPreferences: { email: false, sms: true } } },
    });
    expect(on.status).toBe(200);

    clock = new Date('2031-03-30T15:00:00Z'); // another lapse of the intern above (29 days at 7 a period)
    const result = (await run()).find((r) => r.job === 'observation-overdue')!;
    expect(result).toMatchObject({ textsQueued: 1 });
    await t.app.mailer.idle();
    expect(texts).toContainEqual({ to: '+15125550142', text: expect.stringContaining('no observation of Lapsed Intern in 29 days') });
    const sms = (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', admin())).body.find((m) => m.channel === 'sms')!;
    expect(sms).toMatchObject({ to: '+15125550142', kind: 'observation-overdue', status: 'sent' });

    const back = await call(t.app, 'PATCH', `/api/supervisors/${d.supervisor._id}`, {
      ...admin(),
      body: { contactInfo: { phone: d.supervisor.contactInfo.phone }, settings: d.supervisor.settings },
    });
    expect(back.status).toBe(200);
    clock = new Date('2031-03-10T15:00:00Z');
  });
});

describe('the daily run', () => {
  it('runs once a day after DAILY_JOBS_AT (program-local), however many times it is checked, and is listed', async () => {
    clock = new Date('2031-03-12T10:59:00Z'); // 05:59 in Chicago (CDT): not yet
    expect(await t.app.jobs.runDailyIfDue()).toBeNull();
    clock = new Date('2031-03-12T11:00:00Z'); // 06:00
    const [first, second] = await Promise.all([t.app.jobs.runDailyIfDue(), t.app.jobs.runDailyIfDue()]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    clock = new Date('2031-03-13T04:30:00Z'); // 23:30 on the 12th in Chicago: still the same program day
    expect(await t.app.jobs.runDailyIfDue()).toBeNull();

    const runs = await call<JobRun[]>(t.app, 'GET', '/api/jobs/runs', admin());
    expect(runs.status).toBe(200);
    const daily = runs.body.filter((r) => r.trigger === 'daily');
    expect(daily).toEqual([expect.objectContaining({ day: '2031-03-12', actor: null, error: null })]);
    expect(daily[0].finishedAt).not.toBeNull();
    expect(daily[0].results.map((r) => r.job)).toEqual([
      'certification-ending',
      'observation-overdue',
      'payment-due',
      'observation-ack',
      'path-clocks',
      'asep-deadline',
    ]);
    const manual = runs.body.find((r) => r.trigger === 'manual')!;
    expect(manual.actor).toBe('admin@example.org');
    // Each run is in the audit trail: who asked (no one for the schedule) and what each job queued.
    const audit = await call<{ entityId: string; actor: string | null; changes: { field: string; to: unknown }[] }[]>(
      t.app,
      'GET',
      '/api/audit?entity=job',
      admin(),
    );
    const byRun = new Map(audit.body.map((a) => [a.entityId, a]));
    expect(byRun.get(daily[0]._id)?.actor).toBeNull();
    expect(byRun.get(manual._id)).toMatchObject({ actor: 'admin@example.org' });
    expect(byRun.get(manual._id)!.changes).toContainEqual(
      expect.objectContaining({ field: 'certification-ending.emailsQueued', to: manual.results[0].emailsQueued }),
    );
    clock = new Date('2031-03-10T15:00:00Z');
  });

  it('is for admins only', async () => {
    for (const token of [d.tokens.supervisor, d.tokens.school]) {
      expect((await call(t.app, 'POST', '/api/jobs/run', { token })).status).toBe(403);
      expect((await call(t.app, 'GET', '/api/jobs/runs', { token })).status).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/jobs/run')).status).toBe(401);
  });
});
