import { Writable } from 'node:stream';
import { MESSAGES, SESSION_ABSOLUTE_MS, type OutboxMessage } from 'shared-domain';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/env';
import { hashPassword } from '../../src/services/passwords';
import { resolveJwtSecret } from '../../src/services/tokens';
import { INQUIRY, schoolRegistration } from '../support/fixtures';
import { call, DEMO_PASSWORD, EMAILS, signIn, testEnv, useDemoApp } from '../support/test-app';

jest.mock('../../src/services/passwords', () => {
  const actual = jest.requireActual('../../src/services/passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

// Limits on unauthenticated writes, a lockout a stranger cannot cause, secrets out of logs,
// sessions with an end.

const { t, d } = useDemoApp({ rateLimits: { rules: { password: { perAccount: 20 }, signUp: { perIp: 3 }, inquiry: { perIp: 3 } } } });

const from = (ip: string, method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: ip, ...(payload ? { payload } : {}) });
const outbox = async (): Promise<OutboxMessage[]> => (await call(t.app, 'GET', '/api/outbox', { token: d.tokens.admin })).body;
const jtiOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;

describe('5. unauthenticated writes', () => {
  it('reset-password checks the token before hashing the new password', async () => {
    const hash = jest.mocked(hashPassword);
    hash.mockClear();
    const res = await from('10.50.0.1', 'POST', '/api/auth/reset-password', { token: 'no-such-token', password: 'whatever-2026' });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: MESSAGES.resetTokenInvalid });
    expect(hash).not.toHaveBeenCalled();
  });

  it('reset-password: twenty attempts per client an hour, then 429 with Retry-After; another client goes on', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await from('10.50.0.2', 'POST', '/api/auth/reset-password', { token: `no-such-token-${i}`, password: 'whatever-2026' }))
          .statusCode,
      ).toBe(400);
    const blocked = await from('10.50.0.2', 'POST', '/api/auth/reset-password', { token: 'no-such-token-x', password: 'whatever-2026' });
    expect({ status: blocked.statusCode, message: blocked.json().message }).toEqual({ status: 429, message: MESSAGES.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await from('10.50.0.3', 'POST', '/api/auth/reset-password', { token: 'no-such-token-x', password: 'whatever-2026' })).statusCode,
    ).toBe(400);
  });

  it('inquiries: limited per client before anything is stored', async () => {
    const before = (await call(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin })).body.length;
    for (let i = 0; i < 3; i++)
      expect((await from('10.51.0.1', 'POST', '/api/inquiries', { ...INQUIRY, message: `Spam number ${i} here` })).statusCode).toBe(201);
    const blocked = await from('10.51.0.1', 'POST', '/api/inquiries', INQUIRY);
    expect({ status: blocked.statusCode, message: blocked.json().message }).toEqual({ status: 429, message: MESSAGES.tooManyRequests });
    expect((await call(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin })).body).toHaveLength(before + 3);
    expect((await from('10.51.0.2', 'POST', '/api/inquiries', INQUIRY)).statusCode).toBe(201);
  });

  it("sign-up answers alike for a known and a new address; the known address's owner is e-mailed instead", async () => {
    const schoolsBefore = (await call(t.app, 'GET', '/api/schools/all', { token: d.tokens.admin })).body.length;
    const known = await from(
      '10.52.0.1',
      'POST',
      '/api/schools/register',
      schoolRegistration(EMAILS.school, { password: 'new-pass-2026' }),
    );
    const fresh = await from(
      '10.52.0.1',
      'POST',
      '/api/schools/register',
      schoolRegistration('brand.new@school.example', { password: 'new-pass-2026' }),
    );
    expect({ status: known.statusCode, body: known.json() }).toEqual({
      status: 201,
      body: { success: true, message: MESSAGES.registrationReceived },
    });
    expect({ status: fresh.statusCode, body: fresh.json() }).toEqual({ status: known.statusCode, body: known.json() });
    // Only the new address made a school; the known account keeps its password.
    expect((await call(t.app, 'GET', '/api/schools/all', { token: d.tokens.admin })).body).toHaveLength(schoolsBefore + 1);
    await signIn(t.app, EMAILS.school);
    const mails = await outbox();
    expect(mails.filter((m) => m.to === EMAILS.school && m.kind === 'registration-attempt')).toHaveLength(1);
    expect(mails.find((m) => m.to === EMAILS.school && m.kind === 'registration-attempt')!.subject).toBe(
      'Someone tried to register with your e-mail address',
    );
    expect(mails.filter((m) => m.to === 'brand.new@school.example' && m.kind === 'registration-received')).toHaveLength(1);
    // The sign-up limit counts both.
    await from('10.52.0.1', 'POST', '/api/schools/register', schoolRegistration('third@school.example', { password: 'new-pass-2026' }));
    const blocked = await from(
      '10.52.0.1',
      'POST',
      '/api/schools/register',
      schoolRegistration('fourth@school.example', { password: 'new-pass-2026' }),
    );
    expect({ status: blocked.statusCode, message: blocked.json().message }).toEqual({ status: 429, message: MESSAGES.tooManyRequests });
  });

  it('the admin reads the inquiries a page at a time; the default call is still the whole list', async () => {
    for (let i = 0; i < 3; i++) await from(`10.53.0.${i}`, 'POST', '/api/inquiries', { ...INQUIRY, message: `Paged inquiry ${i} here` });
    const all = (await call(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin })).body as { _id: string; handled: boolean }[];
    expect(Array.isArray(all)).toBe(true);
    const first = await call(t.app, 'GET', '/api/inquiries?page=1&pageSize=2', { token: d.tokens.admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: all.length, all: all.length, page: 1, pageSize: 2 });
    expect(first.body.inquiries.map((i: { _id: string }) => i._id)).toEqual(all.slice(0, 2).map((i) => i._id));
    const second = await call(t.app, 'GET', '/api/inquiries?page=2&pageSize=2', { token: d.tokens.admin });
    expect(second.body.inquiries.map((i: { _id: string }) => i._id)).toEqual(all.slice(2, 4).map((i) => i._id));
    const onlyNew = await call(t.app, 'GET', '/api/inquiries?page=1&status=new', { token: d.tokens.admin });
    expect(onlyNew.body).toMatchObject({ total: all.filter((i) => !i.handled).length, pageSize: 50 });
    expect(onlyNew.body.inquiries.every((i: { handled: boolean }) => !i.handled)).toBe(true);
    for (const [q, field] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page=1&pageSize=1000', 'pageSize'],
      ['page=1&status=old', 'status'],
    ]) {
      const bad = await call(t.app, 'GET', `/api/inquiries?${q}`, { token: d.tokens.admin });
      expect({ q, status: bad.status, field: Object.keys(bad.body.fieldErrors ?? {})[0] }).toEqual({ q, status: 400, field });
    }
  });
});

