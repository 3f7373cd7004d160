import { MESSAGES, type Supervisor } from 'shared-domain';
import { call, signIn, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

const newSupervisor = (schoolId: string, extra: object = {}) => ({
  email: 'new.supervisor@example.org',
  password: 'strong-pass-1',
  name: { first: 'Nora', last: 'Quinn' },
  contactInfo: { phone: '(512) 555-0177' },
  credentials: { certification: 'Principal EC-12', yearsExperience: 7, specializations: ['Science'] },
  schoolId,
  ...extra,
});

it('lists supervisors with school and assigned teachers (program or null)', async () => {
  const me = d.supervisor;
  expect(me.school?._id).toBe(me.schoolId);
  expect(me.assignedTeachers.length).toBeGreaterThanOrEqual(4);
  expect(
    me.assignedTeachers.every((a) => a.status === 'intern' && (a.teacher.program === null || typeof a.teacher.program === 'string')),
  ).toBe(true);
  const res = await call<Supervisor>(t.app, 'GET', `/api/supervisors/${me._id}`, { token: d.tokens.supervisor });
  expect(res.body.email).toBe('supervisor@example.org');
});

it('admin registers a supervisor who can sign in at once; the account e-mail is queued', async () => {
  const res = await call(t.app, 'POST', '/api/supervisors/register', { token: d.tokens.admin, body: newSupervisor(d.school._id) });
  expect(res.status).toBe(201);
  expect(res.body.supervisor).toMatchObject({
    email: 'new.supervisor@example.org',
    status: 'active',
    settings: { maxTeachers: 5, availableForNewTeachers: true, notificationPreferences: { email: true, sms: false } },
  });
  await signIn(t.app, 'new.supervisor@example.org', 'strong-pass-1');
  const outbox = await call(t.app, 'GET', '/api/outbox', { token: d.tokens.admin });
  expect(outbox.body[0]).toMatchObject({ to: 'new.supervisor@example.org', kind: 'account-created' });
  const again = await call(t.app, 'POST', '/api/supervisors/register', { token: d.tokens.admin, body: newSupervisor(d.school._id) });
  expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: MESSAGES.emailTaken });
});

it('refuses an unknown school', async () => {
  const res = await call(t.app, 'POST', '/api/supervisors/register', {
    token: d.tokens.admin,
    body: newSupervisor('00000000-0000-4000-8000-000000000000', { email: 'other.one@example.org' }),
  });
  expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: MESSAGES.schoolNotFound });
});

it('a supervisor edits only its own settings', async () => {
  const own = await call<Supervisor>(t.app, 'PATCH', `/api/supervisors/${d.supervisor._id}`, {
    token: d.tokens.supervisor,
    body: { settings: { notificationPreferences: { sms: true } } },
  });
  expect(own.status).toBe(200);
  expect(own.body.settings.notificationPreferences).toEqual({ email: true, sms: true });
  const name = await call(t.app, 'PATCH', `/api/supervisors/${d.supervisor._id}`, {
    token: d.tokens.supervisor,
    body: { name: { first: 'X', last: 'Y' } },
  });
  expect(name.status).toBe(403);
  const other = await call(t.app, 'PATCH', `/api/supervisors/${d.supervisors.find((s) => s._id !== d.supervisor._id)!._id}`, {
    token: d.tokens.supervisor,
    body: { settings: { maxTeachers: 9 } },
  });
  expect(other.status).toBe(403);
});

it('admin edits any field; a stale updatedAt is a 409', async () => {
  const s = d.supervisors.find((x) => x.email === 'susan.whitfield@example.org')!;
  const ok = await call<Supervisor>(t.app, 'PATCH', `/api/supervisors/${s._id}`, {
    token: d.tokens.admin,
    body: { status: 'inactive', updatedAt: s.updatedAt },
  });
  expect(ok.body.status).toBe('inactive');
  const stale = await call(t.app, 'PATCH', `/api/supervisors/${s._id}`, {
    token: d.tokens.admin,
    body: { status: 'active', updatedAt: s.updatedAt },
  });
  expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: MESSAGES.staleRecord });
  expect(stale.body.current.status).toBe('inactive');
  const missing = await call(t.app, 'GET', '/api/supervisors/00000000-0000-4000-8000-000000000000', { token: d.tokens.admin });
  expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: 'Supervisor not found' });
});
