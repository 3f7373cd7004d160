import { MESSAGES, SYSTEM_SETTINGS_DEFAULTS } from 'shared-domain';
import { schoolRegistration } from '../support/fixtures';
import { call, changeSettings, DEMO_PASSWORD, EMAILS, signIn, useDemoApp } from '../support/test-app';

// Sessions end after an idle time (system settings, per role) and at an absolute limit; new passwords are at least
// 12 characters and not in the list of common and breached passwords.

const { t, d } = useDemoApp();

const jtiOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
/** Makes the session of `token` look idle for `minutes` (the idle clock lives in the database). */
const idleFor = (token: string, minutes: number) =>
  t.db.query(`UPDATE sessions SET last_seen_at = clock_timestamp() - $2 * interval '1 minute' WHERE jti = $1`, [jtiOf(token), minutes]);
const signedInHoursAgo = (token: string, hours: number) =>
  t.db.query(`UPDATE sessions SET signed_in_at = clock_timestamp() - $2 * interval '1 hour' WHERE jti = $1`, [jtiOf(token), hours]);
const me = (token: string) => call(t.app, 'GET', '/api/auth/me', { token });

describe('idle and absolute session ends', () => {
  it('defaults: 30 idle minutes for admins and supervisors, 120 for schools and teachers', () => {
    expect(SYSTEM_SETTINGS_DEFAULTS.security).toMatchObject({ staffIdleMinutes: 30, idleMinutes: 120, requireTwoFactorForAdmins: false });
  });

  it('a staff session idle past the setting has ended; a school session idle as long has not', async () => {
    const admin = await signIn(t.app, EMAILS.admin);
    const school = await signIn(t.app, EMAILS.school);
    await idleFor(admin, 29);
    expect((await me(admin)).status).toBe(200);
    // That request moved the idle clock on.
    await idleFor(admin, 31);
    const ended = await me(admin);
    expect({ status: ended.status, message: ended.body.message }).toEqual({ status: 401, message: MESSAGES.sessionExpired });
    await idleFor(school, 31);
    expect((await me(school)).status).toBe(200);
    await idleFor(school, 121);
    expect((await me(school)).status).toBe(401);
  });

  it('each request moves the idle clock on, so an active session does not end', async () => {
    const supervisor = await signIn(t.app, EMAILS.supervisor);
    await idleFor(supervisor, 25);
    expect((await me(supervisor)).status).toBe(200);
    const [row] = await t.db.query<{ idle: number }>(
      `SELECT extract(epoch FROM clock_timestamp() - last_seen_at) AS idle FROM sessions WHERE jti = $1`,
      [jtiOf(supervisor)],
    );
    expect(Number(row.idle)).toBeLessThan(60);
  });

  it('the idle time follows the system setting', async () => {
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.security.staffIdleMinutes = 60;
    });
    const admin = await signIn(t.app, EMAILS.admin);
    await idleFor(admin, 45);
    expect((await me(admin)).status).toBe(200);
    await changeSettings(t.app, admin, (s) => {
      s.security.staffIdleMinutes = 30;
    });
    await idleFor(admin, 45);
    expect((await me(admin)).status).toBe(401);
  });

  it('a staff session ends 12 hours after its sign-in however active; a school session lives on', async () => {
    const supervisor = await signIn(t.app, EMAILS.supervisor);
    const school = await signIn(t.app, EMAILS.school);
    await signedInHoursAgo(supervisor, 13);
    await signedInHoursAgo(school, 13);
    expect((await me(supervisor)).status).toBe(401);
    expect((await me(school)).status).toBe(200);
    // A staff token itself never outlives that limit.
    const fresh = await call(t.app, 'POST', '/api/auth/signin', { body: { email: EMAILS.supervisor, password: DEMO_PASSWORD } });
    expect(fresh.body.expiresAt - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
  });

  it('the idle setting is a whole number of minutes within bounds, named when wrong', async () => {
    const s = (await call(t.app, 'GET', '/api/settings', { token: d.tokens.admin })).body;
    const bad = await call(t.app, 'PUT', '/api/settings', {
      token: d.tokens.admin,
      body: { ...s, security: { ...s.security, staffIdleMinutes: 0 } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['security.staffIdleMinutes']);
  });
});

describe('new passwords', () => {
  it('are at least 12 characters (the message says so)', async () => {
    const res = await call(t.app, 'POST', '/api/schools/register', {
      body: { ...schoolRegistration('short-pw@example.org'), password: 'elevenchars' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ password: MESSAGES.registrationPasswordMin });
    expect(MESSAGES.registrationPasswordMin).toBe('Password must be at least 12 characters');
  });

  it('are refused with a plain message naming the field when common or breached; nothing changes', async () => {
    const token = await signIn(t.app, 'office2@example.org');
    const res = await call(t.app, 'PUT', '/api/auth/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: COMMON_LONG },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ newPassword: MESSAGES.passwordCommon });
    // Any case: the list is compared without it.
    const upper = await call(t.app, 'PUT', '/api/auth/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: COMMON_LONG.toUpperCase() },
    });
    expect(upper.status).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/auth/signin', { body: { email: 'office2@example.org', password: DEMO_PASSWORD } })).status,
    ).toBe(200);
    const signUp = await call(t.app, 'POST', '/api/schools/register', {
      body: { ...schoolRegistration('common-pw@example.org'), password: COMMON_LONG },
    });
    expect({ status: signUp.status, fieldErrors: signUp.body.fieldErrors }).toEqual({
      status: 400,
      fieldErrors: { password: MESSAGES.passwordCommon },
    });
    // A long uncommon one is fine.
    const ok = await call(t.app, 'PUT', '/api/auth/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'violet-harbor-lantern-7' },
    });
    expect(ok.status).toBe(200);
  });
});

/** A password of 12 characters or more found in the shipped breached-password list. */
const COMMON_LONG = 'qwertyuiop123';
