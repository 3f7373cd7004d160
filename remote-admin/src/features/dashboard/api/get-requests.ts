import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, earlyOr, useAuthStore } from 'shared-auth';
import { queryKeys, apiPaths, type RequestList } from 'shared-domain';

export const requestKeys = queryKeys.requests;

const ask = ({ signal }: { signal?: AbortSignal } = {}) => api.get<RequestList>(apiPaths.requestsAll, { signal });
/** The first read takes the answer the shell asked for with the sign-in answer, when there is one. */
const read = earlyOr(apiPaths.requestsAll, () => useAuthStore.getState().token, ask);

export const getRequests = async ({ signal }: { signal?: AbortSignal } = {}) => (await read({ signal }))?.requests ?? [];

export const requestsQueryOptions = () => queryOptions({ queryKey: requestKeys.list(), queryFn: getRequests });

/** GET requests/all: every school request (the dashboard lists the pending ones). */
export const useRequests = () => useQuery(requestsQueryOptions());
