import {
  MESSAGES,
  TEACHER_CONSENT_TEXT,
  UNDO_WINDOW_MS,
  type School,
  type Teacher,
  type TeacherRequest,
  UNDO_MESSAGES,
} from 'shared-domain';
import type { AuditRow } from '../../src/repositories/audit-repository';
import { call, signIn, teacherPutBody, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

const pending = () => d.schools.find((s) => s.accountEmail === 'pending-school@example.org')!;
const setStatus = (id: string, status: School['status'], token = d.tokens.admin) =>
  call<School>(t.app, 'PUT', `/api/schools/${id}`, { token, body: { status } });
const undo = (id: string, status: School['status'] = 'active', token = d.tokens.admin) =>
  call<School & { message?: string }>(t.app, 'POST', `/api/schools/${id}/undo`, { token, body: { status } });
const trail = async (id: string) =>
  (await call<AuditRow[]>(t.app, 'GET', `/api/audit?entity=school&id=${id}`, { token: d.tokens.admin })).body;
/** Moves the school's whole trail back in time, as if its last act had been done `ms` ago. */
const actedAgo = (id: string, ms: number) =>
  t.db.query(`UPDATE audit_log SET at = at - $2 * interval '1 millisecond' WHERE entity = 'school' AND entity_id = $1`, [id, ms]);

describe('undoing a school approval or deactivation', () => {
  afterEach(async () => {
    await t.db.query("UPDATE schools SET status = 'inactive' WHERE id = $1", [pending()._id]);
  });

  it('returns an approved school to awaiting approval, and the trail keeps the approval and the undo', async () => {
    const id = pending()._id;
    expect((await setStatus(id, 'active')).body.status).toBe('active');
    const res = await undo(id);
    expect({ status: res.status, school: res.body.status }).toEqual({ status: 200, school: 'inactive' });
    expect((await call<School>(t.app, 'GET', `/api/schools/${id}`, { token: d.tokens.admin })).body.status).toBe('inactive');
    const [undone, approved] = await trail(id);
    expect(undone).toMatchObject({
      action: 'undo',
      actor: 'admin@example.org',
      changes: [{ field: 'status', from: 'active', to: 'inactive' }],
    });
    expect(approved).toMatchObject({
      action: 'update',
      actor: 'admin@example.org',
      changes: [{ field: 'status', from: 'inactive', to: 'active' }],
    });
    // The school's account is refused again, as before the approval.
    const avail = await call(t.app, 'GET', '/api/teachers/available', { token: d.tokens.pendingSchool });
    expect({ status: avail.status, message: avail.body.message }).toEqual({ status: 403, message: MESSAGES.schoolAwaitingApproval });
  });

  it('reactivates a deactivated school', async () => {
    const id = pending()._id;
    await setStatus(id, 'active');
    await setStatus(id, 'inactive');
    const res = await undo(id, 'inactive');
    expect({ status: res.status, school: res.body.status }).toEqual({ status: 200, school: 'active' });
  });

  it('undoes once: a second undo finds nothing of the caller to take back', async () => {
    const id = pending()._id;
    await setStatus(id, 'active');
    expect((await undo(id)).status).toBe(200);
    const rows = (await trail(id)).length;
    const again = await undo(id);
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });
    expect(await trail(id)).toHaveLength(rows);
  });

  it('refuses after the undo window, changing nothing and writing nothing', async () => {
    const id = pending()._id;
    await setStatus(id, 'active');
    await actedAgo(id, UNDO_WINDOW_MS + 1000);
    const before = await trail(id);
    const res = await undo(id);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.undoTooLate });
    expect((await call<School>(t.app, 'GET', `/api/schools/${id}`, { token: d.tokens.admin })).body.status).toBe('active');
    expect(await trail(id)).toEqual(before);
  });

  it('is still allowed just inside the window', async () => {
    const id = pending()._id;
    await setStatus(id, 'active');
    await actedAgo(id, UNDO_WINDOW_MS - 5000);
    expect((await undo(id)).body.status).toBe('inactive');
  });

  it("refuses another admin's act, and a change made since", async () => {
    const id = pending()._id;
    await setStatus(id, 'active');
    await t.db.query(
      "UPDATE audit_log SET actor = 'other-admin@example.org' WHERE entity = 'school' AND entity_id = $1 AND actor = 'admin@example.org'",
      [id],
    );
    const res = await undo(id);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });

    await setStatus(id, 'inactive');
    await call(t.app, 'PATCH', `/api/schools/${id}`, { token: d.tokens.admin, body: { districtName: 'Another ISD' } });
    const afterEdit = await undo(id, 'inactive');
    expect({ status: afterEdit.status, message: afterEdit.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });
  });

  it('is for admins only', async () => {
    const id = pending()._id;
    await setStatus(id, 'active');
    for (const token of [d.tokens.supervisor, d.tokens.school, d.tokens.pendingSchool, d.tokens.teacher]) {
      const res = await undo(id, 'active', token);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: MESSAGES.forbidden });
    }
    expect((await call<School>(t.app, 'GET', `/api/schools/${id}`, { token: d.tokens.admin })).body.status).toBe('active');
  });

  it('names the status being undone: another one is refused, a missing one is a 400 naming the field', async () => {
    const id = pending()._id;
    await setStatus(id, 'active');
    const other = await undo(id, 'inactive');
    expect({ status: other.status, message: other.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });
    const bad = await call(t.app, 'POST', `/api/schools/${id}/undo`, { token: d.tokens.admin, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('status');
    expect((await call<School>(t.app, 'GET', `/api/schools/${id}`, { token: d.tokens.admin })).body.status).toBe('active');
  });

  it('answers 404 for an unknown school', async () => {
    const res = await undo('00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
  });
});

describe('undoing the answer to a request', () => {
  const READY = 'ready-teacher@example.org';
  let teacher: Teacher;
  beforeAll(async () => {
    // The ready teacher shows the profile with consent, so the demo school can ask for the details.
    const tok = await signIn(t.app, READY);
    await call(t.app, 'PUT', '/api/me/consent', { token: tok, body: { on: true, textVersion: TEACHER_CONSENT_TEXT.version } });
    const id = d.teachers.find((x) => x.contact.email === READY)!._id;
    const full = (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, { token: d.tokens.admin })).body;
    await call(t.app, 'PUT', `/api/teachers/${id}`, {
      token: d.tokens.admin,
      body: { ...teacherPutBody(full), publicProfile: { ...full.publicProfile, show: true } },
    });
    teacher = full;
  });
  const ask = async () => {
    const res = await call<TeacherRequest>(t.app, 'POST', '/api/requests/create', {
      token: d.tokens.school,
      body: { schoolId: d.school._id, teacherId: teacher._id },
    });
    expect(res.status).toBe(201);
    return res.body._id;
  };
  const answer = (id: string, status: 'approved' | 'denied', reason = '') =>
    call<TeacherRequest>(t.app, 'PUT', `/api/requests/${id}`, { token: d.tokens.admin, body: { status, reason } });
  const undoAnswer = (id: string, status: 'approved' | 'denied', token = d.tokens.admin) =>
    call<TeacherRequest & { message?: string }>(t.app, 'POST', `/api/requests/${id}/undo`, { token, body: { status } });
  /** Whether the school is shown the teacher's released details (contact among them). */
  const schoolSees = async () =>
    'contact' in ((await call(t.app, 'GET', `/api/teachers/${teacher._id}`, { token: d.tokens.school })).body ?? {});
  const requestTrail = async (id: string) =>
    (await call<AuditRow[]>(t.app, 'GET', `/api/audit?entity=request&id=${id}`, { token: d.tokens.admin })).body;
  const close = (id: string) => answer(id, 'denied', 'test done');

  it('undoing an approval makes the request pending again and withdraws the released details', async () => {
    const id = await ask();
    expect(await schoolSees()).toBe(false);
    expect((await answer(id, 'approved')).status).toBe(200);
    expect(await schoolSees()).toBe(true);
    const res = await undoAnswer(id, 'approved');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', responseDate: null, reason: '' });
    expect(await schoolSees()).toBe(false);
    const [undone, approved] = await requestTrail(id);
    expect(undone).toMatchObject({ action: 'undo', actor: 'admin@example.org' });
    expect(undone.changes).toEqual(expect.arrayContaining([{ field: 'status', from: 'approved', to: 'pending' }]));
    expect(approved).toMatchObject({
      action: 'update',
      changes: expect.arrayContaining([{ field: 'status', from: 'pending', to: 'approved' }]),
    });
    await close(id);
  });

  it('undoing a denial makes it pending again, its reason gone', async () => {
    const id = await ask();
    await answer(id, 'denied', 'No openings');
    const res = await undoAnswer(id, 'denied');
    expect(res.body).toMatchObject({ status: 'pending', reason: '' });
    await close(id);
  });

  it('refuses after the window, for another answer than the last, and for a school', async () => {
    const id = await ask();
    await answer(id, 'approved');
    const school = await undoAnswer(id, 'approved', d.tokens.school);
    expect({ status: school.status, message: school.body.message }).toEqual({ status: 403, message: MESSAGES.forbidden });
    const other = await undoAnswer(id, 'denied');
    expect({ status: other.status, message: other.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });
    await t.db.query(`UPDATE audit_log SET at = at - $2 * interval '1 millisecond' WHERE entity = 'request' AND entity_id = $1`, [
      id,
      UNDO_WINDOW_MS + 1000,
    ]);
    const late = await undoAnswer(id, 'approved');
    expect({ status: late.status, message: late.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.undoTooLate });
    expect(await schoolSees()).toBe(true);
    await close(id);
  });
});
