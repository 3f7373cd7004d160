import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type RequestFilters, type RequestList, type TeacherRequest } from 'shared-domain';

// Schools' requests to see a teacher's details: read and answered on the dashboard and the Requests page,
// one cache for both.

export const getAllRequests = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get<RequestList>(apiPaths.requestsAll, { signal }))?.requests ?? [];

export const allRequestsQueryOptions = () => queryOptions({ queryKey: queryKeys.requests.list(), queryFn: getAllRequests });

/** GET requests/all: every school request, newest first. */
export const useAllRequests = () => useQuery(allRequestsQueryOptions());

// The Requests page reads a page of the filtered list from the server, and its filter choices.

/** The Requests page's filters, as the URL and the server's query string hold them ('' = any). */
export interface RequestsFilter {
  status: string;
  school: string;
  teacher: string;
}

/** Rows per page of the Requests table. */
export const REQUESTS_PAGE_SIZE = 50;

/** One page of GET requests/all, filtered and paged on the server; `total` is its X-Total-Count. */
export function useRequestsPage(filter: RequestsFilter, page: number) {
  return useQuery({
    queryKey: [...queryKeys.requests.all, 'page', filter, page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(REQUESTS_PAGE_SIZE), offset: String((page - 1) * REQUESTS_PAGE_SIZE) });
      for (const [k, v] of Object.entries(filter) as [string, string][]) if (v) params.set(k, v);
      let total = 0;
      const body = await api.get<RequestList>(`${apiPaths.requestsAll}?${params}`, {
        signal,
        onHeaders: (h) => (total = Number(h.get('x-total-count')) || 0),
      });
      return { rows: body?.requests ?? [], total };
    },
  });
}

/** GET requests/filters: the schools and teachers that have requests (the filters' choices), by name. */
export const useRequestFilters = () =>
  useQuery({
    queryKey: [...queryKeys.requests.all, 'filters'],
    queryFn: ({ signal }) => api.get<RequestFilters>(apiPaths.requestsFilters, { signal }),
  });

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
      // The Requests page's pages and counts follow the answer (a pending filter no longer holds it).
      client.setQueriesData<{ rows: TeacherRequest[]; total: number }>({ queryKey: [...queryKeys.requests.all, 'page'] }, (p) =>
        p && saved && saved._id === id ? { ...p, rows: p.rows.map((r) => (r._id === id ? { ...r, ...saved } : r)) } : p,
      );
      void client.invalidateQueries({ queryKey: [...queryKeys.requests.all, 'filters'] });
      void client.invalidateQueries({ queryKey: [...queryKeys.requests.all, 'page'] });
    },
  });
}

/** POST requests/{id}/undo {status}: takes back one's own answer within the undo window (pending again). */
export function useUndoRequestAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: Pick<RequestAnswer, 'id' | 'status'>) => api.post<TeacherRequest>(apiPaths.requestUndo(id), { status }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.requests.all });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
