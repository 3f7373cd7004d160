import { api } from 'shared-auth';
import { apiPaths, type Teacher, type TeacherBody } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { storeTeacher } from './cache';

export interface UpdateTeacherVars {
  id: string;
  body: TeacherBody;
  /** The version the edit started from: the server answers 409 when someone saved in between. */
  updatedAt: string;
}

export const updateTeacher = ({ id, body, updatedAt }: UpdateTeacherVars) => api.put<Teacher>(apiPaths.teacher(id), { ...body, updatedAt });

/** PUT teachers/{id}: the whole record; the list and the record update in place. */
export const useUpdateTeacher = () => useCacheMutation(updateTeacher, storeTeacher);
