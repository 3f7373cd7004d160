import { api, useAuthStore } from 'shared-auth';
import { queryClient } from 'shared-auth/query';
import { apiPaths, type School } from 'shared-domain';
import { schoolKeys } from './query-keys';
import { schoolScopedQuery } from './signed-in-school';

export const SCHOOL_REQUEST = (id: string) => `GET /api/${apiPaths.school(id)}`;

export const getSchool = (id: string, { signal }: { signal?: AbortSignal } = {}) => api.get<School>(apiPaths.school(id), { signal });

const schoolQuery = schoolScopedQuery(schoolKeys.school, getSchool);

export const schoolQueryOptions = schoolQuery.options;

/** The signed-in school (GET schools/{profile}); the query cache is its one copy in the area. */
export const useSchool = schoolQuery.useQuery;

/** Fetches the signed-in school into the cache during the area's splash, so the pages open with it. */
export function prefetchSchool(): Promise<void> {
  const id = useAuthStore.getState().user?.profile;
  return id ? queryClient.prefetchQuery(schoolQueryOptions(id)) : Promise.resolve();
}
