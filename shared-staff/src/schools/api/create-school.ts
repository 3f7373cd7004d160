import { api } from 'shared-auth';
import { apiPaths, type SchoolCreated, type SchoolRegisterInput } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { storeSchool } from './cache';

export type CreateSchoolResponse = SchoolCreated;

/** With the admin's token the server adds an active school without a sign-in (an invitation sets it up). */
export const createSchool = (body: SchoolRegisterInput) => api.post<CreateSchoolResponse>(apiPaths.schoolRegister, body);

/** POST schools/register (admin: add school). */
export const useCreateSchool = () => useCacheMutation(createSchool, (client, res) => res?.school && storeSchool(client, res.school));
