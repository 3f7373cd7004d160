import {
  matchesTerms,
  searchHaystack,
  searchTerms,
  TEACHER_LIST_FILTERS,
  TEACHER_LIST_SORTS,
  TEACHER_QUEUES,
  type StaffArea,
  type TeacherQueue,
  type TeacherListItem,
  type TeacherListSort,
} from 'shared-domain';

export type StatusFilter = (typeof TEACHER_LIST_FILTERS)[number];

export interface TeacherFilter {
  /** Name, TEA ID, e-mail or record number; accents, case and word order ignored (shared-domain teacher-search). */
  search: string;
  status: StatusFilter;
  /** Only teachers with something left on the 'What's left' checklist. */
  openItemsOnly: boolean;
  /** Only teachers placed with this field supervisor ('My teachers'); null = everyone. */
  supervisorId: string | null;
}

export const EMPTY_FILTER: TeacherFilter = { search: '', status: 'all', openItemsOnly: false, supervisorId: null };

/** What the filter bar holds: 'My teachers' is a switch, resolved to the signed-in supervisor's id. */
export type FilterState = Omit<TeacherFilter, 'supervisorId'> & {
  myTeachersOnly: boolean;
  /** One of the admin dashboard's work-queue groups (?queue=), worked out by the server. */
  queue: TeacherQueue | null;
};

/** The list's order: a column and a direction (kept in the URL). */
export interface ListSort {
  key: TeacherListSort;
  direction: 'asc' | 'desc';
}

/** A teacher with its search text folded once, so a keystroke only compares strings. */
export interface IndexedTeacher {
  teacher: TeacherListItem;
  haystack: string;
}

/** Built once per list answer (memoised by the caller). */
export function indexTeachers(teachers: readonly TeacherListItem[]): IndexedTeacher[] {
  return teachers.map((teacher) => ({ teacher, haystack: searchHaystack(teacher) }));
}

/** The list's filter: one pass over the rows, cheapest tests first. */
export function filterTeachers(rows: readonly IndexedTeacher[], filter: TeacherFilter): TeacherListItem[] {
  const terms = searchTerms(filter.search);
  const out: TeacherListItem[] = [];
  for (const row of rows) {
    const t = row.teacher;
    if (filter.status !== 'all' && t.teacherStatus !== filter.status) continue;
    if (filter.supervisorId !== null && t.assignment?.supervisorId !== filter.supervisorId) continue;
    if (terms.length && !matchesTerms(row.haystack, terms)) continue;
    // The server works the 'What's left' checklist out for today (TeacherListItem.openItems).
    if (filter.openItemsOnly && !t.openItems) continue;
    out.push(t);
  }
  return out;
}

const toQueue = (v: string | null): TeacherQueue | null =>
  v && (TEACHER_QUEUES as readonly string[]).includes(v) ? (v as TeacherQueue) : null;

/**
 * The list's search, filters and sort as the URL keeps them (back/forward and a shared link
 * reopen the same list): ?q= (search), ?status= (a teacher status), ?open=1 (has open items), ?mine=0 (a
 * supervisor's 'My teachers' off; on by default), ?sort= and ?dir=desc.
 */
export function filterFromUrl(params: URLSearchParams, role: StaffArea): FilterState {
  const status = params.get('status');
  return {
    search: params.get('q') ?? '',
    status: status && (TEACHER_LIST_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : 'all',
    openItemsOnly: params.get('open') === '1',
    myTeachersOnly: role === 'supervisor' && params.get('mine') !== '0',
    queue: toQueue(params.get('queue')),
  };
}

export function sortFromUrl(params: URLSearchParams): ListSort {
  const key = params.get('sort');
  return {
    key: key && (TEACHER_LIST_SORTS as readonly string[]).includes(key) ? (key as TeacherListSort) : 'lastName',
    direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL's parameters for a filter and sort (defaults left out, so the plain list has a plain URL). */
export function urlParams(f: FilterState, sort: ListSort, role: StaffArea): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set('q', f.search);
  if (f.status !== 'all') p.set('status', f.status);
  if (f.openItemsOnly) p.set('open', '1');
  if (f.queue) p.set('queue', f.queue);
  if (role === 'supervisor' && !f.myTeachersOnly) p.set('mine', '0');
  if (sort.key !== 'lastName') p.set('sort', sort.key);
  if (sort.direction === 'desc') p.set('dir', 'desc');
  return p;
}

/** The API query of a page (without limit and cursor) for a filter and sort: the same meaning on the server. */
export function apiParams(f: FilterState, sort: ListSort, myId: string | null): string {
  const p = new URLSearchParams({ view: 'list' });
  const q = f.search.trim();
  if (q) p.set('q', q);
  if (f.status !== 'all') p.set('status', f.status);
  if (f.openItemsOnly) p.set('open', '1');
  if (f.queue) p.set('queue', f.queue);
  if (f.myTeachersOnly && myId) p.set('supervisor', myId);
  p.set('sort', sort.key);
  p.set('dir', sort.direction);
  return p.toString();
}

/** Whether the list opens on every teacher (an admin, no filter in the link): its first rows are then the first shown. */
export const opensUnfiltered = (role: StaffArea, params: URLSearchParams) =>
  role === 'admin' && urlParams(filterFromUrl(params, role), sortFromUrl(params), role).size === 0;
