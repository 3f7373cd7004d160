import { type AuditEntry, type AvailableTeacher, type StoredTeacher, type TeacherListItem } from 'shared-domain';
import { preHandlers } from '../support/route-hooks';
import { call, teacherPutBody, useDemoApp } from '../support/test-app';

/**
 * Record numbers: the staff lists carry a teacher's number instead of its id, so every teachers/{id}
 * route takes either, for staff; the handlers, the answers and the audit trail still name the id.
 */
const { t, d } = useDemoApp();
const teachers = () => d.teachers as StoredTeacher[];
const listRow = async (ref: number) =>
  (await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', { token: d.tokens.admin })).body.find((r) => r.ref === ref)!;

it('opens, saves and records supervision by number for staff; the saved record and its history name the id', async () => {
  const intern = teachers().find((x) => x.assignment?.supervisorId === d.supervisor._id && x.teacherStatus === 'intern')!;
  const row = await listRow(intern.ref);
  expect(row.name).toEqual(intern.name);

  for (const token of [d.tokens.admin, d.tokens.supervisor]) {
    const byNumber = await call<StoredTeacher>(t.app, 'GET', `/api/teachers/${row.ref}`, { token });
    const byId = await call<StoredTeacher>(t.app, 'GET', `/api/teachers/${intern._id}`, { token });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toEqual(byId.body);
  }

  const saved = await call<StoredTeacher>(t.app, 'PUT', `/api/teachers/${row.ref}`, {
    token: d.tokens.admin,
    body: { ...teacherPutBody(intern), name: { first: 'Numbered', last: intern.name.last } },
  });
  expect(saved.status).toBe(200);
  expect({ id: saved.body._id, ref: saved.body.ref, first: saved.body.name.first }).toEqual({
    id: intern._id,
    ref: intern.ref,
    first: 'Numbered',
  });

  const observed = await call<StoredTeacher>(t.app, 'POST', `/api/teachers/${row.ref}/supervisions`, {
    token: d.tokens.supervisor,
    body: { date: '2026-01-12', duration: 45, kind: 'formal', mode: 'in person', comment: 'Clear objectives, good pacing' },
  });
  expect(observed.status).toBe(201);
  expect(observed.body._id).toBe(intern._id);

  const history = await call<AuditEntry[]>(t.app, 'GET', `/api/teachers/${row.ref}/history`, { token: d.tokens.admin });
  expect(history.status).toBe(200);
  expect(history.body.length).toBeGreaterThanOrEqual(2);
  const [{ n }] = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'teacher' AND entity_id = $1 AND actor = ANY($2)`,
    [intern._id, ['admin@example.org', 'supervisor@example.org']],
  );
  expect(n).toBeGreaterThanOrEqual(2);
});

it('a new teacher takes a number above every other; unknown numbers are 404, malformed ids 400; schools address teachers by id only', async () => {
  const highest = Math.max(...teachers().map((x) => x.ref));
  const created = await call<StoredTeacher>(t.app, 'POST', '/api/teachers', {
    token: d.tokens.admin,
    body: { name: { first: 'Next', last: 'Number' }, contact: { email: 'next.number@example.org' } },
  });
  expect(created.status).toBe(201);
  // Numbers are never reused (a removed teacher's number stays unused).
  expect(created.body.ref).toBeGreaterThan(highest);

  const unknown = await call(t.app, 'GET', `/api/teachers/${highest + 1000}`, { token: d.tokens.admin });
  expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: 'Teacher not found' });
  for (const bad of ['0', '12abc', '-3', '1234567890']) {
    const res = await call(t.app, 'GET', `/api/teachers/${bad}`, { token: d.tokens.admin });
    expect({ bad, status: res.status, fieldErrors: res.body.fieldErrors }).toEqual({ bad, status: 400, fieldErrors: { id: 'Invalid id' } });
  }

  // A school reads the teacher its approved request names by id, never by number (no counting the program's records).
  const available = (await call<AvailableTeacher[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school })).body;
  const approved = available.find((a) => a.request?.status === 'approved')!;
  const byId = await call(t.app, 'GET', `/api/teachers/${approved._id}`, { token: d.tokens.school });
  expect(byId.status).toBe(200);
  expect(byId.body).not.toHaveProperty('ref');
  const released = teachers().find((x) => x._id === approved._id)!;
  const byNumber = await call(t.app, 'GET', `/api/teachers/${released.ref}`, { token: d.tokens.school });
  expect({ status: byNumber.status, message: byNumber.body.message }).toEqual({ status: 404, message: 'Teacher not found' });
});

it('a teacher gets the same answer for another record’s number as for an unknown number (no counting the records)', async () => {
  const own = (await call(t.app, 'GET', '/api/me/teacher', { token: d.tokens.teacher })).body.teacher as { _id: string };
  const other = teachers().find((x) => x._id !== own._id)!;
  const highest = Math.max(...teachers().map((x) => x.ref));
  const answer = async (id: string | number) => {
    const res = await call(t.app, 'GET', `/api/teachers/${id}/documents`, { token: d.tokens.teacher });
    return { status: res.status, body: res.body };
  };
  const unknown = await answer(highest + 1000);
  expect(unknown.status).toBe(404);
  expect(await answer(other.ref)).toEqual(unknown);
  expect(await answer(1)).toEqual(unknown);
});

it('every teachers/{id} route turns a number into the id before the scope check and its handler; drafts address by id only', () => {
  const hooks = preHandlers(t.app);
  const byPath = (re: RegExp) => t.app.apiRoutes.filter((r) => re.test(r.path)).map((r) => `${r.method} ${r.path}`);
  const teacherRoutes = byPath(/^\/api\/teachers\/:id(\/|$)/);
  const draftRoutes = byPath(/^\/api\/drafts\/teachers\/:id$/);
  expect(teacherRoutes.length).toBeGreaterThan(20);
  expect(draftRoutes.length).toBe(3);
  for (const route of teacherRoutes) expect([route, hooks.get(route)]).toEqual([route, ['recordNumberToId', 'keepToScope']]);
  for (const route of draftRoutes) expect([route, hooks.get(route)]).toEqual([route, ['keepToScope']]);
  const converting = t.app.apiRoutes.filter((r) => hooks.get(`${r.method} ${r.path}`)?.includes('recordNumberToId'));
  expect(converting.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...teacherRoutes].sort());
});
