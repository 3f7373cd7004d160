import type { AsepReport, JobRunResult, OutboxMessage } from 'shared-domain';
import { call, changeSettings, EMAILS, useDemoApp } from '../support/test-app';

/** The program's clock: moved through the year-end report's countdown (the year 2026–2027, due 15 September 2027). */
let clock = new Date('2027-07-31T15:00:00Z');
const { t, d } = useDemoApp({ now: () => clock });
const admin = () => ({ token: d.tokens.admin });
const on = (day: string) => (clock = new Date(`${day}T15:00:00Z`));

async function run(): Promise<JobRunResult['ran'][number]> {
  const res = await call<JobRunResult>(t.app, 'POST', '/api/jobs/run', admin());
  expect(res.status).toBe(200);
  return res.body.ran.find((r) => r.job === 'asep-deadline')!;
}
const reminders = async () =>
  (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', admin())).body.filter((m) => m.kind === 'asep-deadline');

describe("the year-end report's reminders to the admins", () => {
  it('sends nothing before the countdown, nor while Certification updates is off', async () => {
    expect(await run()).toMatchObject({ emailsQueued: 0, skipped: [] });
    on('2027-08-01');
    await changeSettings(t.app, d.tokens.admin, (s) => (s.systemNotifications.certificationUpdates = false));
    expect(await run()).toMatchObject({ emailsQueued: 0, skipped: ['Certification updates e-mails are off (System Notifications)'] });
    expect(await reminders()).toEqual([]);
    await changeSettings(t.app, d.tokens.admin, (s) => (s.systemNotifications.certificationUpdates = true));
  });

  it("on 1 August tells each admin the days left and the report's records with problems, once", async () => {
    on('2027-08-01');
    const admins = (await t.db.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin'`)).map((r) => r.email);
    expect(admins).toContain(EMAILS.admin);
    expect(await run()).toMatchObject({ emailsQueued: admins.length });
    const report = (await call<AsepReport>(t.app, 'GET', '/api/reports/asep/2026?limit=1', admin())).body;
    const [mail] = (await reminders()).filter((m) => m.to === EMAILS.admin);
    expect(mail.subject).toBe('Year-end report 2026–2027: due in 45 days');
    expect(mail.body).toContain("TEA's year-end report (ASEP) for 2026–2027 is due in ECOS on 2027-09-15, in 45 days.");
    expect(mail.body).toContain(`${report.counts.problems} records have problems`);
    expect(mail.body).toContain('/admin/reports/asep');
    // The same day again, and the days up to the next reminder: nothing more.
    expect(await run()).toMatchObject({ emailsQueued: 0 });
    on('2027-08-31');
    expect(await run()).toMatchObject({ emailsQueued: 0 });
    expect(await reminders()).toHaveLength(admins.length);
  });

  it('sends a missed reminder day the next day, each reminder once, and none after the due day', async () => {
    const before = (await reminders()).length;
    // 14 days before fell on 1 September: the run of the 2nd sends it (13 days left).
    on('2027-09-02');
    const sent = (await run()).emailsQueued;
    expect(sent).toBeGreaterThan(0);
    expect((await reminders()).filter((m) => m.to === EMAILS.admin).map((m) => m.subject)).toContain(
      'Year-end report 2026–2027: due in 13 days',
    );
    on('2027-09-05');
    expect(await run()).toMatchObject({ emailsQueued: 0 });
    on('2027-09-14');
    expect(await run()).toMatchObject({ emailsQueued: sent });
    on('2027-09-16');
    expect(await run()).toMatchObject({ emailsQueued: 0 });
    // Since 1 August: the 14-day reminder (sent on the 2nd) and the 1-day one (the 14th). The 7-day one had no run on
    // its days (the 8th to the 13th), and a later run sends only the nearest.
    expect((await reminders()).length - before).toBe(2 * sent);
  });
});
