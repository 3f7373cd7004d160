import { MESSAGES, type AuditRow } from 'shared-domain';
import { totpCode } from '../../src/services/two-factor';
import { call, changeSettings, DEMO_PASSWORD, EMAILS, signIn, useDemoApp } from '../support/test-app';

// Two-factor sign-in (TOTP) for admins and supervisors: set up from the account, a second step after the password,
// recovery codes, the system setting that makes it mandatory for admins, and no sign-in by e-mailed link alone.

let clock = Date.parse('2026-03-02T15:00:00Z');
const sent: { to: string; text: string }[] = [];
const { t, d } = useDemoApp({
  now: () => new Date(clock),
  mailTransport: { sendMail: async (m: { to: string; text: string }) => void sent.push({ to: m.to, text: m.text }) },
});
/** Moves the app's clock to the next 30-second step: a code works once, so each sign-in in a test needs a new one. */
const nextStep = () => (clock += 30_000);

const password = (email: string) => call(t.app, 'POST', '/api/auth/signin', { body: { email, password: DEMO_PASSWORD } });
const verify = (challenge: string, code: string) => call(t.app, 'POST', '/api/auth/two-factor/verify', { body: { challenge, code } });
const audit = async (): Promise<AuditRow[]> => (await call(t.app, 'GET', '/api/audit?entity=account', { token: d.tokens.admin })).body;

/** Sets up and turns on two-factor for the account of `token`; the secret and the recovery codes. */
async function turnOn(token: string) {
  const setup = await call(t.app, 'POST', '/api/auth/two-factor/setup', { token });
  expect(setup.status).toBe(200);
  expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
  expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
  const on = await call(t.app, 'POST', '/api/auth/two-factor/enable', { token, body: { code: totpCode(setup.body.secret, clock) } });
  expect(on.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: on.body.recoveryCodes as string[] };
}

