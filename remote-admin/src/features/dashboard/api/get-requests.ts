import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type TeacherRequest } from 'shared-domain';

export const requestKeys = { all: ['requests'] as const, list: () => [...requestKeys.all, 'list'] as const };

export const getRequests = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get<{ requests: TeacherRequest[] }>(apiPaths.requestsAll, { signal }))?.requests ?? [];

export const requestsQueryOptions = () => queryOptions({ queryKey: requestKeys.list(), queryFn: getRequests });

/** GET requests/all: every school request (the dashboard lists the pending ones). */
export const useRequests = () => useQuery(requestsQueryOptions());
