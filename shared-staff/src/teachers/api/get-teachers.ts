import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, TEACHER_LIST_FIRST_PAGE, type Teacher, type TeacherListItem } from 'shared-domain';
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

export const useTeachers = (o: { enabled?: boolean } = {}) => useQuery({ ...teachersQueryOptions(), ...o });

/**
 * The list's first rows (GET teachers/all?view=list&first=50): a few KB, so the table paints while the whole list
 * (10,000 teachers are 450 KB to fetch and parse) is still on its way. Never refetched: the whole list replaces it.
 */
export const firstTeachersQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.listFirst(),
    queryFn: ({ signal }) => api.get<TeacherListItem[]>(apiPaths.teachersListFirst(TEACHER_LIST_FIRST_PAGE), { signal }),
    staleTime: Infinity,
  });
