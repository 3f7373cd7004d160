import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Teacher } from 'shared-domain';
import { teacherKeys } from './query-keys';

export const getTeacher = (id: string, signal?: AbortSignal) => api.get<Teacher>(apiPaths.teacher(id), { signal });

export const teacherQueryOptions = (id: string, initial?: Teacher) =>
  queryOptions({
    queryKey: teacherKeys.detail(id),
    queryFn: ({ signal }) => getTeacher(id, signal),
    // The lists carry a projection, not the record: only a whole record in navigation state (e.g. just created)
    // is a first answer, and it may be older than the server's copy, so it is refetched in the background.
    initialData: () => (initial && initial._id === id ? initial : undefined),
    initialDataUpdatedAt: 0,
  });

/** The record for the edit page and the quick view: fetched by id (seeded from navigation state after a create). */
export function useTeacher(id: string, initial?: Teacher) {
  return useQuery(teacherQueryOptions(id, initial));
}
