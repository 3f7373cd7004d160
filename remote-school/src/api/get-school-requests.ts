import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, useAuth } from 'shared-auth';
import { apiPaths, type RequestList } from 'shared-domain';
import { schoolKeys } from './query-keys';

export const SCHOOL_REQUESTS_REQUEST = (schoolId: string) => `GET /api/${apiPaths.requestsForSchool(schoolId)}`;

export const getSchoolRequests = (schoolId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<RequestList>(apiPaths.requestsForSchool(schoolId), { signal }).then((r) => r.requests ?? []);

export const schoolRequestsQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: schoolKeys.requests(schoolId),
    queryFn: ({ signal }) => getSchoolRequests(schoolId, { signal }),
    enabled: schoolId !== '',
  });

/** The signed-in school's requests for teacher details (GET requests/{schoolId}). */
export function useSchoolRequests() {
  const { user } = useAuth();
  return useQuery(schoolRequestsQueryOptions(user?.profile ?? ''));
}
