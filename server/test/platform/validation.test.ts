import { randomUUID } from 'node:crypto';
import { SYSTEM_SETTINGS_DEFAULTS } from 'shared-domain';
import { createBackup } from '../../src/backup/backup';
import { as, call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

/** Everything stored, except sign-out bookkeeping. */
const snapshot = async () => JSON.stringify({ ...(await createBackup(t.db)).tables, sessions: null, rate_limits: null });

type Case = [method: string, path: () => string, token: () => string | undefined, body: unknown, field: string];
const admin = () => d.tokens.admin;
const cases: Case[] = [
  ['POST', () => '/api/auth/signin', () => undefined, { email: 'someone@example.org' }, 'password'],
  ['PUT', () => '/api/auth/email', admin, { email: 'not-an-email', currentPassword: 'x' }, 'email'],
  ['PUT', () => '/api/auth/password', admin, { currentPassword: 'demo-pass-2026', newPassword: 'short' }, 'newPassword'],
  ['POST', () => '/api/auth/forgot-password', () => undefined, { email: 'nope' }, 'email'],
  ['POST', () => '/api/auth/reset-password', () => undefined, { token: 'abcdefghijkl', password: 'x' }, 'password'],
  ['POST', () => '/api/accounts/reset-link', admin, { kind: 'planet', id: randomUUID() }, 'kind'],
  ['POST', () => '/api/schools/register', () => undefined, { email: 'a@b.co', password: 'long-enough-1' }, 'name'],
  ['PUT', () => `/api/schools/${d.school._id}`, admin, { status: 'closed' }, 'status'],
  ['PATCH', () => `/api/schools/${d.school._id}`, admin, { contactInfo: { email: 'bad' } }, 'contactInfo.email'],
  [
    'POST',
    () => '/api/supervisors/register',
    admin,
    {
      email: 'v@example.org',
      password: 'long-enough-1',
      name: { first: 'V', last: 'W' },
      contactInfo: { phone: '1' },
      credentials: { certification: 'C', yearsExperience: -1 },
      schoolId: randomUUID(),
    },
    'credentials.yearsExperience',
  ],
  ['PATCH', () => `/api/supervisors/${d.supervisor._id}`, admin, { settings: { maxTeachers: 0 } }, 'settings.maxTeachers'],
  ['POST', () => '/api/teachers', admin, { name: { first: 'A' } }, 'name.last'],
  [
    'PUT',
    () => `/api/teachers/${d.teachers[0]._id}`,
    admin,
    { name: { first: 'A', last: 'B' }, teacherStatus: 'retired' },
    'teacherStatus',
  ],
  [
    'PUT',
    () => `/api/teachers/${d.teachers[0]._id}`,
    admin,
    { name: { first: 'A', last: 'B' }, financials: { remainingBalance: -5 } },
    'financials.remainingBalance',
  ],
  ['PUT', () => `/api/teachers/${d.teachers[0]._id}/assignment`, admin, { schoolId: null, supervisorId: null, status: 'fired' }, 'status'],
  ['POST', () => `/api/teachers/${d.teachers[0]._id}/supervisions`, admin, { date: 'yesterday', duration: '45' }, 'date'],
  ['PUT', () => `/api/requests/${randomUUID()}`, admin, { status: 'maybe' }, 'status'],
  ['POST', () => '/api/requests/create', () => d.tokens.school, { teacherId: 'x', schoolId: randomUUID() }, 'teacherId'],
  [
    'PUT',
    () => '/api/settings',
    admin,
    { ...SYSTEM_SETTINGS_DEFAULTS, internshipProgram: { ...SYSTEM_SETTINGS_DEFAULTS.internshipProgram, maxInternPerSupervisor: 0 } },
    'internshipProgram.maxInternPerSupervisor',
  ],
  [
    'POST',
    () => '/api/inquiries',
    () => undefined,
    { name: 'Jo', email: 'bad', organization: 'Org', role: 'other', inquiryType: 'partnership', message: 'long enough message' },
    'email',
  ],
  ['PATCH', () => `/api/inquiries/${randomUUID()}`, admin, { handled: 'maybe' }, 'handled'],
];

describe('bad input on every write route', () => {
  it.each(cases)('%s %p names the field and changes nothing', async (method, path, token, body, field) => {
    const before = await snapshot();
    const res = await call(t.app, method, path(), { token: token(), body });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty([field]);
    expect(res.body.message).toBe(`${field}: ${res.body.fieldErrors[field]}`);
    expect(await snapshot()).toBe(before);
  });

  it('invalid JSON is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers',
      ...as(d.tokens.admin, { 'content-type': 'application/json' }),
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Invalid JSON body' });
  });

  it('a write refused half-way (taken e-mail) leaves nothing behind', async () => {
    const before = await snapshot();
    const res = await call(t.app, 'POST', '/api/supervisors/register', {
      token: d.tokens.admin,
      body: {
        email: 'school@example.org',
        password: 'long-enough-1',
        name: { first: 'V', last: 'W' },
        contactInfo: { phone: '1' },
        credentials: { certification: 'C', yearsExperience: 4 },
        schoolId: d.school._id,
      },
    });
    expect(res.status).toBe(409);
    expect(await snapshot()).toBe(before);
  });
});
