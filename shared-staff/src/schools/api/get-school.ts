import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type School } from 'shared-domain';
import { schoolKeys } from './query-keys';

export const getSchool = (id: string, signal?: AbortSignal) => api.get<School>(apiPaths.school(id), { signal });

export const schoolQueryOptions = (id: string) =>
  queryOptions({ queryKey: schoolKeys.detail(id), queryFn: ({ signal }) => getSchool(id, signal) });

/** GET schools/{id}. */
export const useSchool = (id: string) => useQuery(schoolQueryOptions(id));
