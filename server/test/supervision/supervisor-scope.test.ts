import type { ComplianceRow, Supervisor, Teacher, TeacherListItem } from 'shared-domain';
import { migrate } from '../../src/db/migrate';
import { preHandlers } from '../support/route-hooks';
import { call, changeSettings, fingerprint, signIn, teacherPutBody, useDemoApp } from '../support/test-app';

/**
 * With security.limitSupervisorsToOwnTeachers on (the default) a supervisor reaches only the teachers
 * assigned to it and those it added; every other teacher is not found, on every route about one teacher, and is left
 * out of its lists, counts and CSV. Off gives the spec's wider view back.
 */
const { t, d } = useDemoApp();
const NOT_FOUND = { status: 404, message: 'Teacher not found' };
const sup = () => ({ token: d.tokens.supervisor });
const admin = () => ({ token: d.tokens.admin });
const setScope = (on: boolean) =>
  changeSettings(t.app, d.tokens.admin, (s) => {
    s.security.limitSupervisorsToOwnTeachers = on;
  });

let mine: Teacher[];
let theirs: Teacher;
let added: Teacher;
let other: { supervisor: Supervisor; token: string; intern: Teacher };

const ids = (list: { _id: string }[]) => list.map((x) => x._id).sort();
const refs = (list: { ref?: number }[]) => list.map((x) => x.ref).sort((a, b) => a! - b!);

beforeAll(async () => {
  mine = d.teachers.filter((x) => x.assignment?.supervisorId === d.supervisor._id);
  theirs = d.teachers.find(
    (x) => x.teacherStatus === 'intern' && x.assignment?.supervisorId && x.assignment.supervisorId !== d.supervisor._id,
  )!;
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', { ...sup(), body: { name: { first: 'Self', last: 'Added' } } });
  expect(res.status).toBe(201);
  added = res.body;
  // A second supervisor account with one intern of its own.
  const reg = await call<{ supervisor: Supervisor }>(t.app, 'POST', '/api/supervisors/register', {
    ...admin(),
    body: {
      email: 'second.supervisor@example.org',
      password: 'strong-pass-1',
      name: { first: 'Sam', last: 'Second' },
      contactInfo: { phone: '(512) 555-0102' },
      credentials: { certification: 'Principal EC-12', yearsExperience: 4, specializations: [] },
      schoolId: d.school._id,
    },
  });
  expect(reg.status).toBe(201);
  const free = d.teachers.find((x) => !x.assignment && x.teacherStatus === 'pending')!;
  const placed = await call<Teacher>(t.app, 'PUT', `/api/teachers/${free._id}/assignment`, {
    ...admin(),
    body: { schoolId: d.school._id, supervisorId: reg.body.supervisor._id, status: 'intern', startDate: '', endDate: '' },
  });
  expect(placed.status).toBe(200);
  other = {
    supervisor: reg.body.supervisor,
    token: await signIn(t.app, 'second.supervisor@example.org', 'strong-pass-1'),
    intern: placed.body,
  };
});

it('every route about one teacher, and the caller’s draft of it, checks the scope before its handler; no other route does', () => {
  const hooks = preHandlers(t.app);
  const aboutOne = (path: string) => /^\/api\/(drafts\/)?teachers\/:id(\/|$)/.test(path);
  const checked = t.app.apiRoutes.filter((r) => hooks.get(`${r.method} ${r.path}`)?.includes('keepToScope'));
  expect(checked.filter((r) => !aboutOne(r.path))).toEqual([]);
  expect(checked.length).toBe(t.app.apiRoutes.filter((r) => aboutOne(r.path)).length);
  expect(checked.length).toBeGreaterThan(20);
});

