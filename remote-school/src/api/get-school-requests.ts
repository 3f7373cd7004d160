import { api } from 'shared-auth';
import { apiPaths, type RequestList } from 'shared-domain';
import { schoolKeys } from './query-keys';
import { schoolScopedQuery } from './signed-in-school';

export const SCHOOL_REQUESTS_REQUEST = (schoolId: string) => `GET /api/${apiPaths.requestsForSchool(schoolId)}`;

export const getSchoolRequests = (schoolId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<RequestList>(apiPaths.requestsForSchool(schoolId), { signal }).then((r) => r.requests ?? []);

const requestsQuery = schoolScopedQuery(schoolKeys.requests, getSchoolRequests);

export const schoolRequestsQueryOptions = requestsQuery.options;

/** The signed-in school's requests for teacher details (GET requests/{schoolId}). */
export const useSchoolRequests = requestsQuery.useQuery;
