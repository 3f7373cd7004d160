import { API_ROUTES } from 'shared-domain';
import { call, fingerprint, signIn, useDemoApp } from '../support/test-app';

/**
 * The API's round trip: every PUT (and PATCH) takes back, unchanged, the body its matching GET answered, and an
 * unchanged body saves nothing (no audit entry, no new version).
 */
const { t, d } = useDemoApp();
const READY = 'ready-teacher@example.org';

interface Trip {
  who: string;
  /** The GET and the write share this path in API_ROUTES. */
  path: string;
  method: 'PUT' | 'PATCH';
  url: () => string;
  token: () => Promise<string> | string;
}

const intern = () => d.teachers.find((x) => x.assignment?.supervisorId === d.supervisor._id && x.teacherStatus === 'intern')!;
const unassigned = () => d.teachers.find((x) => !x.assignment)!;
const TRIPS: Trip[] = [
  { who: 'admin', path: '/api/teachers/:id', method: 'PUT', url: () => `/api/teachers/${intern()._id}`, token: () => d.tokens.admin },
  {
    who: 'supervisor',
    path: '/api/teachers/:id',
    method: 'PUT',
    url: () => `/api/teachers/${intern()._id}`,
    token: () => d.tokens.supervisor,
  },
  // `assignment: null` as GET answers it for a teacher without one.
  {
    who: 'admin, a teacher without an assignment',
    path: '/api/teachers/:id',
    method: 'PUT',
    url: () => `/api/teachers/${unassigned()._id}`,
    token: () => d.tokens.admin,
  },
  { who: 'admin', path: '/api/schools/:id', method: 'PUT', url: () => `/api/schools/${d.school._id}`, token: () => d.tokens.admin },
  { who: 'admin', path: '/api/schools/:id', method: 'PATCH', url: () => `/api/schools/${d.school._id}`, token: () => d.tokens.admin },
  { who: 'school', path: '/api/schools/:id', method: 'PATCH', url: () => `/api/schools/${d.school._id}`, token: () => d.tokens.school },
  {
    who: 'admin',
    path: '/api/supervisors/:id',
    method: 'PATCH',
    url: () => `/api/supervisors/${d.supervisor._id}`,
    token: () => d.tokens.admin,
  },
  {
    who: 'supervisor',
    path: '/api/supervisors/:id',
    method: 'PATCH',
    url: () => `/api/supervisors/${d.supervisor._id}`,
    token: () => d.tokens.supervisor,
  },
  { who: 'admin', path: '/api/settings', method: 'PUT', url: () => '/api/settings', token: () => d.tokens.admin },
  { who: 'admin', path: '/api/settings/holidays', method: 'PUT', url: () => '/api/settings/holidays', token: () => d.tokens.admin },
  { who: 'teacher', path: '/api/me/profile', method: 'PUT', url: () => '/api/me/profile', token: () => signIn(t.app, READY) },
  { who: 'teacher', path: '/api/me/consent', method: 'PUT', url: () => '/api/me/consent', token: () => signIn(t.app, READY) },
  { who: 'teacher', path: '/api/me/contact', method: 'PUT', url: () => '/api/me/contact', token: () => signIn(t.app, READY) },
];

describe('every PUT takes back what its GET answered', () => {
  it('covers every route of the role table with a GET and a PUT or PATCH on the same path (drafts aside, and applications: a draft is what the client sends)', () => {
    const paths = new Map<string, Set<string>>();
    for (const r of API_ROUTES) paths.set(r.path, (paths.get(r.path) ?? new Set()).add(r.method));
    const pairs = [...paths]
      .filter(([, m]) => m.has('GET') && (m.has('PUT') || m.has('PATCH')))
      .flatMap(([p, m]) => [...m].filter((x) => x === 'PUT' || x === 'PATCH').map((x) => `${x} ${p}`))
      .filter((x) => !x.includes('/drafts/') && !x.includes('/applications/'))
      .sort();
    expect(pairs).toEqual([...new Set(TRIPS.map((x) => `${x.method} ${x.path}`))].sort());
  });

  for (const trip of TRIPS) {
    it(`${trip.method} ${trip.path} (${trip.who}): 200, and nothing saved`, async () => {
      const token = await trip.token();
      const got = await call(t.app, 'GET', trip.url(), { token });
      expect(got.status).toBe(200);
      if (trip.url() === `/api/teachers/${unassigned()._id}`) expect(got.body.assignment).toBeNull();
      const before = await fingerprint(t.db);
      const put = await call(t.app, trip.method, trip.url(), { token, body: got.body });
      expect({ status: put.status, message: put.body?.message }).toEqual({ status: 200, message: put.body?.message });
      expect(await fingerprint(t.db)).toBe(before);
    });
  }
});