describe('with the setting on (the default)', () => {
  it('is on by default and shown as a Security setting', async () => {
    const s = await call(t.app, 'GET', '/api/settings', sup());
    expect(s.body.security).toEqual({
      limitSupervisorsToOwnTeachers: true,
      staffIdleMinutes: 30,
      idleMinutes: 120,
      requireTwoFactorForAdmins: false,
    });
  });

  it('teachers/all, ?view=list and &first=N hold only its interns and the teacher it added; the admin still sees all', async () => {
    expect(mine.length).toBeGreaterThanOrEqual(4);
    const own = [...mine, added];
    const full = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', sup());
    expect(full.status).toBe(200);
    expect(ids(full.body)).toEqual(ids(own));
    expect(full.body.every((x) => !('financials' in x))).toBe(true);
    const list = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', sup());
    expect(refs(list.body)).toEqual(refs(own));
    const first = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list&first=200', sup());
    expect(first.body).toEqual(list.body);
    const two = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list&first=2', sup());
    expect(two.body).toEqual(list.body.slice(0, 2));
    // The other supervisor: its intern only (not the demo supervisor's teacher it did not add).
    const theirList = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', { token: other.token });
    expect(refs(theirList.body)).toEqual([other.intern.ref]);
    const all = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin());
    expect(all.body.length).toBe(d.teachers.length + 1);
  });

  describe('every list that names teachers names only its own', () => {
    type Named = { assignedTeachers: { teacher: { _id: string } }[] };
    const named = (list: Named[]) => [...new Set(list.flatMap((x) => x.assignedTeachers.map((a) => a.teacher._id)))].sort();
    const own = () => new Set([...mine, added].map((x) => x._id));
    const expectOnlyOwn = (list: Named[]) => {
      expect(named(list).length).toBeGreaterThan(0);
      expect(named(list).filter((id) => !own().has(id))).toEqual([]);
    };

    it('GET /api/supervisors/all: only its teachers; the admin sees the others’', async () => {
      const res = await call<Supervisor[]>(t.app, 'GET', '/api/supervisors/all', sup());
      expect(res.status).toBe(200);
      expectOnlyOwn(res.body);
      expect(JSON.stringify(res.body)).not.toContain(other.intern._id);
      expect(JSON.stringify(res.body)).not.toContain(theirs._id);
      const all = await call<Supervisor[]>(t.app, 'GET', '/api/supervisors/all', admin());
      expect(named(all.body)).toEqual(expect.arrayContaining([other.intern._id, theirs._id]));
      // The other supervisor sees its own intern and none of the demo supervisor's.
      const second = await call<Supervisor[]>(t.app, 'GET', '/api/supervisors/all', { token: other.token });
      expect(named(second.body)).toEqual([other.intern._id]);
    });

    it('GET /api/supervisors/:id of another supervisor: none of its teachers', async () => {
      const res = await call<Supervisor>(t.app, 'GET', `/api/supervisors/${other.supervisor._id}`, sup());
      expect(res.status).toBe(200);
      expect(res.body.assignedTeachers).toEqual([]);
      const adminView = await call<Supervisor>(t.app, 'GET', `/api/supervisors/${other.supervisor._id}`, admin());
      expect(named([adminView.body])).toEqual([other.intern._id]);
    });

    it('GET /api/schools/all: only its teachers; the admin sees the others’', async () => {
      const res = await call<Named[]>(t.app, 'GET', '/api/schools/all', sup());
      expect(res.status).toBe(200);
      expectOnlyOwn(res.body);
      expect(JSON.stringify(res.body)).not.toContain(other.intern._id);
      expect(JSON.stringify(res.body)).not.toContain(theirs._id);
      const all = await call<Named[]>(t.app, 'GET', '/api/schools/all', admin());
      expect(named(all.body)).toEqual(expect.arrayContaining([other.intern._id, theirs._id]));
    });

    it('GET /api/schools/:id: only its teachers', async () => {
      const res = await call<Named>(t.app, 'GET', `/api/schools/${d.school._id}`, sup());
      expect(res.status).toBe(200);
      expect(named([res.body]).filter((id) => !own().has(id))).toEqual([]);
      const adminView = await call<Named>(t.app, 'GET', `/api/schools/${d.school._id}`, admin());
      expect(named([adminView.body])).toContain(other.intern._id);
    });
  });

  it('each scope has its own ETag: 304 for its own copy, 200 with its own list for another scope’s, a new one after an assignment', async () => {
    const url = '/api/teachers/all?view=list';
    const adminList = await call(t.app, 'GET', url, admin());
    const mineList = await call<TeacherListItem[]>(t.app, 'GET', url, sup());
    const otherList = await call(t.app, 'GET', url, { token: other.token });
    const etags = [adminList, mineList, otherList].map((r) => String(r.headers.etag));
    expect(new Set(etags).size).toBe(3);
    expect(mineList.headers['cache-control']).toBe('private, no-cache');
    expect((await call(t.app, 'GET', url, { ...sup(), headers: { 'if-none-match': etags[1] } })).status).toBe(304);
    for (const etag of [etags[0], etags[2]]) {
      const res = await call<TeacherListItem[]>(t.app, 'GET', url, { ...sup(), headers: { 'if-none-match': etag } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(mineList.body);
    }
    // The whole records too: the admin's ETag is not the supervisor's.
    const fullAdmin = await call(t.app, 'GET', '/api/teachers/all', admin());
    const fullMine = await call(t.app, 'GET', '/api/teachers/all', {
      ...sup(),
      headers: { 'if-none-match': String(fullAdmin.headers.etag) },
    });
    expect(fullMine.status).toBe(200);
    // Taking an intern off the other supervisor and giving it to this one changes both lists and their ETags.
    const moved = await call(t.app, 'PUT', `/api/teachers/${other.intern._id}/assignment`, {
      ...admin(),
      body: { schoolId: d.school._id, supervisorId: d.supervisor._id, status: 'active', startDate: '', endDate: '' },
    });
    expect(moved.status).toBe(200);
    const after = await call<TeacherListItem[]>(t.app, 'GET', url, { ...sup(), headers: { 'if-none-match': etags[1] } });
    expect(after.status).toBe(200);
    expect(after.body.map((x) => x.ref)).toContain(other.intern.ref);
    const otherAfter = await call<TeacherListItem[]>(t.app, 'GET', url, { token: other.token, headers: { 'if-none-match': etags[2] } });
    expect(otherAfter.status).toBe(200);
    expect(otherAfter.body).toEqual([]);
    // And back, for the other tests.
    await call(t.app, 'PUT', `/api/teachers/${other.intern._id}/assignment`, {
      ...admin(),
      body: { schoolId: d.school._id, supervisorId: other.supervisor._id, status: 'intern', startDate: '', endDate: '' },
    });
  });

  it('every route about one teacher answers 404 for another supervisor’s intern, by id and by record number, and writes nothing', async () => {
    const before = await fingerprint(t.db);
    for (const key of [theirs._id, String(theirs.ref)]) {
      const routes: [string, string, unknown?][] = [
        ['GET', `/api/teachers/${key}`],
        ['PUT', `/api/teachers/${key}`, { ...teacherPutBody(theirs), contact: { ...theirs.contact, location: 'Nowhere' } }],
        ['GET', `/api/teachers/${key}/history`],
        ['GET', `/api/teachers/${key}/compliance`],
        ['POST', `/api/teachers/${key}/supervisions`, { date: '2026-11-20', duration: '45', comment: 'Not mine' }],
      ];
      for (const [method, url, body] of routes) {
        const res = await call(t.app, method, url, { ...sup(), body });
        expect({ route: `${method} ${url}`, status: res.status, message: res.body.message }).toEqual({
          route: `${method} ${url}`,
          ...NOT_FOUND,
        });
      }
    }
    for (const [method, body] of [['GET'], ['PUT', { values: { a: 1 } }], ['DELETE']] as const) {
      const res = await call(t.app, method, `/api/drafts/teachers/${theirs._id}`, { ...sup(), body });
      expect({ method, status: res.status, message: res.body.message }).toEqual({ method, ...NOT_FOUND });
    }
    // The teacher this supervisor added is another supervisor's stranger.
    expect((await call(t.app, 'GET', `/api/teachers/${added._id}`, { token: other.token })).status).toBe(404);
    expect(await fingerprint(t.db)).toBe(before);
    // The admin still reaches it.
    expect((await call(t.app, 'GET', `/api/teachers/${theirs._id}`, admin())).status).toBe(200);
  });

  it('its own intern and the teacher it added open, save, keep a draft and show their history and compliance', async () => {
    const intern = mine[0];
    for (const x of [intern, added]) {
      const byRef = await call<Teacher>(t.app, 'GET', `/api/teachers/${x.ref}`, sup());
      expect(byRef.status).toBe(200);
      expect(byRef.body._id).toBe(x._id);
      expect((await call(t.app, 'GET', `/api/teachers/${x._id}/history`, sup())).status).toBe(200);
      expect((await call(t.app, 'GET', `/api/teachers/${x._id}/compliance`, sup())).status).toBe(200);
      expect((await call(t.app, 'PUT', `/api/drafts/teachers/${x._id}`, { ...sup(), body: { values: { a: 1 } } })).status).toBe(200);
      expect((await call(t.app, 'DELETE', `/api/drafts/teachers/${x._id}`, sup())).status).toBe(200);
    }
    const current = (await call<Teacher>(t.app, 'GET', `/api/teachers/${added._id}`, sup())).body;
    const saved = await call<Teacher>(t.app, 'PUT', `/api/teachers/${added._id}`, {
      ...sup(),
      body: { ...teacherPutBody(current), contact: { ...current.contact, location: 'Waco' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.contact.location).toBe('Waco');
  });

  it('/api/compliance, its ?status= counts and its CSV hold only its own teachers', async () => {
    const rows = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', sup());
    expect(rows.body.map((r) => r.teacherId).sort()).toEqual(ids([...mine, added]));
    const adminRows = (await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', admin())).body;
    for (const status of ['overdue', 'at risk', 'on track', 'complete']) {
      const own = await call<ComplianceRow[]>(t.app, 'GET', `/api/compliance?status=${encodeURIComponent(status)}`, sup());
      const expected = adminRows.filter((r) => r.status === status && rows.body.some((m) => m.teacherId === r.teacherId));
      expect(own.body.map((r) => r.teacherId).sort()).toEqual(expected.map((r) => r.teacherId).sort());
    }
    const csv = await call<string>(t.app, 'GET', '/api/compliance?format=csv', sup());
    expect(csv.status).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    const ownName = `${d.supervisor.name.first} ${d.supervisor.name.last}`;
    expect(lines.every((l) => l.includes(ownName))).toBe(true);
    const adminCsv = await call<string>(t.app, 'GET', '/api/compliance?format=csv', admin());
    expect(adminCsv.body.trim().split(/\r?\n/).length - 1).toBeGreaterThan(lines.length);
  });
});

describe('with the setting off: the wider view', () => {
  beforeAll(() => setScope(false));
  afterAll(() => setScope(true));

  it('the lists hold every teacher and their ETag is the shared one again', async () => {
    const list = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', sup());
    const adminList = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin());
    expect(list.body.length).toBe(adminList.body.length);
    expect(list.headers.etag).toBe(adminList.headers.etag);
    const full = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', sup());
    expect(full.body.length).toBe(adminList.body.length);
    const first = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list&first=200', sup());
    expect(first.body.length).toBe(adminList.body.length);
  });

  it('supervisors/all and schools/all name every teacher again', async () => {
    const named = (list: { assignedTeachers: { teacher: { _id: string } }[] }[]) =>
      list.flatMap((x) => x.assignedTeachers.map((a) => a.teacher._id));
    expect(named((await call(t.app, 'GET', '/api/supervisors/all', sup())).body)).toContain(other.intern._id);
    expect(named((await call(t.app, 'GET', '/api/schools/all', sup())).body)).toContain(other.intern._id);
  });

  it('another supervisor’s intern opens; its compliance stays its supervisor’s (403), as does recording an observation', async () => {
    expect((await call(t.app, 'GET', `/api/teachers/${theirs._id}`, sup())).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/teachers/${theirs.ref}/history`, sup())).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/drafts/teachers/${theirs._id}`, sup())).body).toEqual({ draft: null });
    expect((await call(t.app, 'GET', `/api/teachers/${theirs._id}/compliance`, sup())).status).toBe(403);
    const obs = await call(t.app, 'POST', `/api/teachers/${theirs._id}/supervisions`, {
      ...sup(),
      body: { date: '2026-11-20', duration: '45', comment: 'Not mine' },
    });
    expect(obs.status).toBe(403);
    // /api/compliance is its assigned teachers, as before the setting.
    const rows = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', sup());
    expect(rows.body.map((r) => r.teacherId).sort()).toEqual(ids(mine));
  });
});

describe('migration 020', () => {
  it('backfills who added each teacher from the audit trail, through a later change of the e-mail', async () => {
    const token = await signIn(t.app, 'second.supervisor@example.org', 'strong-pass-1');
    const res = await call<Teacher>(t.app, 'POST', '/api/teachers', { token, body: { name: { first: 'Before', last: 'Rename' } } });
    expect(res.status).toBe(201);
    const changed = await call(t.app, 'PUT', '/api/auth/email', {
      token,
      body: { email: 'renamed.supervisor@example.org', currentPassword: 'strong-pass-1' },
    });
    expect(changed.status).toBe(200);
    const stored = async () =>
      new Map(
        (await t.db.query<{ id: string; cb: string | null }>(`SELECT id, created_by::text AS cb FROM teachers`)).map((r) => [r.id, r.cb]),
      );
    const was = await stored();
    expect(was.get(res.body._id)).toBeTruthy();
    expect(was.get(added._id)).toBeTruthy();
    await t.db.exec(`ALTER TABLE teachers DROP COLUMN created_by; DELETE FROM schema_migrations WHERE version = '020-teacher-created-by';`);
    expect(await migrate(t.db)).toEqual(['020-teacher-created-by']);
    const now = await stored();
    expect(now.get(res.body._id)).toBe(was.get(res.body._id));
    expect(now.get(added._id)).toBe(was.get(added._id));
    // Demo records were not added through the API: no creator to find.
    expect(now.get(theirs._id)).toBeNull();
  });
});
