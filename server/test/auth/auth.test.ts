import { createHmac } from 'node:crypto';
import { MESSAGES } from 'shared-domain';
import { call, EMAILS, signIn, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp({ rateLimits: { rules: { password: { perAccountIp: 3, perIp: 6 } } } });

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const hs256 = (header: object, payload: object, secret: string) => {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
};

describe('sign-in', () => {
  it('returns a 24 h token, the session user and the expiry', async () => {
    const res = await call(t.app, 'POST', '/api/auth/signin', { body: { email: 'SCHOOL@example.org', password: 'demo-pass-2026' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: EMAILS.school, role: 'school', profile: d.school._id } });
    expect(typeof res.body.token).toBe('string');
    expect(Math.abs(res.body.expiresAt - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
  });

  it('refuses a wrong password with 401 and success false', async () => {
    const res = await call(t.app, 'POST', '/api/auth/signin', { body: { email: EMAILS.admin, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: MESSAGES.invalidCredentials });
  });

  it('names the missing field', async () => {
    const res = await call(t.app, 'POST', '/api/auth/signin', { body: { email: EMAILS.admin } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ password: MESSAGES.passwordRequired });
  });

  it('rate-limits failed sign-ins per e-mail and client with 429; successful ones never count', async () => {
    const email = EMAILS.supervisor;
    for (let i = 0; i < 5; i++) await signIn(t.app, email);
    for (let i = 0; i < 3; i++) {
      expect((await call(t.app, 'POST', '/api/auth/signin', { body: { email, password: 'nope-nope' } })).status).toBe(401);
    }
    const blocked = await call(t.app, 'POST', '/api/auth/signin', { body: { email, password: 'demo-pass-2026' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(MESSAGES.tooManyAttempts);
  });
});

it('rate-limits failed sign-ins per IP across e-mails', async () => {
  const from = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: '10.0.0.9', payload: { email, password } });
  for (let i = 0; i < 6; i++) expect((await from(`nobody${i}@example.org`, 'whatever1')).statusCode).toBe(401);
  const blocked = await from('someone-else@example.org', 'whatever1');
  expect(blocked.statusCode).toBe(429);
  expect((await call(t.app, 'POST', '/api/auth/signin', { body: { email: EMAILS.admin, password: 'demo-pass-2026' } })).status).toBe(200);
});

describe('tokens', () => {
  const me = (token?: string) => call(t.app, 'GET', '/api/auth/me', { token });

  it('auth/me returns the session user', async () => {
    const res = await me(d.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: EMAILS.admin,
      role: 'admin',
      createdAt: expect.any(String),
      profile: null,
      twoFactor: false,
      twoFactorSetupRequired: false,
    });
  });

  it('refuses no token, a forged signature, alg none and an expired token', async () => {
    const [, payload] = d.tokens.admin.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = hs256({ alg: 'HS256', typ: 'JWT' }, { ...claims, role: 'admin' }, 'not-the-secret');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const expired = hs256({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, t.env.JWT_SECRET!);
    expect((await me()).body.message).toBe(MESSAGES.unauthorized);
    for (const token of [forged, none, 'garbage']) {
      const res = await me(token);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 401, message: MESSAGES.unauthorized });
    }
    const res = await me(expired);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 401, message: MESSAGES.sessionExpired });
  });

  it('refresh issues a new working token and retires the old one; sign-out ends the new one', async () => {
    const token = await signIn(t.app, EMAILS.admin);
    const refreshed = await call(t.app, 'POST', '/api/auth/refresh-token', { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).not.toBe(token);
    const old = await me(token);
    expect({ status: old.status, message: old.body.message }).toEqual({ status: 401, message: MESSAGES.sessionExpired });
    expect((await me(refreshed.body.token)).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/signout', { token: refreshed.body.token })).status).toBe(200);
    const after = await me(refreshed.body.token);
    expect({ status: after.status, message: after.body.message }).toEqual({ status: 401, message: MESSAGES.sessionExpired });
  });
});

describe('account settings', () => {
  it('changes the password only with the right current password', async () => {
    const token = await signIn(t.app, 'linda.okafor@example.org');
    const wrong = await call(t.app, 'PUT', '/api/auth/password', {
      token,
      body: { currentPassword: 'bad-one', newPassword: 'new-pass-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    const ok = await call(t.app, 'PUT', '/api/auth/password', {
      token,
      body: { currentPassword: 'demo-pass-2026', newPassword: 'new-pass-2026' },
    });
    expect(ok.body).toEqual({ success: true, message: MESSAGES.passwordUpdated });
    await signIn(t.app, 'linda.okafor@example.org', 'new-pass-2026');
  });

  it('changes the e-mail (409 when taken) and the supervisor record follows', async () => {
    const token = await signIn(t.app, 'david.ramirez@example.org');
    const taken = await call(t.app, 'PUT', '/api/auth/email', { token, body: { email: EMAILS.admin, currentPassword: 'demo-pass-2026' } });
    expect({ status: taken.status, message: taken.body.message }).toEqual({ status: 409, message: MESSAGES.emailTaken });
    const ok = await call(t.app, 'PUT', '/api/auth/email', {
      token,
      body: { email: 'd.ramirez@example.org', currentPassword: 'demo-pass-2026' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: MESSAGES.emailUpdated, user: { email: 'd.ramirez@example.org' } });
    const sup = d.supervisors.find((s) => s.email === 'david.ramirez@example.org')!;
    expect((await call(t.app, 'GET', `/api/supervisors/${sup._id}`, { token: d.tokens.admin })).body.email).toBe('d.ramirez@example.org');
    await signIn(t.app, 'd.ramirez@example.org');
  });
});
