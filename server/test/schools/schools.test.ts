import { MESSAGES, type School } from 'shared-domain';
import { schoolRegistration as registration } from '../support/fixtures';
import { call, signIn, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

describe('schools/register', () => {
  it('self sign-up creates an inactive school whose account can sign in', async () => {
    const res = await call(t.app, 'POST', '/api/schools/register', {
      body: registration('new-school@example.org', { password: 'long-enough-1' }),
    });
    // The anonymous answer names no school (it is the same for an address that already has an account).
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: MESSAGES.registrationReceived });
    const schools = (await call<School[]>(t.app, 'GET', '/api/schools/all', { token: d.tokens.admin })).body;
    const created = schools.find((s) => s.accountEmail === 'new-school@example.org')!;
    expect(created).toMatchObject({ status: 'inactive', settings: { maxInterns: 10, allowsInterns: true } });
    expect(created.contactInfo.email).toBe('new-school@example.org');
    const token = await signIn(t.app, 'new-school@example.org', 'long-enough-1');
    const avail = await call(t.app, 'GET', '/api/teachers/available', { token });
    expect({ status: avail.status, message: avail.body.message }).toEqual({ status: 403, message: MESSAGES.schoolAwaitingApproval });
  });

  it('needs a password without a token; a taken e-mail gets the same answer as a new one and creates nothing', async () => {
    const noPassword = await call(t.app, 'POST', '/api/schools/register', { body: registration('x1@example.org') });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: 'Password is required', fieldErrors: { password: 'Password is required' } });
    const taken = await call(t.app, 'POST', '/api/schools/register', {
      body: registration('ADMIN@example.org', { password: 'long-enough-1' }),
    });
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: 201,
      body: { success: true, message: MESSAGES.registrationReceived },
    });
    await signIn(t.app, 'admin@example.org');
  });

  it('with an admin token adds an active school without an account', async () => {
    const res = await call(t.app, 'POST', '/api/schools/register', {
      token: d.tokens.admin,
      body: registration('front-office@example.org'),
    });
    expect(res.status).toBe(201);
    expect(res.body.school).toMatchObject({ status: 'active', accountEmail: null });
  });

  it('refuses an invalid NCES id with its message', async () => {
    const res = await call(t.app, 'POST', '/api/schools/register', {
      body: registration('x2@example.org', { password: 'long-enough-1', ncesId: '12345' }),
    });
    expect(res.body).toEqual({ message: `ncesId: ${MESSAGES.ncesInvalid}`, fieldErrors: { ncesId: MESSAGES.ncesInvalid } });
  });
});

describe('reading and editing schools', () => {
  it('a school reads its own record only', async () => {
    const own = await call<School>(t.app, 'GET', `/api/schools/${d.school._id}`, { token: d.tokens.school });
    expect(own.status).toBe(200);
    expect(own.body.currentInterns).toBeGreaterThanOrEqual(2);
    expect(own.body.assignedTeachers.some((a) => a.status === 'hired')).toBe(true);
    expect(own.body.supervisors.map((s) => s.email)).toContain('supervisor@example.org');
    const other = await call(t.app, 'GET', `/api/schools/${d.pendingSchool._id}`, { token: d.tokens.school });
    expect({ status: other.status, message: other.body.message }).toEqual({ status: 403, message: MESSAGES.forbidden });
  });

  it('404 with the spec text for an unknown school', async () => {
    const res = await call(t.app, 'GET', '/api/schools/00000000-0000-4000-8000-000000000000', { token: d.tokens.admin });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: MESSAGES.schoolNotFound });
  });

  it('approving a school activates it and queues the approval e-mail', async () => {
    const res = await call<School>(t.app, 'PUT', `/api/schools/${d.pendingSchool._id}`, {
      token: d.tokens.admin,
      body: { status: 'active' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('active');
    const outbox = await call(t.app, 'GET', '/api/outbox', { token: d.tokens.admin });
    expect(outbox.body[0]).toMatchObject({ to: 'pending-school@example.org', kind: 'school-approved', status: 'stored' });
    const token = await signIn(t.app, 'pending-school@example.org');
    expect((await call(t.app, 'GET', '/api/teachers/available', { token })).status).toBe(200);
  });

  it('a school edits only its own contact person, contact info and settings', async () => {
    const ok = await call<School>(t.app, 'PATCH', `/api/schools/${d.school._id}`, {
      token: d.tokens.school,
      body: { contactPerson: { name: { first: 'Dana Ruiz' } }, contactInfo: { phone: '(512) 555-0188' }, settings: { maxInterns: 4 } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.contactName).toMatch(/^Dana Ruiz/);
    expect(ok.body.contactInfo.phone).toBe('(512) 555-0188');
    expect(ok.body.settings).toEqual({ maxInterns: 4, allowsInterns: true });
    const rename = await call(t.app, 'PATCH', `/api/schools/${d.school._id}`, { token: d.tokens.school, body: { name: 'Mine Now' } });
    expect(rename.status).toBe(403);
    const other = await call(t.app, 'PATCH', `/api/schools/${d.schools[5]._id}`, {
      token: d.tokens.school,
      body: { settings: { maxInterns: 1 } },
    });
    expect(other.status).toBe(403);
  });

  it('a stale updatedAt gets 409 with the newer record; no updatedAt means no check', async () => {
    const s = (await call<School>(t.app, 'GET', `/api/schools/${d.schools[6]._id}`, { token: d.tokens.admin })).body;
    const first = await call<School>(t.app, 'PATCH', `/api/schools/${s._id}`, {
      token: d.tokens.admin,
      body: { name: 'Renamed One', updatedAt: s.updatedAt },
    });
    expect(first.status).toBe(200);
    const second = await call(t.app, 'PATCH', `/api/schools/${s._id}`, {
      token: d.tokens.admin,
      body: { name: 'Renamed Two', updatedAt: s.updatedAt },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: MESSAGES.staleRecord, current: { name: 'Renamed One', updatedAt: first.body.updatedAt } });
    const blind = await call<School>(t.app, 'PATCH', `/api/schools/${s._id}`, { token: d.tokens.admin, body: { name: 'Renamed Three' } });
    expect(blind.body.name).toBe('Renamed Three');
    const audit = await call(t.app, 'GET', `/api/audit?entity=school&id=${s._id}`, { token: d.tokens.admin });
    expect(audit.body[0]).toMatchObject({
      actor: 'admin@example.org',
      action: 'update',
      changes: [{ field: 'name', from: 'Renamed One', to: 'Renamed Three' }],
    });
  });
});
