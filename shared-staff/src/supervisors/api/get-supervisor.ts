import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Supervisor } from 'shared-domain';
import { supervisorKeys } from './query-keys';

export const getSupervisor = (id: string, signal?: AbortSignal) => api.get<Supervisor>(apiPaths.supervisor(id), { signal });

export const supervisorQueryOptions = (id: string, initial?: Supervisor) =>
  queryOptions({
    queryKey: supervisorKeys.detail(id),
    queryFn: ({ signal }) => getSupervisor(id, signal),
    // The record from navigation state shows at once; the server's copy replaces it.
    initialData: initial && initial._id === id ? initial : undefined,
    initialDataUpdatedAt: 0,
  });

/** GET supervisors/{id}, seeded from navigation state when the list passed the record. */
export const useSupervisor = (id: string, initial?: Supervisor) => useQuery(supervisorQueryOptions(id, initial));
