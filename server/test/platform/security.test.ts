import { MESSAGES, type AvailableTeacher, type Inquiry, type School, type Teacher } from 'shared-domain';
import { INQUIRY } from '../support/fixtures';
import { call, signIn, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp({ rateLimits: { rules: { password: { perAccountIp: 3 } } } });

const HOSTILE = [
  "Robert'); DROP TABLE teachers; --",
  "' OR '1'='1",
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '"; SELECT pg_sleep(5); --',
  '${7*7} {{7*7}} \\u0000 \u202e',
];
/** Characters PostgreSQL text cannot hold (NUL) or that are half of a pair: refused with a 400, never a 500. */
const UNSTORABLE = ['nul \u0000 inside', 'lone surrogate \ud800 inside'];

describe('hostile strings are stored and returned verbatim', () => {
  it.each(HOSTILE)('a teacher named %p', async (text) => {
    // Added by the supervisor: its own teacher, in its list cut from the cached one as in the admin's.
    const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
      token: d.tokens.supervisor,
      body: { name: { first: text, last: text }, notes: text },
    });
    expect(res.status).toBe(201);
    const one = await call<Teacher>(t.app, 'GET', `/api/teachers/${res.body._id}`, { token: d.tokens.admin });
    expect(one.body.name).toEqual({ first: text.trim(), last: text.trim() });
    const own = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', { token: d.tokens.supervisor });
    expect(own.body.find((x) => x._id === res.body._id)!.name.first).toBe(text.trim());
    const all = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', { token: d.tokens.admin });
    expect(all.body.find((x) => x._id === res.body._id)!.name.first).toBe(text.trim());
    expect(all.body.length).toBeGreaterThanOrEqual(60);
    // Served as JSON, never as a page a browser would run.
    expect(String(all.headers['content-type'])).toMatch(/^application\/json/);
    expect(all.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(UNSTORABLE)('%p is a 400 on every kind of text field, not a 500', async (text) => {
    const teacher = await call(t.app, 'POST', '/api/teachers', {
      token: d.tokens.admin,
      body: { name: { first: text, last: 'x' }, notes: text },
    });
    expect(teacher.status).toBe(400);
    const inquiry = await call(t.app, 'POST', '/api/inquiries', {
      body: { ...INQUIRY, message: `long enough ${text}` },
    });
    expect(inquiry.status).toBe(400);
    const signin = await call(t.app, 'POST', '/api/auth/signin', { body: { email: 'admin@example.org', password: text } });
    expect(signin.status).toBeLessThan(500);
  });

  it('an inquiry and a school registration keep the text exactly', async () => {
    const text = HOSTILE.slice(0, 4).join(' ');
    const inquiry = await call<Inquiry>(t.app, 'POST', '/api/inquiries', {
      body: { ...INQUIRY, name: text.slice(0, 150), email: 'hostile@example.org', organization: text.slice(0, 150), message: text },
    });
    expect(inquiry.status).toBe(201);
    const list = await call<Inquiry[]>(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin });
    expect(list.body.find((i) => i._id === inquiry.body._id)).toMatchObject({ message: text, organization: text.slice(0, 150).trim() });
    const school = await call(t.app, 'POST', '/api/schools/register', {
      token: d.tokens.admin,
      body: {
        name: HOSTILE[2],
        email: 'hostile-school@example.org',
        districtName: HOSTILE[0],
        ncesId: '480894012345',
        contactPerson: { name: { first: HOSTILE[3] } },
        contactInfo: { phone: '1' },
      },
    });
    expect(school.status).toBe(201);
    const schools = await call<School[]>(t.app, 'GET', '/api/schools/all', { token: d.tokens.admin });
    expect(schools.body.find((s) => s._id === school.body.school._id)).toMatchObject({ name: HOSTILE[2], districtName: HOSTILE[0] });
  });

  it('injection in ids and query strings is a 4xx, never a query', async () => {
    for (const url of [
      `/api/teachers/${encodeURIComponent("1' OR '1'='1")}`,
      `/api/audit?entity=teacher&id=${encodeURIComponent("x' OR 1=1 --")}`,
      `/api/audit?entity=${encodeURIComponent("teacher'; DROP TABLE audit_log; --")}`,
      `/api/requests/${encodeURIComponent("'; DELETE FROM requests; --")}`,
    ]) {
      const res = await call(t.app, 'GET', url, { token: d.tokens.admin });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await call(t.app, 'GET', '/api/requests/all', { token: d.tokens.admin })).body.requests.length).toBeGreaterThan(0);
  });
});

