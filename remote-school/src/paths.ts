/** The school area's path registry: `path` for <Route> (relative to /school), `getHref` for links. */
const BASE = '/school';

export const paths = {
  dashboard: { path: 'dashboard', getHref: () => `${BASE}/dashboard` },
  teachers: { path: 'teachers', getHref: () => `${BASE}/teachers` },
  teacher: { path: 'teachers/:id', getHref: (id: string) => `${BASE}/teachers/${encodeURIComponent(id)}` },
  requests: { path: 'requests', getHref: () => `${BASE}/requests` },
  hiredTeachers: { path: 'hired-teachers', getHref: () => `${BASE}/hired-teachers` },
  interns: { path: 'interns', getHref: () => `${BASE}/interns` },
  settings: { path: 'settings', getHref: () => `${BASE}/settings` },
} as const;
