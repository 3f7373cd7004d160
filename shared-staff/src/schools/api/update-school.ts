import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type School, type SchoolPatchInput } from 'shared-domain';
import { storeSchool } from './cache';

export interface UpdateSchoolVars {
  id: string;
  /** Carries the updatedAt the edit started from: the server answers 409 when someone saved in between. */
  body: SchoolPatchInput;
}

export const updateSchool = ({ id, body }: UpdateSchoolVars) => api.patch<School>(apiPaths.school(id), body);

/** PATCH schools/{id}. */
export function useUpdateSchool() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateSchool, onSuccess: (school) => storeSchool(client, school) });
}