describe("one school never reads another school's data", () => {
  it('school record, requests and the released details of a teacher approved for another school are refused', async () => {
    expect((await call(t.app, 'GET', `/api/schools/${d.school._id}`, { token: d.tokens.pendingSchool })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/requests/${d.school._id}`, { token: d.tokens.pendingSchool })).status).toBe(403);
    expect(
      (await call(t.app, 'PATCH', `/api/schools/${d.school._id}`, { token: d.tokens.pendingSchool, body: { contactInfo: { phone: '2' } } }))
        .status,
    ).toBe(403);
    // A second approved school: the teacher released to the first school stays a limited profile for it.
    const list = (await call<AvailableTeacher[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school })).body;
    const approved = list.find((a) => a.request?.status === 'approved')!;
    const released = await call<Teacher>(t.app, 'GET', `/api/teachers/${approved._id}`, { token: d.tokens.school });
    expect(released.body.contact.email).toBeTruthy();
    expect(
      (await call(t.app, 'PUT', `/api/schools/${d.pendingSchool._id}`, { token: d.tokens.admin, body: { status: 'active' } })).status,
    ).toBe(200);
    const other = await signIn(t.app, 'pending-school@example.org');
    const seen = await call(t.app, 'GET', `/api/teachers/${approved._id}`, { token: other });
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('contact');
    expect(JSON.stringify(seen.body)).not.toContain(released.body.contact.email);
    const intern =
      d.teachers.find((x) => x.teacherStatus === 'intern' && x.assignment?.schoolId === d.school._id) ??
      d.teachers.find((x) => x.teacherStatus === 'intern')!;
    // An intern has given no talent-pool consent: the school gets the answer of an unknown teacher.
    expect((await call(t.app, 'GET', `/api/teachers/${intern._id}`, { token: other })).status).toBe(404);
  });
});

describe('sign-in and tokens', () => {
  it('rate-limits failed sign-ins with 429 and the spec text', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await call(t.app, 'POST', '/api/auth/signin', { body: { email: 'victim@example.org', password: `guess-${i}` } })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const res = await call(t.app, 'POST', '/api/auth/signin', { body: { email: 'victim@example.org', password: 'guess' } });
    expect(res.body.message).toBe(MESSAGES.tooManyAttempts);
  });

  it('refuses tampered tokens: other payload, alg none, garbage', async () => {
    const [h, p, s] = d.tokens.school.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const asAdmin = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: claims.sub })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    // A changed signature: its first character (all six bits count). Changing the last ones can leave the same bytes:
    // base64url's final character of a 32-byte HMAC carries 4 bits, so 'x' and 'y' there decode alike.
    const badSignature = `${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}`;
    for (const token of [`${h}.${asAdmin}.${s}`, `${none}.${asAdmin}.`, `${none}.${p}.`, 'not.a.token', `${h}.${p}.${badSignature}`]) {
      const res = await call(t.app, 'GET', '/api/dashboard', { token });
      expect(res.status).toBe(401);
    }
  });
});

describe('errors never carry a stack trace', () => {
  const JSON_TYPE = { 'content-type': 'application/json' };
  const leaks = (body: unknown) => /\bat .+:\d+:\d+|node_modules|\/src\/|\.ts:\d+|Error:|stack/i.test(JSON.stringify(body));

  it('in any 4xx', async () => {
    const responses = await Promise.all([
      call(t.app, 'GET', '/api/teachers/all'),
      call(t.app, 'GET', '/api/teachers/all', { token: 'x.y.z' }),
      call(t.app, 'GET', '/api/requests/all', { token: d.tokens.school }),
      call(t.app, 'GET', '/api/teachers/00000000-0000-4000-8000-000000000000', { token: d.tokens.admin }),
      call(t.app, 'GET', '/api/teachers/not-a-uuid', { token: d.tokens.admin }),
      call(t.app, 'POST', '/api/teachers', { token: d.tokens.admin, body: { name: 5 } }),
      call(t.app, 'DELETE', '/api/teachers/00000000-0000-4000-8000-000000000000', { token: d.tokens.admin }),
      // Raw payloads, sent as given: the content type says what they are.
      call(t.app, 'POST', '/api/teachers', { token: d.tokens.admin, headers: JSON_TYPE, body: '{"__proto__": {"x": 1}}' }),
      call(t.app, 'POST', '/api/teachers', { token: d.tokens.admin, headers: { 'content-type': 'text/xml' }, body: '<a/>' }),
      call(t.app, 'POST', '/api/inquiries', { headers: JSON_TYPE, body: `{"message":"${'x'.repeat(6 * 1024 * 1024)}"}` }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([401, 401, 403, 404, 400, 400, 404, 400, 415, 413]);
    for (const r of responses) {
      expect(typeof r.body.message).toBe('string');
      expect(leaks(r.body)).toBe(false);
    }
  });

  it('in a 500: the generic text only', async () => {
    const query = t.db.query.bind(t.db);
    t.db.query = async () => {
      throw new Error('relation "teachers" does not exist\n    at Object.query (/work/main/server/src/db/pg.ts:12:7)');
    };
    try {
      const res = await call(t.app, 'GET', `/api/teachers/${d.teachers[0]._id}/history`, { token: d.tokens.admin });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong. Please try again later.' });
    } finally {
      t.db.query = query;
    }
  });
});

describe('security headers', () => {
  it('API answers carry nosniff, no framing, no referrer leak, HSTS and a request id', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  it("no page may be framed, and the browser's sensors and payments are off", async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });

  it('API answers with personal data are never stored; the big lists are revalidated by their ETag, privately', async () => {
    const id = d.teachers[0]._id;
    const noStore = await Promise.all([
      call(t.app, 'GET', '/api/auth/me', { token: d.tokens.supervisor }),
      call(t.app, 'GET', `/api/teachers/${id}`, { token: d.tokens.admin }),
      call(t.app, 'GET', `/api/teachers/${id}/history`, { token: d.tokens.admin }),
      call(t.app, 'GET', '/api/settings', { token: d.tokens.admin }),
      call(t.app, 'GET', `/api/schools/${d.school._id}`, { token: d.tokens.school }),
      call(t.app, 'POST', '/api/auth/signin', { body: { email: 'admin@example.org', password: 'wrong password' } }),
      call(t.app, 'GET', '/api/dashboard'),
      call(t.app, 'GET', '/api/no-such-route', { token: d.tokens.admin }),
    ]);
    expect(noStore.map((r) => [r.status, r.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [401, 'no-store'],
      [404, 'no-store'],
    ]);
    for (const [url, token] of [
      ['/api/teachers/all', d.tokens.admin],
      ['/api/teachers/all?view=list', d.tokens.supervisor],
      ['/api/public/teachers', undefined],
    ]) {
      const list = await call(t.app, 'GET', url!, { token });
      expect([list.status, list.headers['cache-control'], typeof list.headers.etag]).toEqual([200, 'private, no-cache', 'string']);
    }
  });
});
