import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { useAuth } from 'shared-auth';

type Fetch<T> = (schoolId: string, options: { signal?: AbortSignal }) => Promise<T>;

/**
 * A query of one of the signed-in school's resources: `options(schoolId)` (not fetched without an id, as
 * before sign-in) and `useQuery()` for the school signed in now (its profile).
 */
export function schoolScopedQuery<T>(queryKey: (schoolId: string) => QueryKey, fetch: Fetch<T>) {
  const options = (schoolId: string) =>
    queryOptions({ queryKey: queryKey(schoolId), queryFn: ({ signal }) => fetch(schoolId, { signal }), enabled: schoolId !== '' });
  function useSchoolScopedQuery() {
    const { user } = useAuth();
    return useQuery(options(user?.profile ?? ''));
  }
  return { options, useQuery: useSchoolScopedQuery };
}
