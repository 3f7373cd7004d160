import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffArea, TeacherListItem } from 'shared-domain';
import { useRememberListSearch } from 'shared-ui/staff';
import { filterFromUrl, filterTeachers, indexTeachers, sortFromUrl, urlParams, type FilterState, type ListSort } from './filter-teachers';

/**
 * The list's search, filters and sort, kept in the URL: typing replaces the entry (back does not
 * step through every letter), a filter or a sort adds one. `deferred` lags the input, so typing never waits for
 * the rows.
 */
export function useListUrl(role: StaffArea) {
  const [url, setParams] = useSearchParams();
  // '← Back to Teachers' on a record returns to this search and these filters.
  useRememberListSearch();
  // The parameters last asked for, until the router renders them: a navigation renders as a transition, which under
  // load came after the click (a ticked box stayed ticked, and a second filter picked meanwhile dropped the first).
  // The controls and the next change follow what was asked at once; once the URL moves (or back, a link), the URL.
  const [asked, setAsked] = useState<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const params = asked && asked.from === url ? asked.next : url;
  const filter = useMemo(() => filterFromUrl(params, role), [params, role]);
  const sort = useMemo(() => sortFromUrl(params), [params]);
  const write = useCallback(
    (f: FilterState, s: ListSort, replace: boolean) => {
      const next = urlParams(f, s, role);
      setAsked({ from: url, next });
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams, role, url],
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
