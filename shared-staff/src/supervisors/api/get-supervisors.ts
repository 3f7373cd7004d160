import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Supervisor } from 'shared-domain';
import { supervisorKeys } from './query-keys';

/** The request named in the list's error details. */
export const SUPERVISORS_REQUEST = `GET /api/${apiPaths.supervisorsAll}`;

export const getSupervisors = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Supervisor[]>(apiPaths.supervisorsAll, { signal });

export const supervisorsQueryOptions = () => queryOptions({ queryKey: supervisorKeys.list(), queryFn: getSupervisors });

export const useSupervisors = () => useQuery(supervisorsQueryOptions());
