import { api } from 'shared-auth';
import { apiPaths, type School, type SchoolPatchInput } from 'shared-domain';
import { useCacheMutation, type PatchVars } from '../../lib/use-cache-mutation';
import { storeSchool } from './cache';

export type UpdateSchoolVars = PatchVars<SchoolPatchInput>;

export const updateSchool = ({ id, body }: UpdateSchoolVars) => api.patch<School>(apiPaths.school(id), body);

/** PATCH schools/{id}. */
export const useUpdateSchool = () => useCacheMutation(updateSchool, storeSchool);
