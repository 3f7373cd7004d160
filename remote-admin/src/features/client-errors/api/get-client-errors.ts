import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type ClientError } from 'shared-domain';

export const getClientErrors = ({ signal }: { signal?: AbortSignal } = {}) => api.get<ClientError[]>(apiPaths.clientErrors, { signal });

export const clientErrorsQueryOptions = () => queryOptions({ queryKey: queryKeys.clientErrors.all, queryFn: getClientErrors });

/** GET /api/client-errors (admin): the last errors browsers reported, newest first. */
export const useClientErrors = () => useQuery(clientErrorsQueryOptions());
