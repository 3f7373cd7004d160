import type { JobRunResult, JobsOverview, OutboxDelivery, SystemSettings } from 'shared-domain';
import { isoInZone } from '../../src/jobs/scheduler';
import { call, changeSettings, useDemoApp } from '../support/test-app';

/**
 * GET /api/jobs answers each job's settings as saved now, the newest run's result and the
 * scheduler's next daily run in the program's time zone; GET /api/outbox/delivery says whether mail is sent or kept.
 * The clock: 2031-03-10, 9 am in Texas (daylight saving time began on 9 March 2031: UTC-5).
 */
const clock = new Date('2031-03-10T14:00:00Z');

describe('with the default schedule (06:00) and no SMTP_URL', () => {
  const { t, d } = useDemoApp({ now: () => clock });
  const get = <T>(url: string, token = d.tokens.admin) => call<T>(t.app, 'GET', url, { token });

  it("gives each job's settings as saved now and the next daily run in the program's zone", async () => {
    await changeSettings(t.app, d.tokens.admin, (s: SystemSettings) => {
      s.teacherCertification.autoNotifyDays = 45;
      s.systemNotifications.paymentReminders = false;
    });
    const res = await get<JobsOverview>('/api/jobs');
    expect(res.status).toBe(200);
    expect(res.body.schedule).toEqual({ dailyAt: '06:00', timeZone: 'America/Chicago', nextRunAt: '2031-03-11T06:00:00-05:00' });
    expect(new Date(res.body.schedule.nextRunAt!).toISOString()).toBe('2031-03-11T11:00:00.000Z');
    expect(res.body.jobs.map((j) => j.job)).toEqual([
      'certification-ending',
      'observation-overdue',
      'payment-due',
      'observation-ack',
      'path-clocks',
      'asep-deadline',
    ]);
    const cert = res.body.jobs[0];
    expect(cert.settings).toEqual([
      {
        group: 'teacherCertification',
        field: 'autoNotifyDays',
        groupTitle: 'Teacher Certification',
        label: 'Auto-notify before expiry (days)',
        value: 45,
      },
      {
        group: 'systemNotifications',
        field: 'certificationUpdates',
        groupTitle: 'System Notifications',
        label: 'Certification updates',
        value: true,
      },
    ]);
    expect(res.body.jobs[2].settings.find((s) => s.field === 'paymentReminders')!.value).toBe(false);
    expect(res.body.jobs[1].alsoFollows).toBe("each supervisor's e-mail preference");
    expect(cert.lastRun).toBeNull();
  });

  it("gives the newest run's result for each job", async () => {
    const ran = await call<JobRunResult>(t.app, 'POST', '/api/jobs/run', { token: d.tokens.admin });
    expect(ran.status).toBe(200);
    const { body } = await get<JobsOverview>('/api/jobs');
    for (const j of body.jobs) {
      expect(j.lastRun).toMatchObject({ trigger: 'manual', error: null, result: ran.body.ran.find((r) => r.job === j.job) });
      expect(j.lastRun!.finishedAt).not.toBeNull();
    }
    expect(body.jobs[2].lastRun!.result!.skipped).toEqual(['Payment reminders e-mails are off (System Notifications)']);
  });

  it('says e-mail and text delivery are off without SMTP_URL and SMS_URL; admins only', async () => {
    expect((await get<OutboxDelivery>('/api/outbox/delivery')).body).toEqual({ email: false, sms: false });
    expect((await get('/api/outbox/delivery', d.tokens.supervisor)).status).toBe(403);
    expect((await get('/api/jobs', d.tokens.school)).status).toBe(403);
  });
});

describe("with a mail transport and DAILY_JOBS_AT 'off'", () => {
  const { t, d } = useDemoApp({ now: () => clock, env: { DAILY_JOBS_AT: 'off' }, mailTransport: { sendMail: async () => ({}) } });

  it('has no next run, and says e-mail delivery is on', async () => {
    const jobs = await call<JobsOverview>(t.app, 'GET', '/api/jobs', { token: d.tokens.admin });
    expect(jobs.body.schedule).toMatchObject({ dailyAt: 'off', nextRunAt: null });
    const delivery = await call<OutboxDelivery>(t.app, 'GET', '/api/outbox/delivery', { token: d.tokens.admin });
    expect(delivery.body).toEqual({ email: true, sms: false });
  });
});

it('writes an instant in a zone with that zone offset then (standard and daylight time)', () => {
  expect(isoInZone(new Date('2026-11-27T12:00:00Z'), 'America/Chicago')).toBe('2026-11-27T06:00:00-06:00');
  expect(isoInZone(new Date('2026-07-01T11:00:00Z'), 'America/Chicago')).toBe('2026-07-01T06:00:00-05:00');
  expect(isoInZone(new Date('2026-07-01T11:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01T16:30:00+05:30');
});
