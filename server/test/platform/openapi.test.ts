import { API_ROUTES } from 'shared-domain';
import { as, call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

/** The contract's own pages are not part of it. */
const API = API_ROUTES.filter((r) => !r.path.startsWith('/api/docs'));
/** Routes that take no body although their method could carry one. */
const NO_BODY = new Set([
  'POST /api/auth/refresh-token',
  'POST /api/auth/signout',
  'DELETE /api/drafts/teachers/:id',
  'DELETE /api/reports/asep/:year/exceptions/:id',
  'DELETE /api/teachers/:id/ledger/:entryId',
  // multipart/form-data (the file and its column mapping), not a JSON body
  'POST /api/teachers/import',
  // submits the draft the Application-Secret header names, as saved
  'POST /api/applications/submit',
  // the disclosure the path names, its current text
  'POST /api/me/offer/disclosures/:key',
  // multipart/form-data (the document's file)
  'POST /api/teachers/:id/documents/:kind',
  // the path names the observation; the link goes to the record's mentor
  'POST /api/teachers/:id/supervisions/:supervisionId/mentor-link',
  // the path names the form; the link goes to its signer on the record
  'POST /api/teachers/:id/signature-links/:form',
]);
/** Routes that read a request header of their own (a secret kept out of the URL and so out of access logs). */
const HEADERS: Record<string, string[]> = {
  'GET /api/applications/draft': ['application-secret'],
  'PUT /api/applications/draft': ['application-secret'],
  'POST /api/applications/submit': ['application-secret'],
};
/** Routes with a query string. */
const QUERY: Record<string, string[]> = {
  'GET /api/reports/asep/:year': ['limit', 'offset'],
  'GET /api/path/pipeline': ['cohort', 'assignmentType', 'area', 'stage', 'stuck', 'limit', 'offset'],
  'GET /api/audit': ['entity', 'id', 'limit'],
  'GET /api/compliance': ['status', 'format', 'q', 'supervisor', 'school', 'limit', 'offset'],
  'GET /api/inquiries': ['page', 'pageSize', 'status'],
  'GET /api/teachers/all': ['view', 'first', 'limit', 'after', 'q', 'status', 'open', 'queue', 'supervisor', 'sort', 'dir', 'format'],
  'POST /api/teachers/import': ['dryRun', 'skipInvalid'],
  'GET /api/me/export': ['format'],
  'GET /api/field-hours/confirm': ['token'],
  'GET /api/field-hours': ['format'],
  'GET /api/requests/all': ['status', 'school', 'teacher', 'limit', 'offset'],
};

interface Operation {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

let doc: Doc;
beforeAll(async () => {
  const res = await call<Doc>(t.app, 'GET', '/api/docs/json', { token: d.tokens.admin });
  expect(res.status).toBe(200);
  doc = res.body;
});

it('is an OpenAPI 3.1 document', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.components.schemas)).toEqual(
    expect.arrayContaining(['Teacher', 'School', 'Supervisor', 'AdminDashboard', 'ApiErrorBody']),
  );
});

describe('every route of API_ROUTES is in the document', () => {
  it.each(API.map((r) => [r.method, r.path, r.access] as const))('%s %s', (method, path, access) => {
    const op = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    expect(op).toBeDefined();
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? []).toEqual(params);
    const query = QUERY[`${method} ${path}`] ?? [];
    expect(op.parameters?.filter((p) => p.in === 'query').map((p) => p.name) ?? []).toEqual(query);
    const headers = HEADERS[`${method} ${path}`] ?? [];
    expect(op.parameters?.filter((p) => p.in === 'header').map((p) => p.name) ?? []).toEqual(headers);
    const takesBody = method !== 'GET' && !NO_BODY.has(`${method} ${path}`);
    expect(op.requestBody?.content['application/json']?.schema !== undefined).toBe(takesBody);
    const success = Object.entries(op.responses).filter(([code]) => /^2\d\d$/.test(code));
    expect(success.length).toBeGreaterThan(0);
    for (const [, r] of success) expect(r.content?.['application/json']?.schema).toBeDefined();
    // A route that can refuse its caller or its input documents the error body.
    // Each 4xx it really gives (openapi-errors.test.ts checks them against the answers), not one generic 4XX.
    if (access !== 'public' || takesBody || params.length > 0) {
      const errors = Object.entries(op.responses).filter(([code]) => /^4\d\d$/.test(code));
      expect(errors.length).toBeGreaterThan(0);
      for (const [, r] of errors) expect(r.content?.['application/json']?.schema).toBeDefined();
    }
    if (takesBody || params.length > 0 || query.length > 0 || headers.length > 0)
      // The error body, or the route's own (the import's refusal lists the problems of its rows).
      expect(op.responses['400']?.content?.['application/json']?.schema).toBeDefined();
    expect(op.responses['4XX']).toBeUndefined();
    // A public route declares an empty requirement (no token), the others the bearer token.
    expect(op.security).toEqual(access === 'public' ? [{}] : [{ bearerAuth: [] }]);
  });

  it('and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented.sort()).toEqual(API.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort());
  });
});

it('documents the TEA export as text/csv beside the JSON list (GET /api/compliance?format=csv)', () => {
  const ok = doc.paths['/api/compliance'].get.responses['200'].content!;
  expect(Object.keys(ok).sort()).toEqual(['application/json', 'text/csv']);
  expect(ok['text/csv'].schema).toMatchObject({ type: 'string', description: 'the TEA export' });
  expect(ok['application/json'].schema).toMatchObject({ type: 'array' });
});

describe('access', () => {
  it('refuses the document without a token and to every role but admin', async () => {
    for (const path of ['/api/docs/json', '/api/docs/yaml']) {
      expect((await call(t.app, 'GET', path)).status).toBe(401);
      for (const token of [d.tokens.school, d.tokens.supervisor, d.tokens.pendingSchool]) {
        expect((await call(t.app, 'GET', path, { token })).status).toBe(403);
      }
    }
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml', ...as(d.tokens.admin) });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0/m);
  });

  it("serves the Swagger UI page to anyone; the page sends the portal's stored token to fetch the document", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("getItem('authToken')");
    expect(init.body).toContain('Bearer ');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
