import { hasOpenItems, TEACHER_LIST_FILTERS, type Teacher } from 'shared-domain';

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
  teacher: Teacher;
  first: string;
  last: string;
  full: string;
  open?: boolean;
}

/** Built once per list answer (memoised by the caller). */
export function indexTeachers(teachers: readonly Teacher[]): IndexedTeacher[] {
  return teachers.map((teacher) => {
    const first = teacher.name.first.toLowerCase();
    const last = teacher.name.last.toLowerCase();
    return { teacher, first, last, full: `${first} ${last}` };
  });
}

/** The checklist is computed lazily and kept, so the 'Has open items' filter costs once per teacher. */
function isOpen(row: IndexedTeacher, now: Date): boolean {
  if (row.open === undefined) row.open = hasOpenItems(row.teacher, now);
  return row.open;
}

/** The list's filter: one pass over the rows, cheapest tests first. */
export function filterTeachers(rows: readonly IndexedTeacher[], filter: TeacherFilter, now: Date = new Date()): Teacher[] {
  const query = filter.search.trim().toLowerCase();
  const out: Teacher[] = [];
  for (const row of rows) {
    const t = row.teacher;
    if (filter.status !== 'all' && t.teacherStatus !== filter.status) continue;
    if (filter.supervisorId !== null && t.assignment?.supervisorId !== filter.supervisorId) continue;
    if (query && !row.first.includes(query) && !row.last.includes(query) && !row.full.includes(query)) continue;
    if (filter.openItemsOnly && !isOpen(row, now)) continue;
    out.push(t);
  }
  return out;
}
