import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffArea, TeacherListItem } from 'shared-domain';
import { filterFromUrl, filterTeachers, indexTeachers, sortFromUrl, urlParams, type FilterState, type ListSort } from './filter-teachers';

/**
 * The list's search, filters and sort, kept in the URL (issue 34 point 6): typing replaces the entry (back does not
 * step through every letter), a filter or a sort adds one. `deferred` lags the input, so typing never waits for
 * the rows.
 */
export function useListUrl(role: StaffArea) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromUrl(params, role), [params, role]);
  const sort = useMemo(() => sortFromUrl(params), [params]);
  const write = useCallback(
    (f: FilterState, s: ListSort, replace: boolean) => setParams(urlParams(f, s, role), { replace, preventScrollReset: true }),
    [setParams, role],
  );
  const update = useCallback(
    (patch: Partial<FilterState>) => write({ ...filter, ...patch }, sort, Object.keys(patch).length === 1 && 'search' in patch),
    [write, filter, sort],
  );
  const setSort = useCallback((s: ListSort) => write(filter, s, false), [write, filter]);
  /** Back to every teacher (the supervisor's 'My teachers' choice included). */
  const clear = useCallback(
    () => write({ search: '', status: 'all', openItemsOnly: false, myTeachersOnly: false, queue: null }, sort, false),
    [write, sort],
  );
  return { filter, deferred: useDeferredValue(filter), sort, update, setSort, clear };
}

/** The whole list filtered in the browser (below the list's threshold), with the names folded once per answer. */
export function useTeacherList(teachers: readonly TeacherListItem[] | undefined, myId: string | null, filter: FilterState) {
  const index = useMemo(() => indexTeachers(teachers ?? []), [teachers]);
  const rows = useMemo(
    () => filterTeachers(index, { ...filter, supervisorId: filter.myTeachersOnly ? myId : null }),
    [index, filter, myId],
  );
  return { rows, total: index.length };
}
