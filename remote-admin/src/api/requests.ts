import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type RequestList, type TeacherRequest } from 'shared-domain';

// Schools' requests to see a teacher's details: read and answered on the dashboard and the Requests page (issue 34),
// one cache for both.

export const getAllRequests = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get<RequestList>(apiPaths.requestsAll, { signal }))?.requests ?? [];

export const allRequestsQueryOptions = () => queryOptions({ queryKey: queryKeys.requests.list(), queryFn: getAllRequests });

/** GET requests/all: every school request, newest first. */
export const useAllRequests = () => useQuery(allRequestsQueryOptions());

export interface RequestAnswer {
  id: string;
  status: 'approved' | 'denied';
  /** Sent to the school with the answer (asked for when denying). */
  reason?: string;
}

/** PUT requests/{id} {status, responseDate, reason}; the lists and the dashboard's figures refresh. */
export function useRequestAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason = '' }: RequestAnswer) =>
      api.put<TeacherRequest | null>(apiPaths.request(id), { status, responseDate: new Date().toISOString(), reason }),
    onSuccess: (saved, { id, status, reason }) => {
      client.setQueryData<TeacherRequest[]>(queryKeys.requests.list(), (list) =>
        list?.map((r) =>
          r._id !== id
            ? r
            : saved && saved._id === id
              ? { ...r, ...saved }
              : { ...r, status, reason: reason ?? '', responseDate: new Date().toISOString() },
        ),
      );
      void client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
