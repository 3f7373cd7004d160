import fc from 'fast-check';
import { API_ROUTES } from 'shared-domain';
import { call, fingerprints, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();
// The data's fingerprint before and after each call, computed again only when the database log has moved.
let fingerprint: () => Promise<string>;
beforeAll(() => {
  fingerprint = fingerprints(t.db);
});
let ids: Record<string, string>;
beforeAll(async () => {
  const inquiries = await call(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin });
  const requests = await call(t.app, 'GET', '/api/requests/all', { token: d.tokens.admin });
  ids = {
    teacher: d.teachers[0]._id,
    school: d.school._id,
    supervisor: d.supervisor._id,
    inquiry: inquiries.body[0]._id,
    request: requests.body.requests[0]._id,
  };
});

/** Routes that take no body: they read JSON `null` as nothing, like an empty body (the OpenAPI document says so). */
let takesNothing: Set<string>;
beforeAll(async () => {
  type Doc = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: unknown }> } }>> };
  const doc = (await call<Doc>(t.app, 'GET', '/api/docs/json', { token: d.tokens.admin })).body;
  takesNothing = new Set(
    API_ROUTES.filter((r) => {
      const schema =
        doc.paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()]?.requestBody?.content['application/json']?.schema;
      return JSON.stringify(schema ?? {}).includes('nothing, or {}');
    }).map((r) => `${r.method} ${r.path}`),
  );
  expect(takesNothing.size).toBeGreaterThan(0);
});

// Sign-out and refresh take no body (and would end the shared session).
const WRITES = API_ROUTES.filter((r) => r.method !== 'GET' && !/signout|refresh-token/.test(r.path));

/** The token a route accepts, so that the body (not the role check) is what is tested. */
function tokenFor(path: string, access: (typeof API_ROUTES)[number]['access']): string | undefined {
  if (access === 'public') return path === '/api/schools/register' ? undefined : d.tokens.admin;
  if (access === 'any') return d.tokens.admin;
  return (access as readonly string[]).includes('admin') ? d.tokens.admin : d.tokens.school;
}

const json = fc.jsonValue({ maxDepth: 4 });
/** Bodies near the real shapes: known field names with arbitrary values, plus anything at all. */
const FIELDS = [
  'name',
  'email',
  'password',
  'status',
  'teacherStatus',
  'schoolId',
  'teacherId',
  'supervisorId',
  'settings',
  'contactInfo',
  'contactPerson',
  'credentials',
  'financials',
  'exams',
  'handled',
  'date',
  'updatedAt',
  'internshipProgram',
  'currentPassword',
  'newPassword',
  'token',
  'kind',
  'id',
  'message',
  'role',
  'inquiryType',
  'organization',
  'districtName',
  'ncesId',
  'startDate',
  'endDate',
  'responseDate',
];
const body = fc.oneof(
  json,
  fc.dictionary(fc.constantFrom(...FIELDS), json, { maxKeys: 8 }),
  fc.dictionary(
    fc.constantFrom(...FIELDS),
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant("'; DROP TABLE teachers; --")),
    { maxKeys: 12 },
  ),
);
const pathId = fc.oneof(fc.constant('own'), fc.uuid(), fc.string({ maxLength: 40 }));

function fill(path: string, id: string): string {
  const own = () => {
    if (path.startsWith('/api/teachers')) return ids.teacher;
    if (path.startsWith('/api/schools')) return ids.school;
    if (path.startsWith('/api/supervisors')) return ids.supervisor;
    if (path.startsWith('/api/inquiries')) return ids.inquiry;
    return ids.request;
  };
  return path.replace(/:\w+/, encodeURIComponent(id === 'own' ? own() : id));
}

describe('fuzzing every write route with generated bodies', () => {
  it.each(WRITES.map((r) => [r.method, r.path, r.access] as const))(
    '%s %s: never 5xx; a refused write changes nothing',
    async (method, path, access) => {
      await fc.assert(
        fc.asyncProperty(body, pathId, async (b, id) => {
          const before = await fingerprint();
          const res = await call(t.app, method, fill(path, id), { token: tokenFor(path, access), body: b });
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body?.message).toBe(res.status >= 400 ? 'string' : typeof res.body?.message);
          if (res.status >= 400) expect(await fingerprint()).toBe(before);
        }),
        // The first failing body is reported as generated: shrinking it replays writes that each need a whole fingerprint,
        // which took longer than the test's time and hid the body behind a time-out.
        { numRuns: Number(process.env.FUZZ_RUNS ?? 60), seed: Number(process.env.FUZZ_SEED ?? 2026), endOnFailure: true },
      );
    },
    120_000,
  );

  it('raw bytes that are not JSON, or JSON of the wrong type, are 4xx on every write route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        fc.oneof(fc.string(), fc.constant('{"a":'), fc.constant('[1,2'), fc.constant('null'), fc.constant('"x"')),
        async (r, raw) => {
          // A route that takes nothing may be sent nothing: an empty body, or JSON's null.
          if ((raw === 'null' || raw === '') && takesNothing.has(`${r.method} ${r.path}`)) return;
          const before = await fingerprint();
          const res = await t.app.inject({
            method: r.method,
            url: fill(r.path, 'own'),
            headers: {
              'content-type': 'application/json',
              ...(tokenFor(r.path, r.access) ? { authorization: `Bearer ${tokenFor(r.path, r.access)}` } : {}),
            },
            payload: raw,
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(await fingerprint()).toBe(before);
        },
      ),
      { numRuns: 60, seed: 7, endOnFailure: true },
    );
  }, 120_000);
});
