import { MESSAGES, UNDO_WINDOW_MS, type School } from 'shared-domain';
import type { AuditRow } from '../src/repositories/audit-repository';
import { call, useDemoApp } from './support/test-app';

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
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: MESSAGES.nothingToUndo });
    expect(await trail(id)).toHaveLength(rows);
  });

  it('refuses after the undo window, changing nothing and writing nothing', async () => {
    const id = pending()._id;
    await setStatus(id, 'active');
    await actedAgo(id, UNDO_WINDOW_MS + 1000);
    const before = await trail(id);
    const res = await undo(id);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: MESSAGES.undoTooLate });
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
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: MESSAGES.nothingToUndo });

    await setStatus(id, 'inactive');
    await call(t.app, 'PATCH', `/api/schools/${id}`, { token: d.tokens.admin, body: { districtName: 'Another ISD' } });
    const afterEdit = await undo(id, 'inactive');
    expect({ status: afterEdit.status, message: afterEdit.body.message }).toEqual({ status: 409, message: MESSAGES.nothingToUndo });
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
    expect({ status: other.status, message: other.body.message }).toEqual({ status: 409, message: MESSAGES.nothingToUndo });
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
