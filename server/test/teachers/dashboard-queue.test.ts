import { TEACHER_QUEUES, type AdminDashboard, type TeacherListPage } from 'shared-domain';
import { call, changeSettings, useDemoApp } from '../support/test-app';

/**
 * The dashboard as a work queue. Each teacher group's 'View all' opens the staff list with
 * ?queue=<kind>; the list keeps exactly the teachers the dashboard counted, and its first ones are the group's.
 */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });

const queuePage = (queue: string) => call<TeacherListPage>(t.app, 'GET', `/api/teachers/all?view=list&limit=200&queue=${queue}`, admin());

describe('GET /api/teachers/all?view=list&queue=', () => {
  it("keeps exactly the teachers each dashboard group counts, the group's first ones among them", async () => {
    // 'supervisor-needed' is counted only while auto-assignment is on.
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.internshipProgram.autoAssignSupervisors = true;
    });
    const dash = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body;
    let nonEmpty = 0;
    for (const queue of TEACHER_QUEUES) {
      const res = await queuePage(queue);
      expect({ queue, status: res.status }).toEqual({ queue, status: 200 });
      expect({ queue, matched: res.body.matched }).toEqual({ queue, matched: dash.alertTotals[queue] });
      const listed = new Set(res.body.rows.map((r) => `${r.name.first} ${r.name.last}`));
      const firstOnes = dash.alerts.filter((a) => a.kind === queue).map((a) => a.name);
      expect({ queue, missing: firstOnes.filter((id) => !listed.has(id)) }).toEqual({ queue, missing: [] });
      if (res.body.matched > 0) nonEmpty++;
    }
    // The demo data has work in several groups: the comparison is not between empty lists.
    expect(nonEmpty).toBeGreaterThanOrEqual(3);
  });

  it('combines with the search and the status filter, and refuses an unknown queue naming the field', async () => {
    const all = (await queuePage('first-observation-overdue')).body;
    const interns = (
      await call<TeacherListPage>(
        t.app,
        'GET',
        '/api/teachers/all?view=list&limit=200&status=hired&queue=first-observation-overdue',
        admin(),
      )
    ).body;
    expect(interns.matched).toBeLessThanOrEqual(all.matched);
    expect(interns.rows.every((r) => r.teacherStatus === 'hired')).toBe(true);

    for (const q of ['view=list&limit=5&queue=everything', 'queue=forms-pending']) {
      const bad = await call(t.app, 'GET', `/api/teachers/all?${q}`, admin());
      expect({ q, status: bad.status, fields: Object.keys(bad.body.fieldErrors ?? {}) }).toEqual({ q, status: 400, fields: ['queue'] });
    }
  });
});
