import { api } from 'shared-auth';
import { apiPaths, type School } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { storeSchool } from './cache';

export interface SchoolStatusVars {
  id: string;
  status: School['status'];
}

export const updateSchoolStatus = ({ id, status }: SchoolStatusVars) => api.put<School>(apiPaths.school(id), { status });

/** PUT schools/{id} {status}: approving a school is setting it active. */
export const useUpdateSchoolStatus = () => useCacheMutation(updateSchoolStatus, storeSchool);
