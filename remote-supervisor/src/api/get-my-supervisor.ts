import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Supervisor } from 'shared-domain';
import { supervisorKeys } from 'shared-staff';

export const getSupervisor = (id: string, signal?: AbortSignal) => api.get<Supervisor>(apiPaths.supervisor(id), { signal });

/** The same cache entry as the shared supervisor screens (supervisorKeys.detail). */
export const mySupervisorQueryOptions = (id: string) =>
  queryOptions({ queryKey: supervisorKeys.detail(id), queryFn: ({ signal }) => getSupervisor(id, signal) });

/** GET supervisors/{id}: the signed-in supervisor's own record (user.profile). */
export const useMySupervisor = (id: string | null | undefined) => useQuery({ ...mySupervisorQueryOptions(id ?? ''), enabled: Boolean(id) });
