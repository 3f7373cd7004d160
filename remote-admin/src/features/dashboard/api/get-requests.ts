import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type RequestList } from 'shared-domain';

export const requestKeys = queryKeys.requests;

export const getRequests = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get<RequestList>(apiPaths.requestsAll, { signal }))?.requests ?? [];

export const requestsQueryOptions = () => queryOptions({ queryKey: requestKeys.list(), queryFn: getRequests });

/** GET requests/all: every school request (the dashboard lists the pending ones). */
export const useRequests = () => useQuery(requestsQueryOptions());
