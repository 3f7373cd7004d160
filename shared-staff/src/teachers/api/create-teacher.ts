import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Teacher, type TeacherBody } from 'shared-domain';
import { storeTeacher } from './cache';

export const createTeacher = (body: TeacherBody) => api.post<Teacher>(apiPaths.teachers, body);

/** POST /api/teachers (201 -> the new teacher), added to the list cache. */
export function useCreateTeacher() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTeacher, onSuccess: (teacher) => storeTeacher(client, teacher) });
}
