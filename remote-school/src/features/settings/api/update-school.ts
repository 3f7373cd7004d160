import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, storeSchoolData, useAuth } from 'shared-auth';
import { apiPaths, type School, type SchoolPatchInput } from 'shared-domain';
import { schoolKeys } from '../../../api/query-keys';

export const updateSchool = (id: string, body: SchoolPatchInput) => api.patch<School>(apiPaths.school(id), body);

/** PATCH schools/{id}: the cached school takes the saved version (`store` also takes a 409's newer copy). */
export function useUpdateSchool() {
  const client = useQueryClient();
  const { user } = useAuth();
  const id = user?.profile ?? '';
  const store = (school: School) => {
    client.setQueryData(schoolKeys.school(id), school);
    storeSchoolData(school);
  };
  const mutation = useMutation({ mutationFn: (body: SchoolPatchInput) => updateSchool(id, body), onSuccess: store });
  return { ...mutation, store };
}
