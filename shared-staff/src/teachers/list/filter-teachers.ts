import { TEACHER_LIST_FILTERS, type StaffArea, type TeacherListItem } from 'shared-domain';

export type StatusFilter = (typeof TEACHER_LIST_FILTERS)[number];

export interface TeacherFilter {
  /** Matches first or last name (or "first last"), case-insensitively. */
  search: string;
  status: StatusFilter;
  /** Only teachers with something left on the 'What's left' checklist. */
  openItemsOnly: boolean;
  /** Only teachers placed with this field supervisor ('My teachers'); null = everyone. */
  supervisorId: string | null;
}

export const EMPTY_FILTER: TeacherFilter = { search: '', status: 'all', openItemsOnly: false, supervisorId: null };

/** What the filter bar holds: 'My teachers' is a switch, resolved to the signed-in supervisor's id. */
export type FilterState = Omit<TeacherFilter, 'supervisorId'> & { myTeachersOnly: boolean };

/** A teacher with the lower-cased names read once, so a keystroke only compares strings. */
export interface IndexedTeacher {
  teacher: TeacherListItem;
  first: string;
  last: string;
  full: string;
}

/** Built once per list answer (memoised by the caller). */
export function indexTeachers(teachers: readonly TeacherListItem[]): IndexedTeacher[] {
  return teachers.map((teacher) => {
    const first = teacher.name.first.toLowerCase();
    const last = teacher.name.last.toLowerCase();
    return { teacher, first, last, full: `${first} ${last}` };
  });
}

/** The list's filter: one pass over the rows, cheapest tests first. */
export function filterTeachers(rows: readonly IndexedTeacher[], filter: TeacherFilter): TeacherListItem[] {
  const query = filter.search.trim().toLowerCase();
  const out: TeacherListItem[] = [];
  for (const row of rows) {
    const t = row.teacher;
    if (filter.status !== 'all' && t.teacherStatus !== filter.status) continue;
    if (filter.supervisorId !== null && t.assignment?.supervisorId !== filter.supervisorId) continue;
    if (query && !row.first.includes(query) && !row.last.includes(query) && !row.full.includes(query)) continue;
    // The server works the 'What's left' checklist out for today (TeacherListItem.openItems).
    if (filter.openItemsOnly && !t.openItems) continue;
    out.push(t);
  }
  return out;
}

/** The filters a link can open the list with: ?status= (a teacher status) and ?open=1 (has open items). */
export function startFilter(params: URLSearchParams): Partial<FilterState> {
  const status = params.get('status');
  return {
    ...(status && (TEACHER_LIST_FILTERS as readonly string[]).includes(status) ? { status: status as FilterState['status'] } : {}),
    ...(params.get('open') === '1' ? { openItemsOnly: true } : {}),
  };
}

/** Whether the list opens on every teacher (an admin, no filter in the link): its first rows are then the first shown. */
export const opensUnfiltered = (role: StaffArea, params: URLSearchParams) =>
  role === 'admin' && Object.keys(startFilter(params)).length === 0;
