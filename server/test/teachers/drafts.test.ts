import type { Teacher } from 'shared-domain';
import { call, signIn, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

describe('drafts of a teacher record, per user', () => {
  let teacher: Teacher;
  beforeAll(() => {
    // One of the demo supervisor's interns: a supervisor keeps drafts of its own teachers only.
    teacher = d.teachers.find((x) => x.assignment?.supervisorId === d.supervisor._id)!;
  });
  const url = () => `/api/drafts/teachers/${teacher._id}`;

  it('a draft saved by one session is offered to another session of the same user, not to other users', async () => {
    expect((await call(t.app, 'GET', url(), { token: d.tokens.admin })).body).toEqual({ draft: null });
    const values = { ...teacher, contact: { ...teacher.contact, phoneNumber: 'half typed' } };
    const put = await call(t.app, 'PUT', url(), { token: d.tokens.admin, body: { values, baseUpdatedAt: teacher.updatedAt } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ teacherId: teacher._id, baseUpdatedAt: teacher.updatedAt, savedAt: expect.any(String) });
    // Another sign-in of the same account (another computer).
    const other = await signIn(t.app, 'admin@example.org');
    const got = await call(t.app, 'GET', url(), { token: other });
    expect(got.body.draft.values.contact.phoneNumber).toBe('half typed');
    // Another user sees no draft of this record.
    expect((await call(t.app, 'GET', url(), { token: d.tokens.supervisor })).body).toEqual({ draft: null });
  });

  it('saving the record discards the saver’s draft; DELETE discards it too', async () => {
    await call(t.app, 'PUT', url(), { token: d.tokens.supervisor, body: { values: { a: 1 } } });
    const { _id, dateAdded, updatedAt, assignment, ...body } = (
      await call<Teacher>(t.app, 'GET', `/api/teachers/${teacher._id}`, { token: d.tokens.admin })
    ).body;
    void _id;
    void dateAdded;
    void assignment;
    const saved = await call(t.app, 'PUT', `/api/teachers/${teacher._id}`, {
      token: d.tokens.admin,
      body: { ...body, contact: { ...body.contact, location: 'Waco' }, updatedAt },
    });
    expect(saved.status).toBe(200);
    expect((await call(t.app, 'GET', url(), { token: d.tokens.admin })).body).toEqual({ draft: null });
    // The supervisor's own draft stays until it saves or discards it.
    expect((await call(t.app, 'GET', url(), { token: d.tokens.supervisor })).body.draft.values).toEqual({ a: 1 });
    const del = await call(t.app, 'DELETE', url(), { token: d.tokens.supervisor });
    expect(del.body).toEqual({ success: true, message: 'Draft discarded' });
    expect((await call(t.app, 'GET', url(), { token: d.tokens.supervisor })).body).toEqual({ draft: null });
  });

  it('refuses schools, unknown teachers and bodies that are not a draft', async () => {
    expect((await call(t.app, 'GET', url(), { token: d.tokens.school })).status).toBe(403);
    expect((await call(t.app, 'GET', url())).status).toBe(401);
    const unknown = await call(t.app, 'PUT', '/api/drafts/teachers/00000000-0000-4000-8000-000000000000', {
      token: d.tokens.admin,
      body: { values: {} },
    });
    expect(unknown.status).toBe(404);
    const bad = await call(t.app, 'PUT', url(), { token: d.tokens.admin, body: { values: 'text' } });
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { values: 'Draft values must be an object' } } });
    const huge = await call(t.app, 'PUT', url(), { token: d.tokens.admin, body: { values: { x: 'a'.repeat(600 * 1024) } } });
    expect(huge).toMatchObject({ status: 400, body: { fieldErrors: { values: 'A draft may hold at most 512 KB' } } });
  });
});