describe('two-factor sign-in', () => {
  it('a supervisor turns it on; sign-in then asks for a code after the password, and a code works once', async () => {
    const email = 'susan.whitfield@example.org';
    const token = await signIn(t.app, email);
    expect((await call(t.app, 'GET', '/api/auth/two-factor', { token })).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    // A wrong confirmation code turns nothing on.
    await call(t.app, 'POST', '/api/auth/two-factor/setup', { token });
    const wrong = await call(t.app, 'POST', '/api/auth/two-factor/enable', { token, body: { code: '000000' } });
    expect({ status: wrong.status, fieldErrors: wrong.body.fieldErrors }).toEqual({
      status: 400,
      fieldErrors: { code: MESSAGES.twoFactorCodeInvalid },
    });

    const { secret, recoveryCodes } = await turnOn(token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call(t.app, 'GET', '/api/auth/two-factor', { token })).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).body.twoFactor).toBe(true);

    // The password step answers a challenge, not a session.
    const step1 = await password(email);
    expect(step1.status).toBe(200);
    expect(step1.body).toEqual({ success: true, challenge: expect.any(String), message: MESSAGES.twoFactorCodeStep });
    expect(step1.body.token).toBeUndefined();
    // The code that confirmed the set-up cannot be used again.
    expect((await verify(step1.body.challenge, totpCode(secret, clock))).status).toBe(401);
    nextStep();
    const wrongCode = await verify(step1.body.challenge, '123456');
    expect({ status: wrongCode.status, message: wrongCode.body.message }).toEqual({ status: 401, message: MESSAGES.twoFactorCodeInvalid });
    const code = totpCode(secret, clock);
    const step2 = await verify(step1.body.challenge, code);
    expect(step2.status).toBe(200);
    expect(step2.body.token).toEqual(expect.any(String));
    expect((await call(t.app, 'GET', '/api/auth/me', { token: step2.body.token })).status).toBe(200);
    // The challenge opened one session; the same code does not open another.
    expect((await verify(step1.body.challenge, code)).status).toBe(401);
    const again = await password(email);
    expect((await verify(again.body.challenge, code)).status).toBe(401);
  });

  it('a recovery code signs in once; wrong codes end the challenge; turning off asks for a code', async () => {
    const email = 'jorge.villarreal@example.org';
    const token = await signIn(t.app, email);
    const { secret, recoveryCodes } = await turnOn(token);

    const first = await password(email);
    const byRecovery = await verify(first.body.challenge, recoveryCodes[0].toUpperCase());
    expect(byRecovery.status).toBe(200);
    const second = await password(email);
    expect((await verify(second.body.challenge, recoveryCodes[0])).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/two-factor', { token })).body.recoveryCodesLeft).toBe(9);

    // Five wrong answers and the challenge is gone, even for a right code.
    const third = await password(email);
    for (let i = 0; i < 5; i++) await verify(third.body.challenge, `00000${i}`);
    nextStep();
    const late = await verify(third.body.challenge, totpCode(secret, clock));
    expect({ status: late.status, message: late.body.message }).toEqual({ status: 401, message: MESSAGES.twoFactorChallengeExpired });

    const noCode = await call(t.app, 'POST', '/api/auth/two-factor/disable', { token, body: { code: '999999' } });
    expect(noCode.status).toBe(400);
    nextStep();
    const off = await call(t.app, 'POST', '/api/auth/two-factor/disable', { token, body: { code: totpCode(secret, clock) } });
    expect(off.body).toEqual({ success: true, message: MESSAGES.twoFactorDisabled });
    const plain = await password(email);
    expect(plain.body.token).toEqual(expect.any(String));

    // Every step is in the audit trail, never a secret or a code.
    const mine = (await audit()).filter((e) => e.actor === email);
    const fields = mine.flatMap((e) => e.changes.map((c) => `${c.field}:${String(c.to)}`));
    expect(fields).toEqual(
      expect.arrayContaining(['twoFactor:on', 'twoFactor:off', 'recoveryCodeUsed:(hidden)', 'recoveryCodes:(hidden)']),
    );
    expect(JSON.stringify(mine)).not.toContain(secret);
    expect(JSON.stringify(mine)).not.toContain(recoveryCodes[0]);
  });

  it('schools and teachers have no two-factor routes', async () => {
    expect((await call(t.app, 'POST', '/api/auth/two-factor/setup', { token: d.tokens.school })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/auth/two-factor', { token: d.tokens.teacher })).status).toBe(403);
  });

  it('an e-mailed sign-in link never signs an admin in; a supervisor with two-factor goes on to the code step', async () => {
    const linkFor = async (email: string) => {
      await call(t.app, 'POST', '/api/auth/sign-in-link', { body: { email } });
      await t.app.mailer.idle();
      const mail = sent.filter((m) => m.to === email).at(-1)!;
      return /\/login\/link[?#]token=([\w-]+)/.exec(mail.text)![1];
    };
    const admin = await call(t.app, 'POST', '/api/auth/sign-in-link/redeem', { body: { token: await linkFor(EMAILS.admin) } });
    expect({ status: admin.status, message: admin.body.message, token: admin.body.token }).toEqual({
      status: 403,
      message: MESSAGES.twoFactorLinkRefused,
      token: undefined,
    });

    const email = 'linda.okafor@example.org';
    const { secret } = await turnOn(await signIn(t.app, email));
    const viaLink = await call(t.app, 'POST', '/api/auth/sign-in-link/redeem', { body: { token: await linkFor(email) } });
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.token).toBeUndefined();
    nextStep();
    expect((await verify(viaLink.body.challenge, totpCode(secret, clock))).body.token).toEqual(expect.any(String));
  });

  it('"Require two-factor for admins": an admin without it may only set it up, then everything opens', async () => {
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.security.requireTwoFactorForAdmins = true;
    });
    const token = await signIn(t.app, EMAILS.admin);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).body).toMatchObject({ twoFactor: false, twoFactorSetupRequired: true });
    const blocked = await call(t.app, 'GET', '/api/teachers/all', { token });
    expect({ status: blocked.status, message: blocked.body.message }).toEqual({ status: 403, message: MESSAGES.twoFactorRequired });
    // Supervisors are not concerned by the admins' setting.
    expect((await call(t.app, 'GET', '/api/teachers/all', { token: d.tokens.supervisor })).status).toBe(200);

    await turnOn(token);
    expect((await call(t.app, 'GET', '/api/teachers/all', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).body).toMatchObject({ twoFactor: true, twoFactorSetupRequired: false });
  });
});
