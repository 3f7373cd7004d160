import { PATH_STAGES, type AdminDashboard, type MyDashboard, type Pipeline, type TeacherPath } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

/** The demo data as seeded today: the pipeline, the work queue and the Path panel have candidates to show. */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });

describe('the demo candidates on the path', () => {
  it('holds a candidate at every stage', async () => {
    const res = await call<Pipeline>(t.app, 'GET', '/api/path/pipeline', admin());
    expect(res.status).toBe(200);
    expect(res.body.stages.filter((s) => s.count === 0).map((s) => s.stage)).toEqual([]);
    expect(res.body.stages.map((s) => s.stage)).toEqual([...PATH_STAGES]);
  });

  it('has clocks due soon and past due in the work queue, an admission report among each', async () => {
    const res = await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin());
    const all = (await call<Pipeline>(t.app, 'GET', '/api/path/pipeline?stuck=soon&limit=200', admin())).body.list.flatMap((c) => c.due);
    expect(res.body.pathClocks?.total).toBeGreaterThan(2);
    const reports = all.filter((c) => c.key === 'admissionReport').map((c) => c.daysLeft);
    // 5 days past and 4 left on the seed's day (a day more or less when Texas is still on the day before UTC's).
    expect(reports).toHaveLength(2);
    expect(reports.filter((n) => n < 0)).toHaveLength(1);
    expect(reports.filter((n) => n >= 0 && n <= 14)).toHaveLength(1);
    expect(all.some((c) => c.key === 'inactive' && c.daysLeft >= 0)).toBe(true);
    expect(all.some((c) => c.key === 'firstObservation' && c.daysLeft < 0)).toBe(true);
  });

  it("shows the demo intern their stage, the next step's wants and their clocks, from the staff's view", async () => {
    const mine = await call<MyDashboard>(t.app, 'GET', '/api/me/teacher', { token: d.tokens.teacher });
    expect(mine.status).toBe(200);
    const path = mine.body.path!;
    const id = d.teachers.find((x) => x.contact.email === 'teacher@example.org')!._id;
    const staff = (await call<TeacherPath>(t.app, 'GET', `/api/teachers/${id}/path`, admin())).body;
    expect([path.stage, path.label]).toEqual([staff.current, 'In internship']);
    expect(path.next.map((n) => n.stage)).toEqual(['completed']);
    expect(path.next[0].missing).toEqual(staff.next.find((n) => n.stage === 'completed')!.missing.map((m) => m.message));
    // The first in-person observation is past due (the demo's virtual one does not count); the program's own clocks stay with staff.
    expect(path.clocks.find((c) => c.key === 'firstObservation')?.daysLeft).toBeLessThan(0);
    expect(path.clocks.map((c) => c.key)).not.toContain('inactive');
    // Who recorded a stage is staff's to read.
    expect(JSON.stringify(path)).not.toContain('Program staff');
  });
});
