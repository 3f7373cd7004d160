import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useAuth } from 'shared-auth';
import { apiPaths, type School, type SchoolPatchInput } from 'shared-domain';
import { schoolKeys } from '../../../api/query-keys';

export const updateSchool = (id: string, body: SchoolPatchInput) => api.patch<School>(apiPaths.school(id), body);

/** PATCH schools/{id}: the school and the session's stored copy both take the saved version. */
export function useUpdateSchool() {
  const client = useQueryClient();
  const { user, setSchoolData } = useAuth();
  const id = user?.profile ?? '';
  const store = (school: School) => {
    client.setQueryData(schoolKeys.school(id), school);
    setSchoolData(school as unknown as Record<string, unknown>);
  };
  const mutation = useMutation({ mutationFn: (body: SchoolPatchInput) => updateSchool(id, body), onSuccess: store });
  return { ...mutation, store };
}
