import { queryOptions, useQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, TEACHER_LIST_FIRST_PAGE, type Teacher, type TeacherListItem, type TeacherListPage } from 'shared-domain';
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

/** Rows of the first page, shown while the whole list loads (and the paged list's page size). */
export const TEACHER_PAGE_ROWS = TEACHER_LIST_FIRST_PAGE;

/**
 * One page of the list (GET teachers/all?view=list&limit=N&q=...&after=...): its rows, the totals and the
 * next page's cursor. `params` is the query without `after`.
 */
export const getTeacherPage = (params: string, after: string | null, signal?: AbortSignal) =>
  api.get<TeacherListPage>(`${apiPaths.teachersAll}?${params}${after ? `&after=${encodeURIComponent(after)}` : ''}`, { signal });

/** The paged list's query of every teacher in the default order, by last name (list/filter-teachers' apiParams). */
export const UNFILTERED_PAGE_PARAMS = 'view=list&sort=lastName&dir=asc';

/**
 * The unfiltered list's first page: a few KB, so the table paints while the whole list is on its way, and its totals
 * say whether the whole list may be loaded at all (above the server's threshold the list pages). Never refetched.
 * Above the threshold it is also the paged list's first page (the same rows, order and cursor): it is kept as that
 * query's answer, so the table shows it at once instead of asking the server for the same rows again.
 */
export const firstTeachersQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.listFirst(),
    queryFn: async ({ signal, client }) => {
      const first = await api.get<TeacherListPage>(apiPaths.teachersListFirst(TEACHER_PAGE_ROWS), { signal });
      const pageKey = teacherKeys.page(UNFILTERED_PAGE_PARAMS);
      if (first.total > first.wholeMax && client.getQueryData(pageKey) === undefined) {
        client.setQueryData<InfiniteData<TeacherListPage, string | null>>(pageKey, { pages: [first], pageParams: [null] });
      }
      return first;
    },
    staleTime: Infinity,
  });

/** The list (search and filters applied, in its order) as the server's CSV export, streamed (above the threshold). */
export const getTeachersCsv = (params: string) => api.get<string>(`${apiPaths.teachersAll}?${params}&format=csv`, { as: 'text' });
