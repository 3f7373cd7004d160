import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Teacher } from 'shared-domain';
import { teacherKeys } from './query-keys';

export const getTeacher = (id: string, signal?: AbortSignal) => api.get<Teacher>(apiPaths.teacher(id), { signal });

/** A teacher already in the list cache (e.g. after 'View Details'), used as the first answer. */
function fromList(client: QueryClient, id: string) {
  return client.getQueryData<Teacher[]>(teacherKeys.list())?.find((t) => t._id === id);
}

export const teacherQueryOptions = (id: string, client: QueryClient, initial?: Teacher) =>
  queryOptions({
    queryKey: teacherKeys.detail(id),
    queryFn: ({ signal }) => getTeacher(id, signal),
    initialData: () => (initial && initial._id === id ? initial : fromList(client, id)),
    // Navigation state may be older than the server's copy: refetch it in the background.
    initialDataUpdatedAt: () => (initial ? 0 : client.getQueryState(teacherKeys.list())?.dataUpdatedAt),
  });

/** The record for the edit page: seeded from navigation state or the list, fetched on a direct visit or reload. */
export function useTeacher(id: string, initial?: Teacher) {
  const client = useQueryClient();
  return useQuery(teacherQueryOptions(id, client, initial));
}
