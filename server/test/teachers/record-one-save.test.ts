import type { AuditEntry, Supervisor, Teacher } from 'shared-domain';
import { call, teacherPutBody, useDemoApp } from '../support/test-app';

/**
 * The record has one Save. PUT teachers/{id} may carry the assignment (the body of PUT
 * teachers/{id}/assignment); both are saved in one transaction, each change audited. The record's supervisor name
 * is the assigned field supervisor's, not a free-text copy.
 */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });

async function supervisor(email: string, last: string, maxTeachers: number): Promise<Supervisor> {
  const res = await call<{ supervisor: Supervisor }>(t.app, 'POST', '/api/supervisors/register', {
    ...admin(),
    body: {
      email,
      password: 'strong-pass-1',
      name: { first: 'Saved', last },
      contactInfo: { phone: '(512) 555-0101' },
      credentials: { certification: 'Principal EC-12', yearsExperience: 3, specializations: [] },
      schoolId: d.school._id,
      settings: { maxTeachers },
    },
  });
  expect(res.status).toBe(201);
  return res.body.supervisor;
}

async function teacher(first: string): Promise<Teacher> {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', { ...admin(), body: { name: { first, last: 'OneSave' } } });
  expect(res.status).toBe(201);
  return res.body;
}

const placement = (supervisorId: string | null) => ({
  schoolId: d.school._id,
  supervisorId,
  status: 'active',
  startDate: '2026-08-17',
  endDate: '',
});

const history = async (id: string) => (await call<AuditEntry[]>(t.app, 'GET', `/api/teachers/${id}/history`, admin())).body;
const get = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, admin())).body;

describe("PUT teachers/{id} with the assignment (the record's one Save)", () => {
  it('saves the record and the assignment together, each audited, and names the supervisor from the assignment', async () => {
    const sv = await supervisor('one.save.a@example.org', 'Avila', 3);
    const x = await teacher('Ana');
    const res = await call<Teacher>(t.app, 'PUT', `/api/teachers/${x._id}`, {
      ...admin(),
      body: { ...teacherPutBody(x), placement: { ...x.placement, campusName: 'Lamar High' }, assignment: placement(sv._id) },
    });
    expect(res.status).toBe(200);
    expect(res.body.placement.campusName).toBe('Lamar High');
    expect(res.body.assignment).toMatchObject({ supervisorId: sv._id, supervisorName: 'Saved Avila', startDate: '2026-08-17' });
    // The spec's supervisions.supervisor stays readable: it is the chosen supervisor's name.
    expect(res.body.supervisions.supervisor).toBe('Saved Avila');
    expect((await get(x._id)).supervisions.supervisor).toBe('Saved Avila');
    const fields = (await history(x._id)).flatMap((e) => e.changes.map((c) => c.field));
    expect(fields).toEqual(expect.arrayContaining(['assignment', 'placement.campusName']));
  });

  it('saves an assignment alone (the record unchanged) and keeps a typed supervisor name from overriding the chosen one', async () => {
    const sv = await supervisor('one.save.b@example.org', 'Brito', 3);
    const x = await teacher('Beto');
    const first = await call<Teacher>(t.app, 'PUT', `/api/teachers/${x._id}`, {
      ...admin(),
      body: { ...teacherPutBody(x), assignment: placement(sv._id) },
    });
    expect(first.status).toBe(200);
    expect(first.body.assignment?.supervisorId).toBe(sv._id);
    // A client that still sends a free-text name does not replace the assigned supervisor's.
    const second = await call<Teacher>(t.app, 'PUT', `/api/teachers/${x._id}`, {
      ...admin(),
      body: { ...teacherPutBody(first.body), supervisions: { ...first.body.supervisions, supervisor: 'Someone Else' } },
    });
    expect(second.status).toBe(200);
    expect(second.body.supervisions.supervisor).toBe('Saved Brito');
    // Taking the supervisor off: a record without one reads its stored name again (here none was typed).
    const cleared = await call<Teacher>(t.app, 'PUT', `/api/teachers/${x._id}`, {
      ...admin(),
      body: { ...teacherPutBody(second.body), assignment: placement(null) },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.assignment?.supervisorId).toBeNull();
    expect(cleared.body.supervisions.supervisor).not.toBe('Saved Brito');
  });

  it('saves nothing when the assignment is refused (one transaction): a full supervisor leaves the record as it was', async () => {
    const sv = await supervisor('one.save.c@example.org', 'Cano', 1);
    const [taken, x] = await Promise.all([teacher('Cruz'), teacher('Cora')]);
    expect((await call(t.app, 'PUT', `/api/teachers/${taken._id}/assignment`, { ...admin(), body: placement(sv._id) })).status).toBe(200);
    const before = await history(x._id);
    const res = await call<{ message: string }>(t.app, 'PUT', `/api/teachers/${x._id}`, {
      ...admin(),
      body: { ...teacherPutBody(x), placement: { ...x.placement, campusName: 'Not Saved High' }, assignment: placement(sv._id) },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/supervisor/i);
    const after = await get(x._id);
    expect(after.placement.campusName).not.toBe('Not Saved High');
    expect(after.assignment ?? null).toBeNull();
    expect(await history(x._id)).toHaveLength(before.length);
  });

  it('answers 400 naming the field for a bad assignment, and 403 to a supervisor who sends one', async () => {
    const x = await teacher('Dina');
    const bad = await call<{ message: string }>(t.app, 'PUT', `/api/teachers/${x._id}`, {
      ...admin(),
      body: { ...teacherPutBody(x), assignment: { ...placement(null), schoolId: d.school._id, status: 'someday' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status/i);
    // The supervisor's own teacher: it may save the record, not place the teacher.
    const own = d.teachers.find((y) => y.assignment?.supervisorId === d.supervisor._id)!;
    const current = await get(own._id);
    const refused = await call(t.app, 'PUT', `/api/teachers/${own._id}`, {
      token: d.tokens.supervisor,
      body: { ...teacherPutBody(current), assignment: placement(null) },
    });
    expect(refused.status).toBe(403);
    expect((await get(own._id)).assignment).toMatchObject({ supervisorId: d.supervisor._id });
  });
});
