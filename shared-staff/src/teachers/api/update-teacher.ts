import { api } from 'shared-auth';
import { apiPaths, type AssignmentInput, type Teacher, type TeacherBody } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { storeTeacher } from './cache';

export interface UpdateTeacherVars {
  id: string;
  body: TeacherBody;
  /** The version the edit started from: the server answers 409 when someone saved in between. */
  updatedAt: string;
  /** The record's assignment, saved with it in one transaction (admins only). */
  assignment?: AssignmentInput;
}

export const updateTeacher = ({ id, body, updatedAt, assignment }: UpdateTeacherVars) =>
  api.put<Teacher>(apiPaths.teacher(id), { ...body, updatedAt, ...(assignment ? { assignment } : {}) });

/** PUT teachers/{id}: the whole record; the list and the record update in place. */
export const useUpdateTeacher = () => useCacheMutation(updateTeacher, storeTeacher);
