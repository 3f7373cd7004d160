import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type SchoolCreated, type SchoolRegisterInput } from 'shared-domain';
import { storeSchool } from './cache';

export type CreateSchoolResponse = SchoolCreated;

/** With the admin's token the server adds an active school without a sign-in (an invitation sets it up). */
export const createSchool = (body: SchoolRegisterInput) => api.post<CreateSchoolResponse>(apiPaths.schoolRegister, body);

/** POST schools/register (admin: add school). */
export function useCreateSchool() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSchool, onSuccess: (res) => res?.school && storeSchool(client, res.school) });
}
