import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type AvailableTeacher, type ReleasedTeacher } from 'shared-domain';
import { schoolKeys } from '../../../api/query-keys';

export type SchoolTeacherView = AvailableTeacher | ReleasedTeacher;

export const TEACHER_REQUEST = (id: string) => `GET /api/${apiPaths.teacher(id)}`;

/** The released details come only after an admin approved this school's request; they carry `contact`. */
export const isReleased = (t: SchoolTeacherView): t is ReleasedTeacher => 'contact' in t && !!t.contact;

export const getTeacher = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<SchoolTeacherView>(apiPaths.teacher(id), { signal });

export const teacherQueryOptions = (id: string) =>
  queryOptions({ queryKey: schoolKeys.teacher(id), queryFn: ({ signal }) => getTeacher(id, { signal }) });

/** GET teachers/{id} as a school: the limited profile, or the released details. */
export const useTeacher = (id: string) => useQuery(teacherQueryOptions(id));
