import {
  COMPLIANCE_STATUSES,
  MESSAGES,
  OBS_REQUIREMENTS,
  supervisionCompliance,
  type Compliance,
  type ComplianceRow,
  type Teacher,
} from 'shared-domain';
import { call, useDemoApp } from './support/test-app';

const { t, d } = useDemoApp();

const mine = () => d.teachers.filter((x) => x.assignment?.supervisorId === d.supervisor._id);

describe('GET /api/teachers/{id}/compliance', () => {
  it("answers the record's compliance for today: the admin for anyone, a supervisor for its own teachers only", async () => {
    const own = mine().find((x) => x.teacherStatus === 'intern' && OBS_REQUIREMENTS[x.obsNeeded])!;
    const res = await call<Compliance>(t.app, 'GET', `/api/teachers/${own._id}/compliance`, { token: d.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(supervisionCompliance(own, new Date()));
    expect(res.body.required).toEqual(OBS_REQUIREMENTS[own.obsNeeded]);
    expect((await call(t.app, 'GET', `/api/teachers/${own._id}/compliance`, { token: d.tokens.supervisor })).status).toBe(200);

    const other = d.teachers.find((x) => x.assignment?.supervisorId !== d.supervisor._id)!;
    const refused = await call(t.app, 'GET', `/api/teachers/${other._id}/compliance`, { token: d.tokens.supervisor });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 403, message: MESSAGES.forbidden });
    expect((await call(t.app, 'GET', `/api/teachers/${own._id}/compliance`, { token: d.tokens.school })).status).toBe(403);
    const missing = await call(t.app, 'GET', '/api/teachers/00000000-0000-4000-8000-000000000000/compliance', { token: d.tokens.admin });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/compliance', () => {
  it('lists every teacher for the admin and only its assigned teachers for a supervisor; ?status= filters', async () => {
    const all = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.admin });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(d.teachers.length);
    const byId = new Map(d.teachers.map((x) => [x._id, x] as const));
    for (const row of all.body) {
      const teacher = byId.get(row.teacherId) as Teacher;
      expect(row.status).toBe(supervisionCompliance(teacher, new Date()).status);
      expect(row.name).toEqual(teacher.name);
    }
    const own = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.supervisor });
    expect(own.body.map((r) => r.teacherId).sort()).toEqual(
      mine()
        .map((x) => x._id)
        .sort(),
    );
    for (const status of COMPLIANCE_STATUSES) {
      const some = await call<ComplianceRow[]>(t.app, 'GET', `/api/compliance?status=${encodeURIComponent(status)}`, {
        token: d.tokens.admin,
      });
      expect(some.body.every((r) => r.status === status)).toBe(true);
      expect(some.body).toHaveLength(all.body.filter((r) => r.status === status).length);
    }
    const bad = await call(t.app, 'GET', '/api/compliance?status=late', { token: d.tokens.admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['status']);
    expect((await call(t.app, 'GET', '/api/compliance', { token: d.tokens.school })).status).toBe(403);
  });

  it('?format=csv is the TEA export: one row per counted formal observation', async () => {
    const own = mine().find((x) => x.teacherStatus === 'intern')!;
    const date = (own.certificationInfo.firstDayWithStudent || own.certificationInfo.startDate).slice(0, 10);
    const posted = await call(t.app, 'POST', `/api/teachers/${own._id}/supervisions`, {
      token: d.tokens.supervisor,
      body: { date, duration: '50', comment: 'Clear objectives' },
    });
    expect(posted.status).toBe(201);
    const res = await call<string>(t.app, 'GET', '/api/compliance?format=csv', { token: d.tokens.supervisor });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'TEA ID,Last Name,First Name,Certificate,Observation Date,Kind,Mode,Minutes,Pre-conference,Post-conference,Field Supervisor',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${own.teaId ?? ''},${own.name.last},${own.name.first},[^,]*,${date},formal,in person,50,`)),
    );
    // A supervisor's export holds its own teachers only.
    const others = d.teachers.filter((x) => x.assignment?.supervisorId !== d.supervisor._id && x.teaId !== null);
    for (const x of others) expect(lines.some((l) => l.startsWith(`${x.teaId},`))).toBe(false);
  });
});
