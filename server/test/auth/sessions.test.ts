import { createHmac } from 'node:crypto';
import { MESSAGES } from 'shared-domain';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/env';
import type { MailTransport } from '../../src/services/mailer';
import { call, createTestApp, DEMO_PASSWORD, EMAILS, signIn, testEnv, useDemoApp } from '../support/test-app';

// Sessions that end when they should, and rate limits kept in the database (so they hold across replicas).

const sent: { to: string; text: string }[] = [];
const transport: MailTransport = { sendMail: async (m) => void sent.push(m) };
// The limiter's clock, one minute into an hour (a bucket of every window), so the sliding estimate is the same
// on every run.
let clock = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000;

const { t, d } = useDemoApp({ mailTransport: transport, rateLimits: { now: () => clock } });

const me = (token: string) => call(t.app, 'GET', '/api/auth/me', { token });
const status = async (token: string) => (await me(token)).status;
const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1];

describe('sessions', () => {
  it('a password change ends every other session of the account; the one that changed it stays', async () => {
    const email = 'linda.okafor@example.org';
    const [laptop, phone, office] = [await signIn(t.app, email), await signIn(t.app, email), await signIn(t.app, email)];
    const other = await signIn(t.app, EMAILS.admin);
    const res = await call(t.app, 'PUT', '/api/auth/password', {
      token: laptop,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'linda-new-2026' },
    });
    expect(res.status).toBe(200);
    expect(await status(laptop)).toBe(200);
    for (const token of [phone, office]) {
      const after = await me(token);
      expect({ status: after.status, message: after.body.message }).toEqual({ status: 401, message: MESSAGES.sessionExpired });
    }
    // Another account's session is untouched.
    expect(await status(other)).toBe(200);
    await signIn(t.app, email, 'linda-new-2026');
  });

  it('a reset link, once used, ends every session of the account', async () => {
    const email = EMAILS.supervisor;
    const sessions = [await signIn(t.app, email), await signIn(t.app, email)];
    sent.length = 0;
    const link = await call(t.app, 'POST', '/api/accounts/reset-link', {
      token: d.tokens.admin,
      body: { kind: 'supervisor', id: d.supervisor._id },
    });
    expect(link.status).toBe(200);
    await t.app.mailer.idle();
    const token = linkToken(sent.find((m) => m.to === email)?.text ?? '');
    expect(token).toBeTruthy();
    // Issuing the link alone signs nobody out.
    for (const s of sessions) expect(await status(s)).toBe(200);
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'reset-pass-2026' } });
    expect(reset.status).toBe(200);
    for (const s of sessions) expect(await status(s)).toBe(401);
    const audit = (await call(t.app, 'GET', '/api/audit?entity=account', { token: d.tokens.admin })).body as {
      actor: string;
      changes: { field: string }[];
    }[];
    expect(audit.find((r) => r.actor === email && r.changes.some((c) => c.field === 'password'))).toBeDefined();
    const fresh = await signIn(t.app, email, 'reset-pass-2026');
    // Put the demo password back for the tests below.
    await call(t.app, 'PUT', '/api/auth/password', {
      token: fresh,
      body: { currentPassword: 'reset-pass-2026', newPassword: DEMO_PASSWORD },
    });
  });

  it('refresh retires the token it replaces, and a retired token cannot be refreshed again', async () => {
    const token = await signIn(t.app, EMAILS.school);
    const refreshed = await call(t.app, 'POST', '/api/auth/refresh-token', { token });
    expect(refreshed.status).toBe(200);
    expect(await status(refreshed.body.token)).toBe(200);
    expect(await status(token)).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/refresh-token', { token })).status).toBe(401);
  });

  it('sign-out ends that session only', async () => {
    const [a, b] = [await signIn(t.app, EMAILS.school), await signIn(t.app, EMAILS.school)];
    expect((await call(t.app, 'POST', '/api/auth/signout', { token: a })).status).toBe(200);
    expect(await status(a)).toBe(401);
    expect(await status(b)).toBe(200);
  });

  it('a validly signed token whose subject is not an account id is a 401, not a 500', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    for (const sub of ['not-a-uuid', '1', "x' OR 1=1 --"]) {
      const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, jti: 'j', exp, role: 'admin' })}`;
      const token = `${data}.${createHmac('sha256', t.env.JWT_SECRET!).update(data).digest('base64url')}`;
      const res = await me(token);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 401, message: MESSAGES.unauthorized });
    }
  });
});

describe('account changes in the audit trail', () => {
  const accountRows = async (id?: string) =>
    (await call(t.app, 'GET', `/api/audit?entity=account${id ? `&id=${id}` : ''}`, { token: d.tokens.admin })).body as {
      entityId: string;
      actor: string | null;
      changes: { field: string; from: unknown; to: unknown }[];
    }[];

  it('records e-mail and password changes and used reset links, with who did it and never the secret', async () => {
    const email = 'susan.whitfield@example.org';
    const token = await signIn(t.app, email);
    await call(t.app, 'PUT', '/api/auth/password', { token, body: { currentPassword: DEMO_PASSWORD, newPassword: 'susan-new-2026' } });
    await call(t.app, 'PUT', '/api/auth/email', { token, body: { email: 's.whitfield@example.org', currentPassword: 'susan-new-2026' } });
    const rows = (await accountRows()).filter((r) => r.actor === email);
    const fields = rows.flatMap((r) => r.changes.map((c) => c.field));
    expect(fields).toEqual(expect.arrayContaining(['password', 'email']));
    const emailChange = rows.flatMap((r) => r.changes).find((c) => c.field === 'email');
    expect(emailChange).toEqual({ field: 'email', from: email, to: 's.whitfield@example.org' });
    // No password, hash or token anywhere in the trail.
    const all = JSON.stringify(await accountRows());
    expect(all).not.toMatch(/susan-new-2026|argon2|token=/);
  });
});

describe('rate limits', () => {
  const from = (ip: string, url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, payload, headers });

  it('forgot-password: three requests per address an hour, then 429 and no more e-mails', async () => {
    const before = (await call(t.app, 'GET', '/api/outbox', { token: d.tokens.admin })).body.length;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await from('10.1.0.1', '/api/auth/forgot-password', { email: EMAILS.school })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const blocked = await from('10.1.0.2', '/api/auth/forgot-password', { email: EMAILS.school });
    expect({ status: blocked.statusCode, message: blocked.json().message }).toEqual({
      status: 429,
      message: MESSAGES.tooManyResetRequests,
    });
    expect((await call(t.app, 'GET', '/api/outbox', { token: d.tokens.admin })).body.length).toBe(before + 3);
    // Another address is not held up by this one.
    expect((await from('10.1.0.3', '/api/auth/forgot-password', { email: EMAILS.admin })).statusCode).toBe(200);
  });

  it('forgot-password: twenty requests per IP an hour, whatever the addresses', async () => {
    for (let i = 0; i < 20; i++)
      expect((await from('10.2.0.1', '/api/auth/forgot-password', { email: `someone${i}@example.org` })).statusCode).toBe(200);
    expect((await from('10.2.0.1', '/api/auth/forgot-password', { email: 'someone-else@example.org' })).statusCode).toBe(429);
    expect((await from('10.2.0.9', '/api/auth/forgot-password', { email: 'someone-else@example.org' })).statusCode).toBe(200);
  });

  it('wrong current passwords share the sign-in budget of the account', async () => {
    const email = 'robert.chen@example.org';
    const token = await signIn(t.app, email);
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'PUT', '/api/auth/email', { token, body: { email: 'x@example.org', currentPassword: `wrong-${i}` } });
      expect(res.status).toBe(400);
    }
    const pw = await call(t.app, 'PUT', '/api/auth/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'whatever-2026' },
    });
    expect({ status: pw.status, message: pw.body.message }).toEqual({ status: 429, message: MESSAGES.tooManyPasswordAttempts });
    // The sign-in page is closed to that account too, even with the right password.
    const signin = await call(t.app, 'POST', '/api/auth/signin', { body: { email, password: DEMO_PASSWORD } });
    expect({ status: signin.status, message: signin.body.message }).toEqual({ status: 429, message: MESSAGES.tooManyAttempts });
    // The window slides: the failures weigh less as it moves past them, and once it has left them behind (at
    // most two windows, 30 minutes) the account can sign in again; the password did not change.
    clock += 30 * 60_000;
    expect((await call(t.app, 'POST', '/api/auth/signin', { body: { email, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('a burst of parallel guesses cannot slip past the limit', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => from('10.3.0.1', '/api/auth/signin', { email: 'burst@example.org', password: `guess-${i}` })),
    );
    const codes = guesses.map((g) => g.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it('two API replicas on one database share the counters', async () => {
    const second = await buildApp({ env: testEnv(), db: t.db, closeDb: false, rateLimits: { now: () => clock } });
    try {
      const attempt = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: '10.4.0.1',
          payload: { email: 'replica@example.org', password: 'nope-nope' },
        });
      for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? second : t.app)).statusCode).toBe(401);
      expect((await attempt(t.app)).statusCode).toBe(429);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const guess = (app: typeof t.app, client: string, from = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: from,
      headers: { 'x-forwarded-for': client },
      payload: { email: `spray-${Math.random()}@example.org`, password: 'nope-nope' },
    });

  it("refuses 'true' (every client believed) and anything but addresses, CIDR ranges and range names at start-up", () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would believe X-Forwarded-For from every client/);
    expect(() => loadEnv({ TRUST_PROXY: '2' })).toThrow(/not an address: 2/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33, nginx' })).toThrow(/not an address: 10\.0\.0\.0\/33, nginx/);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it("the header of a client that is not the proxy is ignored, and a claimed address in front of the proxy's is not believed", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, rateLimits: { rules: { password: { perIp: 3 } } } });
    try {
      // Straight from 192.0.2.5, past the proxy: each made-up address counts as 192.0.2.5.
      for (let i = 0; i < 3; i++) expect((await guess(proxied.app, `198.51.100.${i}`, '192.0.2.5')).statusCode).toBe(401);
      expect((await guess(proxied.app, '198.51.100.99', '192.0.2.5')).statusCode).toBe(429);
      // Through the proxy, a header the client sent with an address of its own in front: the proxy's last hop counts.
      for (let i = 0; i < 3; i++) expect((await guess(proxied.app, `198.51.100.${i}, 203.0.113.20`)).statusCode).toBe(401);
      expect((await guess(proxied.app, '198.51.100.99, 203.0.113.20')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('behind a trusted proxy, each client is limited by its own address', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, rateLimits: { rules: { password: { perIp: 3 } } } });
    try {
      for (let i = 0; i < 3; i++) expect((await guess(proxied.app, '203.0.113.7')).statusCode).toBe(401);
      expect((await guess(proxied.app, '203.0.113.7')).statusCode).toBe(429);
      expect((await guess(proxied.app, '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('without it, X-Forwarded-For is ignored (a client cannot pick its own address)', async () => {
    const direct = await createTestApp({ rateLimits: { rules: { password: { perIp: 3 } } } });
    try {
      for (let i = 0; i < 3; i++) expect((await guess(direct.app, `198.51.100.${i}`)).statusCode).toBe(401);
      expect((await guess(direct.app, '198.51.100.99')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('request log', () => {
  it('never records the token of a reset link being opened', async () => {
    const { Writable } = await import('node:stream');
    let logged = '';
    const stream = new Writable({ write: (chunk, _enc, done) => void ((logged += chunk), done()) });
    const app = await buildApp({ env: testEnv(), db: t.db, closeDb: false, logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/reset-password?token=secret-token-value-123&x=1' });
      expect(logged).toContain('/reset-password?token=[redacted]&x=1');
      expect(logged).not.toContain('secret-token-value-123');
    } finally {
      await app.close();
    }
  });
});
