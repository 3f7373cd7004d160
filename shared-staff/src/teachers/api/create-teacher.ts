import { api } from 'shared-auth';
import { apiPaths, type Teacher, type TeacherBody } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { storeTeacher } from './cache';

export const createTeacher = (body: TeacherBody) => api.post<Teacher>(apiPaths.teachers, body);

/** POST /api/teachers (201 -> the new teacher), added to the list cache. */
export const useCreateTeacher = () => useCacheMutation(createTeacher, storeTeacher);
