import { MESSAGES } from 'shared-domain';
import { as, DEMO_PASSWORD, EMAILS, useDemoApp } from '../support/test-app';

// Device cookies (OWASP "slow down online guessing attacks with device cookies"): a stranger's guesses that reach
// an account's ceiling do not lock out its owner's browser.

const { t } = useDemoApp();

const signIn = (ip: string, email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: ip,
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

/** The device cookie a sign-in answer set, as the browser sends it back ("name=value"). */
const deviceCookieOf = (res: Awaited<ReturnType<typeof signIn>>) => {
  const c = res.cookies.find((x) => x.name === 'portal_device');
  if (!c) throw new Error('no device cookie');
  return { header: `${c.name}=${c.value}`, cookie: c };
};

/** 101 wrong passwords, each from its own address and without a cookie: past the account's ceiling of 100. */
async function attack(email: string) {
  for (let i = 0; i < 101; i++) await signIn(`198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`, email, `guess-${i}`);
}

describe('device cookies', () => {
  it('a successful sign-in sets an HttpOnly, SameSite=Strict device cookie for the sign-in routes only', async () => {
    const res = await signIn('192.0.2.1', EMAILS.school, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { cookie } = deviceCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    // Plain HTTP here: Secure only when the request came over HTTPS.
    expect(cookie.secure).toBeFalsy();
    const https = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '192.0.2.1',
      payload: { email: EMAILS.school, password: DEMO_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    // Without a trusted proxy the header is ignored: still plain HTTP.
    expect(deviceCookieOf(https).cookie.secure).toBeFalsy();
    // A failed sign-in sets none.
    const wrong = await signIn('192.0.2.1', EMAILS.school, 'not-the-password');
    expect(wrong.cookies.find((x) => x.name === 'portal_device')).toBeUndefined();
  });

  it("101 failures from elsewhere: the owner's browser with its device cookie signs in; a cookieless client with the right password gets 429", async () => {
    const email = 'robert.chen@example.org';
    const owner = deviceCookieOf(await signIn('192.0.2.10', email, DEMO_PASSWORD));
    await attack(email);

    const cookieless = await signIn('192.0.2.11', email, DEMO_PASSWORD);
    expect({ status: cookieless.statusCode, message: cookieless.json().message }).toEqual({
      status: 429,
      message: MESSAGES.tooManyAttempts,
    });
    expect(Number(cookieless.headers['retry-after'])).toBeGreaterThan(0);

    const fromOwnersBrowser = await signIn('192.0.2.10', email, DEMO_PASSWORD, owner.header);
    expect(fromOwnersBrowser.statusCode).toBe(200);
    expect(fromOwnersBrowser.json().token).toEqual(expect.any(String));
    // From another network (a phone on the road) the same browser's cookie works too.
    expect((await signIn('203.0.113.200', email, DEMO_PASSWORD, owner.header)).statusCode).toBe(200);
  });

  it('a device cookie bound to another account, or tampered with, counts as no cookie', async () => {
    const victim = 'linda.okafor@example.org';
    const mine = deviceCookieOf(await signIn('192.0.2.20', EMAILS.supervisor, DEMO_PASSWORD));
    await attack(victim);
    expect((await signIn('192.0.2.20', victim, DEMO_PASSWORD, mine.header)).statusCode).toBe(429);
    const forged = mine.header.replace(/\.[^.]*$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await signIn('192.0.2.20', victim, DEMO_PASSWORD, forged)).statusCode).toBe(429);
    expect((await signIn('192.0.2.20', victim, DEMO_PASSWORD, 'portal_device=made-up')).statusCode).toBe(429);
  });

  it('a device cookie that fails too often is itself locked: it is then counted like a client without one', async () => {
    const email = 'david.ramirez@example.org';
    const device = deviceCookieOf(await signIn('192.0.2.30', email, DEMO_PASSWORD));
    // 10 wrong passwords from the device (its own limit), then the account comes under attack.
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn('192.0.2.30', email, `oops-${i}`, device.header)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    await attack(email);
    const locked = await signIn('192.0.2.30', email, DEMO_PASSWORD, device.header);
    expect({ status: locked.statusCode, message: locked.json().message }).toEqual({ status: 429, message: MESSAGES.tooManyAttempts });
  });

  it("a trusted device's wrong passwords do not count against the account's ceiling", async () => {
    const email = EMAILS.pendingSchool;
    const device = deviceCookieOf(await signIn('192.0.2.40', email, DEMO_PASSWORD));
    for (let i = 0; i < 9; i++) await signIn('192.0.2.40', email, `typo-${i}`, device.header);
    // 100 from elsewhere reach the ceiling only now: the 101st is the first refused.
    for (let i = 0; i < 100; i++) expect((await signIn(`198.19.0.${i + 1}`, email, `guess-${i}`)).statusCode).toBe(401);
    expect((await signIn('198.19.1.1', email, 'guess-x')).statusCode).toBe(429);
  });

  it('a new password ends the trust of every device: an old cookie then meets the ceiling like no cookie', async () => {
    const email = EMAILS.teacher;
    const device = deviceCookieOf(await signIn('192.0.2.50', email, DEMO_PASSWORD));
    const token = (await signIn('192.0.2.50', email, DEMO_PASSWORD, device.header)).json().token as string;
    const newPassword = 'a-brand-new-passphrase-2026';
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      remoteAddress: '192.0.2.50',
      ...as(token),
      payload: { currentPassword: DEMO_PASSWORD, newPassword },
    });
    expect(changed.statusCode).toBe(200);
    await attack(email);
    expect((await signIn('192.0.2.50', email, newPassword, device.header)).statusCode).toBe(429);
  });
});