describe('6. a lockout a stranger cannot cause', () => {
  const guess = (ip: string, email: string, password: string) => from(ip, 'POST', '/api/auth/signin', { email, password });

  it("an attacker's 14 wrong tries at one address lock nothing for the owner at another", async () => {
    const statuses = [];
    for (let i = 0; i < 14; i++) statuses.push((await guess('203.0.113.66', EMAILS.admin, `guess-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    const owner = await guess('198.51.100.10', EMAILS.admin, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    // The attacker's address stays blocked for that account, even with the right password.
    expect((await guess('203.0.113.66', EMAILS.admin, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('the per-account ceiling still bites (429 with Retry-After) and e-mails the holder once', async () => {
    const email = 'robert.chen@example.org';
    // 20 (the ceiling in this app) wrong tries, each from its own address.
    for (let i = 0; i < 20; i++) expect((await guess(`192.0.2.${i + 1}`, email, `guess-${i}`)).statusCode).toBe(401);
    const blocked = await guess('192.0.2.100', email, 'guess-x');
    expect({ status: blocked.statusCode, message: blocked.json().message }).toEqual({ status: 429, message: MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
    // The slow-down holds for the right password too, from anywhere, while it lasts.
    expect((await guess('192.0.2.101', email, DEMO_PASSWORD)).statusCode).toBe(429);
    const warnings = (await outbox()).filter((m) => m.to === email && m.kind === 'sign-in-ceiling');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].body).toContain('More than 20 wrong passwords');
  });
});

describe('7. secrets out of logs', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    let text = '';
    const stream = new Writable({
      write: (chunk, _enc, done) => {
        text += chunk;
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    return { stream, lines, text: () => text };
  };

  it('production: no link in the log (a warning instead); nothing redacted reaches it; request ids are the server’s', async () => {
    const log = capture();
    const app = await buildApp({
      env: testEnv({ NODE_ENV: 'production' }),
      db: t.db,
      closeDb: false,
      logger: { level: 'debug', stream: log.stream },
    });
    try {
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '10.70.0.1',
        headers: { 'x-request-id': 'client-chosen-id', authorization: 'Bearer secret-bearer-value' },
        payload: { email: EMAILS.supervisor },
      });
      expect(forgot.statusCode).toBe(200);
      await app.linkRequests.idle();
      expect(log.text()).not.toMatch(/reset-password[?#]token=/);
      expect(log.lines.find((l) => l.kind === 'password-reset' && l.level === 40)).toMatchObject({ to: EMAILS.supervisor });
      // The id is the server's own (also in the answer); the client's is only a separate field.
      expect(forgot.headers['x-request-id']).not.toBe('client-chosen-id');
      expect(forgot.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const tagged = log.lines.filter((l) => l.clientRequestId === 'client-chosen-id');
      expect(tagged.length).toBeGreaterThan(0);
      expect(tagged.every((l) => l.reqId === forgot.headers['x-request-id'])).toBe(true);
      expect(log.lines.some((l) => l.reqId === 'client-chosen-id')).toBe(false);

      // Whatever a log line carries: authorization headers, cookies, passwords and tokens are redacted.
      app.log.info(
        {
          headers: { authorization: 'Bearer secret-bearer-value', cookie: 'sid=secret-cookie-value' },
          body: { password: 'secret-password-value', token: 'secret-token-value' },
          currentPassword: 'secret-current-value',
        },
        'probe',
      );
      const probe = log.lines.find((l) => l.msg === 'probe')!;
      expect(probe).toMatchObject({
        headers: { authorization: '[redacted]', cookie: '[redacted]' },
        body: { password: '[redacted]', token: '[redacted]' },
        currentPassword: '[redacted]',
      });
      expect(log.text()).not.toMatch(/secret-(bearer|cookie|password|token|current)-value/);
    } finally {
      await app.close();
    }
  });
});

describe('8. sessions with an end', () => {
  const setSignedIn = (token: string, msAgo: number) =>
    t.db.query(`UPDATE sessions SET signed_in_at = clock_timestamp() - $2 * interval '1 millisecond' WHERE jti = $1`, [
      jtiOf(token),
      msAgo,
    ]);

  it("a refresh never takes a school's session past 30 days from its sign-in", async () => {
    // A school's session (staff sessions end after 12 hours: session-policy.test.ts).
    const token = await signIn(t.app, 'office3@example.org');
    // 29 days and 23 hours in: the refreshed token lives one hour, not 24.
    await setSignedIn(token, SESSION_ABSOLUTE_MS - 3600_000);
    const refreshed = await call(t.app, 'POST', '/api/auth/refresh-token', { token });
    expect(refreshed.status).toBe(200);
    expect(Math.abs(refreshed.body.expiresAt - (Date.now() + 3600_000))).toBeLessThan(60_000);
    // The refreshed session kept the sign-in time: past 30 days it is over, refresh or not.
    await setSignedIn(refreshed.body.token, SESSION_ABSOLUTE_MS + 60_000);
    for (const url of ['/api/auth/me', '/api/auth/refresh-token']) {
      const res = await call(t.app, url.endsWith('me') ? 'GET' : 'POST', url, { token: refreshed.body.token });
      expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 401, message: MESSAGES.sessionExpired });
    }
  });

  it('an e-mail change ends every other session and tells the old address', async () => {
    const email = 'jorge.villarreal@example.org';
    const [laptop, phone] = [await signIn(t.app, email), await signIn(t.app, email)];
    const res = await call(t.app, 'PUT', '/api/auth/email', {
      token: laptop,
      body: { email: 'jorge.v@example.org', currentPassword: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: laptop })).status).toBe(200);
    const other = await call(t.app, 'GET', '/api/auth/me', { token: phone });
    expect({ status: other.status, message: other.body.message }).toEqual({ status: 401, message: MESSAGES.sessionExpired });
    const told = (await outbox()).filter((m) => m.to === email && m.kind === 'email-changed');
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain('Your e-mail was changed to jorge.v@example.org');
  });

  it('a JWT_SECRET under 32 bytes refuses to start, with a clear message', () => {
    expect(() => loadEnv({ JWT_SECRET: 'too-short-a-secret' })).toThrow(/JWT_SECRET must be at least 32 bytes/);
    expect(() => resolveJwtSecret('x'.repeat(31), '/nonexistent')).toThrow(/at least 32 bytes/);
    expect(loadEnv({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
  });
});
