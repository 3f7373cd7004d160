import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type School } from 'shared-domain';
import { storeSchool } from './cache';

export interface SchoolStatusVars {
  id: string;
  status: School['status'];
}

export const updateSchoolStatus = ({ id, status }: SchoolStatusVars) => api.put<School>(apiPaths.school(id), { status });

/** PUT schools/{id} {status}: approving a school is setting it active. */
export function useUpdateSchoolStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateSchoolStatus, onSuccess: (school) => storeSchool(client, school) });
}
