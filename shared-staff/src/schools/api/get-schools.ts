import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type School } from 'shared-domain';
import { schoolKeys } from './query-keys';

/** The request named in the list's error details. */
export const SCHOOLS_REQUEST = `GET /api/${apiPaths.schoolsAll}`;

export const getSchools = ({ signal }: { signal?: AbortSignal } = {}) => api.get<School[]>(apiPaths.schoolsAll, { signal });

export const schoolsQueryOptions = () => queryOptions({ queryKey: schoolKeys.list(), queryFn: getSchools });

export const useSchools = () => useQuery(schoolsQueryOptions());
