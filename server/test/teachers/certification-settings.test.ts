import { programDate, type AdminDashboard, type SystemSettings, type Teacher } from 'shared-domain';
import { call, useDemoApp, changeSettings } from '../support/test-app';

/** warningThreshold, allowGracePeriod and gracePeriodDays decide the dashboard's certification alerts. */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });
const today = programDate(new Date());
const plus = (n: number) => new Date(Date.parse(today) + n * 86_400_000).toISOString().slice(0, 10);

const settings = (change: (s: SystemSettings) => void) => changeSettings(t.app, d.tokens.admin, change);
const alertsFor = async (ids: string[]) =>
  (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body.alerts.filter(
    (a) => 'teacherId' in a && ids.includes(a.teacherId),
  );

it('alerts on certifications ending within warningThreshold days and in their grace period, as the settings say', async () => {
  const create = async (first: string, endDate: string) =>
    (
      await call<Teacher>(t.app, 'POST', '/api/teachers', {
        ...admin(),
        body: { name: { first, last: 'Cert' }, certificationInfo: { endDate } },
      })
    ).body;
  const [grace, ending, far] = await Promise.all([create('Grace', plus(-5)), create('Ending', plus(20)), create('Far', plus(100))]);
  const ids = [grace._id, ending._id, far._id];

  expect(await alertsFor(ids)).toEqual([
    { kind: 'certification-grace', severity: 'danger', teacherId: grace._id, name: 'Grace Cert', date: plus(-5), until: plus(10) },
    { kind: 'certification-ending', severity: 'warning', teacherId: ending._id, name: 'Ending Cert', date: plus(20) },
  ]);

  await settings((s) => (s.teacherCertification.warningThreshold = 120));
  expect((await alertsFor(ids)).map((a) => a.kind === 'certification-ending' && a.name)).toContain('Far Cert');

  await settings((s) => (s.teacherCertification.gracePeriodDays = 3));
  expect((await alertsFor(ids)).some((a) => a.kind === 'certification-grace')).toBe(false);
  await settings((s) => {
    s.teacherCertification.gracePeriodDays = 15;
    s.teacherCertification.allowGracePeriod = false;
  });
  expect((await alertsFor(ids)).some((a) => a.kind === 'certification-grace')).toBe(false);
});
