/** Typed paths of the supervisor area (absolute: links leave the remote's relative route table). */
export const paths = {
  dashboard: { path: 'dashboard', getHref: () => '/supervisor/dashboard' },
  teachers: {
    list: { path: 'teachers', getHref: () => '/supervisor/teachers' },
    add: { path: 'teachers/add', getHref: () => '/supervisor/teachers/add' },
    detail: { path: 'teachers/:id', getHref: (id: string) => `/supervisor/teachers/${id}` },
    // The printable evidence page.
    evidence: { path: 'teachers/:id/evidence', getHref: (id: string) => `/supervisor/teachers/${id}/evidence` },
  },
  supervisors: { path: 'supervisors', getHref: () => '/supervisor/supervisors' },
  schools: { path: 'schools', getHref: () => '/supervisor/schools' },
  settings: { path: 'settings', getHref: () => '/supervisor/settings' },
} as const;
