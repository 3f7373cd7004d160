import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, useAuth } from 'shared-auth';
import { apiPaths, type School } from 'shared-domain';
import { schoolKeys } from './query-keys';

export const SCHOOL_REQUEST = (id: string) => `GET /api/${apiPaths.school(id)}`;

export const getSchool = (id: string, { signal }: { signal?: AbortSignal } = {}) => api.get<School>(apiPaths.school(id), { signal });

/** `onData` receives every fresh copy (the hook keeps the signed-in session's stored schoolData current with it). */
export const schoolQueryOptions = (id: string, onData?: (school: School) => void) =>
  queryOptions({
    queryKey: schoolKeys.school(id),
    queryFn: async ({ signal }) => {
      const school = await getSchool(id, { signal });
      onData?.(school);
      return school;
    },
    enabled: id !== '',
  });

/**
 * The signed-in school (GET schools/{profile}). The stored copy shows at once while the fresh one loads;
 * every fetched copy replaces the stored one.
 */
export function useSchool() {
  const { user, schoolData, setSchoolData } = useAuth();
  const id = user?.profile ?? '';
  const stored = schoolData && schoolData._id === id ? (schoolData as unknown as School) : undefined;
  return useQuery({
    ...schoolQueryOptions(id, (school) => setSchoolData(school as unknown as Record<string, unknown>)),
    placeholderData: stored,
  });
}
