import { randomUUID } from 'node:crypto';
import { API_ROUTES, type Role } from 'shared-domain';
import { call, EMAILS, signIn, useDemoApp } from '../support/test-app';

/**
 * The OpenAPI document declares the 4xx answers each route really gives (server/src/plugins/app/openapi.ts,
 * apiErrorStatuses and API_ERRORS in shared-domain/src/api-docs.ts). Every route is called without a token, with a
 * role its row does not list, with a body that is not its shape and for an unknown record: each 4xx it answers must
 * be one its operation declares, and the ones the rules promise (401, 403, 400) must be what it answers.
 */
const { t, d } = useDemoApp();

type Operation = { responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }> };
let doc: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  const res = await call(t.app, 'GET', '/api/docs/json', { token: d.tokens.admin });
  expect(res.status).toBe(200);
  doc = res.body;
});

const API = API_ROUTES.filter((r) => !r.path.startsWith('/api/docs'));
/** Routes whose body is a file (multipart) or that read none: a JSON body of the wrong shape is not what they refuse. */
const NO_JSON_BODY = new Set([
  'POST /api/auth/refresh-token',
  'POST /api/auth/signout',
  'DELETE /api/drafts/teachers/:id',
  'DELETE /api/teachers/:id/ledger/:entryId',
  'POST /api/teachers/import',
  'POST /api/teachers/:id/documents/:kind',
  'POST /api/jobs/run',
  'POST /api/teachers/:id/portal-invite',
  'DELETE /api/teachers/:id/portal-invite',
  'POST /api/teachers/:id/supervisions/:supervisionId/mentor-link',
  'POST /api/applications/submit',
]);
const ROLES: Role[] = ['admin', 'supervisor', 'school', 'teacher'];

const declared = (method: string, path: string): number[] =>
  Object.keys(doc.paths[path.replace(/:(\w+)/g, '{$1}')][method.toLowerCase()].responses)
    .filter((c) => /^4\d\d$/.test(c))
    .map(Number);

/** A token of a role the row serves (admin first), fresh for the calls that end or replace their session. */
async function allowedToken(method: string, path: string, access: (typeof API)[number]['access']): Promise<string | undefined> {
  const role: Role | undefined =
    access === 'public' ? undefined : access === 'any' ? 'admin' : ROLES.find((r) => (access as readonly string[]).includes(r));
  if (!role) return undefined;
  if (path === '/api/auth/signout' || path === '/api/auth/refresh-token') return signIn(t.app, EMAILS[role]);
  return d.tokens[role];
}

const fill = (path: string) => path.replace(/:(\w+)/g, () => randomUUID());

describe('every 4xx a route answers is declared in its operation', () => {
  it.each(API.map((r) => [r.method, r.path, r.access] as const))('%s %s', async (method, path, access) => {
    const key = `${method} ${path}`;
    const codes = declared(method, path);
    const seen: string[] = [];
    const check = (what: string, status: number) => {
      seen.push(`${what}: ${status}`);
      if (status >= 400 && status < 500 && !codes.includes(status))
        throw new Error(`${key} ${what} answered ${status}, not declared (${codes.join(', ')})`);
    };
    const url = fill(path);
    const sampleBody = method === 'GET' ? undefined : {};

    // No token.
    const anonymous = await call(t.app, method, url, { body: sampleBody });
    check('without a token', anonymous.status);
    if (access !== 'public') expect({ key, status: anonymous.status }).toEqual({ key, status: 401 });

    // A role the row does not list.
    const other = Array.isArray(access) ? ROLES.find((r) => !(access as readonly string[]).includes(r)) : undefined;
    if (other) {
      const res = await call(t.app, method, url, { token: d.tokens[other], body: sampleBody });
      check(`as ${other}`, res.status);
      expect({ key, status: res.status }).toEqual({ key, status: 403 });
    }

    const token = await allowedToken(method, path, access);
    // A body that is not the route's shape (an array; then not JSON at all).
    if (method !== 'GET' && !NO_JSON_BODY.has(key)) {
      const res = await call(t.app, method, url, { token, body: [1, 2] });
      check('with an array for a body', res.status);
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
    }
    if (method !== 'GET') {
      const res = await call(t.app, method, url, { token, body: '{"not json', headers: { 'content-type': 'application/json' } });
      check('with a body that is not JSON', res.status);
      const xml = await call(t.app, method, url, { token, body: '<a/>', headers: { 'content-type': 'application/xml' } });
      check('with an XML body', xml.status);
    }
    // An unknown record (GET only: a write to one is the 404 of the same lookup).
    if (method === 'GET') {
      const res = await call(t.app, method, url, { token });
      check('for an unknown record', res.status);
    }
    expect(seen.length).toBeGreaterThan(0);
  });
});

it('declares each status with the error body and what it means', () => {
  const put = doc.paths['/api/teachers/{id}'].put.responses;
  expect(Object.keys(put).filter((c) => c.startsWith('4'))).toEqual(['400', '401', '403', '404', '409', '413', '415']);
  expect(put['409'].content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiErrorBody' });
  expect(put['409'].description).toMatch(/changed since it was read/);
  // A public route without input declares no token answer; sign-in keeps its own 401 body and adds its rate limit.
  const signIn401 = doc.paths['/api/auth/signin'].post.responses['401'].content?.['application/json']?.schema;
  expect(signIn401).not.toEqual({ $ref: '#/components/schemas/ApiErrorBody' });
  expect(Object.keys(doc.paths['/api/auth/signin'].post.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
  expect(Object.keys(doc.paths['/api/teachers/all'].get.responses)).not.toContain('404');
  for (const ops of Object.values(doc.paths)) for (const op of Object.values(ops)) expect(Object.keys(op.responses)).not.toContain('4XX');
});
