import { randomUUID } from 'node:crypto';
import { API_ROUTES, MESSAGES, type Role } from 'shared-domain';
import { call, EMAILS, signIn, useDemoApp } from '../support/test-app';

type Caller = 'anonymous' | 'pendingSchool' | 'school' | 'supervisor' | 'admin' | 'teacher';
const CALLERS: Caller[] = ['anonymous', 'pendingSchool', 'school', 'supervisor', 'admin', 'teacher'];
const roleOf = (c: Caller): Role | null => (c === 'anonymous' ? null : c === 'pendingSchool' ? 'school' : c);

/** Finer rules than the table, named in API_ROUTES' notes: these callers are refused by the handler. */
const HANDLER_FORBIDS: Record<string, Caller[]> = {
  'POST /api/schools/register': ['school', 'pendingSchool', 'supervisor', 'teacher'],
};

const { t, d } = useDemoApp();

async function tokenFor(c: Caller, path: string): Promise<string | undefined> {
  if (c === 'anonymous') return undefined;
  // Signing out ends the session and a refresh retires the token: give those calls their own.
  if (path === '/api/auth/signout' || path === '/api/auth/refresh-token') return signIn(t.app, EMAILS[c]);
  return d.tokens[c];
}

/** Fills path parameters so that ownership rules pass: the caller's own school / supervisor, else an unknown id. */
function fill(path: string, c: Caller): string {
  const ownSchool = c === 'school' ? d.school._id : c === 'pendingSchool' ? d.pendingSchool._id : randomUUID();
  return path
    .replace(':schoolId', ownSchool)
    .replace(/^\/api\/schools\/:id$/, `/api/schools/${ownSchool}`)
    .replace(/^\/api\/supervisors\/:id$/, `/api/supervisors/${c === 'supervisor' ? d.supervisor._id : randomUUID()}`)
    .replace(':id', randomUUID());
}

const cases = API_ROUTES.flatMap((r) => CALLERS.map((c) => [r.method, r.path, c, r.access] as const));

describe('every route of API_ROUTES for every caller', () => {
  it.each(cases)('%s %s as %s', async (method, path, c, access) => {
    const role = roleOf(c);
    const token = await tokenFor(c, path);
    const res = await call(t.app, method, fill(path, c), { token, body: method === 'GET' ? undefined : {} });
    const tableAllows = access === 'public' || (role !== null && (access === 'any' || (access as readonly string[]).includes(role)));
    if (!tableAllows) {
      if (role === null) expect({ status: res.status, message: res.body.message }).toEqual({ status: 401, message: MESSAGES.unauthorized });
      else expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: MESSAGES.forbidden });
    } else if (HANDLER_FORBIDS[`${method} ${path}`]?.includes(c)) {
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: MESSAGES.forbidden });
    } else {
      expect(res.status).not.toBe(401);
      expect(res.status).toBeLessThan(500);
      if (res.status === 403) expect(res.body.message).not.toBe(MESSAGES.forbidden);
    }
  });
});

describe('the route registry', () => {
  it('has a row in API_ROUTES for every /api route the app serves, and a route for every row', () => {
    const served = t.app.apiRoutes.map((r) => `${r.method} ${r.path}`).sort();
    const table = API_ROUTES.map((r) => `${r.method} ${r.path}`).sort();
    expect(served).toEqual(table);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await call(t.app, 'GET', '/api/no-such-thing', { token: d.tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});
