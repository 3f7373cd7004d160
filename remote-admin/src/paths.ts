import type { ComplianceStatus } from 'shared-domain';
/**
 * Typed path registry of the admin area: `path` is the relative route (routes.tsx), `getHref` the absolute link.
 * Plain strings on purpose: importing the shared-staff helpers here would pull them into the area's first chunk.
 * They match shared-staff's supervisorPaths('admin') / schoolPaths('admin') / teacherPaths('admin').
 */
const ROOT = '/admin';

export const paths = {
  dashboard: { path: 'dashboard', getHref: () => `${ROOT}/dashboard` },
  settings: { path: 'settings', getHref: () => `${ROOT}/settings` },
  asep: { path: 'reports/asep', getHref: () => `${ROOT}/reports/asep` },
  teachers: {
    list: { path: 'teachers', getHref: () => `${ROOT}/teachers` },
    add: { path: 'teachers/add', getHref: () => `${ROOT}/teachers/add` },
    import: { path: 'teachers/import', getHref: () => `${ROOT}/teachers/import` },
    detail: { path: 'teachers/:id', getHref: (id: string) => `${ROOT}/teachers/${id}` },
    // The printable evidence page.
    evidence: { path: 'teachers/:id/evidence', getHref: (id: string) => `${ROOT}/teachers/${id}/evidence` },
    invoice: {
      path: 'teachers/:id/invoices/:chargeId',
      getHref: (id: string, chargeId: string) => `${ROOT}/teachers/${id}/invoices/${chargeId}`,
    },
  },
  supervisors: {
    list: { path: 'supervisors', getHref: () => `${ROOT}/supervisors` },
    add: { path: 'supervisors/add', getHref: () => `${ROOT}/supervisors/add` },
    detail: { path: 'supervisors/:id', getHref: (id: string) => `${ROOT}/supervisors/${id}` },
    edit: { path: 'supervisors/:id/edit', getHref: (id: string) => `${ROOT}/supervisors/${id}/edit` },
  },
  schools: {
    list: {
      path: 'schools',
      getHref: (status: 'all' | 'active' | 'inactive' = 'all') =>
        status === 'all' ? `${ROOT}/schools` : `${ROOT}/schools?status=${status}`,
    },
    add: { path: 'schools/add', getHref: () => `${ROOT}/schools/add` },
    detail: { path: 'schools/:id', getHref: (id: string) => `${ROOT}/schools/${id}` },
  },
  // The Requests page; its filters live in the URL.
  requests: {
    path: 'requests',
    getHref: (filters: { status?: string; school?: string; teacher?: string } = {}) => {
      const q = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1])).toString();
      return q ? `${ROOT}/requests?${q}` : `${ROOT}/requests`;
    },
  },
  pipeline: { path: 'pipeline', getHref: () => `${ROOT}/pipeline` },
  inquiries: { path: 'inquiries', getHref: () => `${ROOT}/inquiries` },
  outbox: { path: 'outbox', getHref: () => `${ROOT}/outbox` },
  jobs: { path: 'jobs', getHref: () => `${ROOT}/jobs` },
  clientErrors: { path: 'client-errors', getHref: () => `${ROOT}/client-errors` },
  compliance: {
    path: 'compliance',
    getHref: (status?: ComplianceStatus) => (status ? `${ROOT}/compliance?status=${encodeURIComponent(status)}` : `${ROOT}/compliance`),
  },
} as const;
