import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Teacher, type TeacherListItem } from 'shared-domain';
import { teacherKeys } from './query-keys';

/** The request named in the list's error details. */
export const TEACHERS_REQUEST = `GET /api/${apiPaths.teachersList}`;

/**
 * The staff lists' projection of every teacher (GET teachers/all?view=list): what the tables, searches, filters
 * and dashboards show, a fraction of the whole records. A record is fetched by id when it is opened.
 */
export const getTeachers = ({ signal }: { signal?: AbortSignal } = {}) => api.get<TeacherListItem[]>(apiPaths.teachersList, { signal });

/** Every whole record (GET teachers/all), for the CSV export's columns. */
export const getFullTeachers = () => api.get<Teacher[]>(apiPaths.teachersAll);

export const teachersQueryOptions = () => queryOptions({ queryKey: teacherKeys.list(), queryFn: getTeachers });

export const useTeachers = () => useQuery(teachersQueryOptions());
