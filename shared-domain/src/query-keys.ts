import type { AuditEntity } from './audit';

/**
 * Every React Query key of the portal, in one registry: a mutation in one package invalidates what a
 * page of another package cached (a school saved in the admin area refreshes the dashboard and the
 * supervisors), so both must spell the key the same way. Each group's `all` prefixes its other keys,
 * so invalidating `all` refreshes the whole group.
 */
const teachers = ['teachers'] as const;
const schools = ['schools'] as const;
const supervisors = ['supervisors'] as const;
const requests = ['requests'] as const;
const schoolArea = ['school-area'] as const;

export const queryKeys = {
  teachers: {
    all: teachers,
    list: () => [...teachers, 'list'] as const,
    /** The list's first rows (teachers/all?view=list&first=N), shown while the whole list loads. */
    listFirst: () => [...teachers, 'list', 'first'] as const,
    /** The list's pages for one search, filter and sort (teachers/all?view=list&limit=N&...), above its threshold. */
    page: (params: string) => [...teachers, 'list', 'page', params] as const,
    detail: (id: string) => [...teachers, 'detail', id] as const,
    history: (id: string) => [...teachers, 'history', id] as const,
    /** Field-supervision compliance of every teacher: it changes with the records, so it lives under teachers. */
    compliance: () => [...teachers, 'compliance'] as const,
    /** TEA's year-end report of a year: built from the records, so it lives under teachers. */
    asep: (year: number) => [...teachers, 'asep', year] as const,
    /** The signed-in user's server-kept draft of one record. */
    draft: (id: string) => [...teachers, 'draft', id] as const,
    /** The payment ledger of one record. */
    ledger: (id: string) => [...teachers, 'ledger', id] as const,
  },
  schools: {
    all: schools,
    list: () => [...schools, 'list'] as const,
    detail: (id: string) => [...schools, 'detail', id] as const,
  },
  supervisors: {
    all: supervisors,
    list: () => [...supervisors, 'list'] as const,
    detail: (id: string) => [...supervisors, 'detail', id] as const,
  },
  settings: { all: ['settings'] as const },
  dashboard: { all: ['dashboard'] as const },
  requests: { all: requests, list: () => [...requests, 'list'] as const },
  inquiries: { all: ['inquiries'] as const },
  outbox: { all: ['outbox'] as const, delivery: ['outbox', 'delivery'] as const },
  jobs: { runs: ['jobs', 'runs'] as const, overview: ['jobs', 'overview'] as const },
  clientErrors: { all: ['client-errors'] as const },
  audit: (entity: AuditEntity, id?: string) => ['audit', entity, id ?? null] as const,
  /** The school area's own views (its school record, its requests, the teachers it may request). */
  schoolArea: {
    all: schoolArea,
    school: (id: string) => [...schoolArea, 'school', id] as const,
    requests: (schoolId: string) => [...schoolArea, 'requests', schoolId] as const,
    availableTeachers: () => [...schoolArea, 'available-teachers'] as const,
    teacher: (id: string) => [...schoolArea, 'teacher', id] as const,
  },
};
