import { CLIENT_ERROR_MAX, CLIENT_ERRORS_KEPT, MESSAGES, type ClientError } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

const PER_IP = 4;
const { t, d } = useDemoApp({ rateLimits: { rules: { clientError: { perIp: PER_IP } } } });

const report = (o: Record<string, unknown> = {}) => ({
  area: 'admin',
  kind: 'render',
  page: '/admin/teachers',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at TeacherList (teacher-list.tsx:12)',
  release: '2026.11.26-abc',
  ...o,
});

/** A report from its own client address, so each test has its own rate-limit budget. */
let lastIp = 10;
const post = (body: unknown, o: { token?: string; ip?: string } = {}) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress: o.ip ?? `10.0.0.${++lastIp}`,
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
      payload: body as object,
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));

const list = () => call<ClientError[]>(t.app, 'GET', '/api/client-errors', { token: d.tokens.admin });

it('stores a report signed out, with no role, and admins see it first in the list', async () => {
  const res = await post(report({ message: 'signed-out failure' }));
  expect(res.status).toBe(201);
  const { status, body } = await list();
  expect(status).toBe(200);
  expect(body[0]).toMatchObject({ _id: res.body._id, area: 'admin', kind: 'render', page: '/admin/teachers', role: null });
  expect(body[0].message).toBe('signed-out failure');
  expect(body[0].release).toBe('2026.11.26-abc');
});

it('records the role of a signed-in reporter from the token, never who they are', async () => {
  const res = await post(report({ area: 'school', page: '/school/dashboard', message: 'school page threw' }), { token: d.tokens.school });
  expect(res.status).toBe(201);
  const [latest] = (await list()).body;
  expect(latest).toMatchObject({ area: 'school', role: 'school', message: 'school page threw' });
  expect(JSON.stringify(latest)).not.toContain('school@example.org');
});

describe('bad input is a 400 naming the field, and nothing is stored', () => {
  it.each([
    ['area', 'an unknown area', { area: 'finance' }],
    ['kind', 'an unknown kind', { kind: 'crash' }],
    ['page', 'a query string', { page: '/admin/teachers?email=someone@example.org' }],
    ['page', 'a full URL', { page: 'https://elsewhere.example/x' }],
    ['page', 'one character too long', { page: `/${'a'.repeat(CLIENT_ERROR_MAX.page)}` }],
    ['message', 'empty', { message: '' }],
    ['message', 'one character too long', { message: 'x'.repeat(CLIENT_ERROR_MAX.message + 1) }],
    ['stack', 'one character too long', { stack: 'x'.repeat(CLIENT_ERROR_MAX.stack + 1) }],
    ['release', 'markup', { release: 'build <script>' }],
  ])('%s: %s', async (field, _case, change) => {
    const before = (await list()).body.length;
    const res = await post(report(change));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.[field]).toBeDefined();
    expect((await list()).body.length).toBe(before);
  });

  it('an oversized page is refused by its length (the pattern is not run on it)', async () => {
    const res = await post(report({ page: `/${'?'.repeat(CLIENT_ERROR_MAX.page + 1)}` }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.page).toBe(`Page must be at most ${CLIENT_ERROR_MAX.page} characters`);
  });
});

it('limits reports per client address (429 with its message), other addresses still report', async () => {
  const ip = '10.9.9.9';
  for (let i = 0; i < PER_IP; i++) expect((await post(report({ message: `burst ${i}` }), { ip })).status).toBe(201);
  const refused = await post(report({ message: 'one too many' }), { ip });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe(MESSAGES.tooManyErrorReports);
  expect((await list()).body.map((e) => e.message)).not.toContain('one too many');
  expect((await post(report(), { ip: '10.9.9.10' })).status).toBe(201);
});

it('only admins read the reports', async () => {
  expect((await call(t.app, 'GET', '/api/client-errors')).status).toBe(401);
  for (const token of [d.tokens.school, d.tokens.supervisor]) {
    expect((await call(t.app, 'GET', '/api/client-errors', { token })).status).toBe(403);
  }
});

it(`keeps the newest ${CLIENT_ERRORS_KEPT} reports, pruning the oldest`, async () => {
  await t.db.query(
    `INSERT INTO client_errors (id, area, kind, page, message)
     SELECT gen_random_uuid(), 'public', 'render', '/', 'old ' || n FROM generate_series(1, $1::int) AS n`,
    [CLIENT_ERRORS_KEPT],
  );
  expect((await post(report({ message: 'newest' }))).status).toBe(201);
  const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM client_errors');
  expect(n).toBe(CLIENT_ERRORS_KEPT);
  const messages = (await t.db.query<{ message: string }>('SELECT message FROM client_errors')).map((r) => r.message);
  expect(messages).toContain('newest');
  expect(messages).not.toContain('old 1');
  expect(messages).toContain('old 2');
});
