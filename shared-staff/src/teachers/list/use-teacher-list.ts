import { useDeferredValue, useMemo, useState } from 'react';
import type { TeacherListItem } from 'shared-domain';
import { filterTeachers, indexTeachers, type FilterState } from './filter-teachers';

const INITIAL: FilterState = { search: '', status: 'all', openItemsOnly: false, myTeachersOnly: false };

/**
 * Filter state of the list. The search box updates at once; the filtering runs on a deferred copy,
 * so typing never waits for 10,000 rows, and the names are indexed once per answer.
 */
export function useTeacherList(
  teachers: readonly TeacherListItem[] | undefined,
  myId: string | null,
  myTeachersOnly: boolean,
  /** Where the list starts, e.g. from a dashboard card's link (?status=intern&open=1). */
  start: Partial<FilterState> = {},
) {
  const [filter, setFilter] = useState<FilterState>(() => ({ ...INITIAL, myTeachersOnly, ...start }));
  const deferred = useDeferredValue(filter);
  const index = useMemo(() => indexTeachers(teachers ?? []), [teachers]);
  const rows = useMemo(
    () => filterTeachers(index, { ...deferred, supervisorId: deferred.myTeachersOnly ? myId : null }),
    [index, deferred, myId],
  );
  const update = (patch: Partial<FilterState>) => setFilter((f) => ({ ...f, ...patch }));
  /** Back to every teacher (the supervisor's 'My teachers' choice included). */
  const clear = () => setFilter({ ...INITIAL });
  return { filter, update, clear, rows, total: index.length };
}
