import { toTeacherListItem, type Teacher } from 'shared-domain';
import { UNFILTERED_PAGE_PARAMS } from '../api/get-teachers';
import { apiParams, filterFromUrl, filterTeachers, indexTeachers, sortFromUrl, urlParams, EMPTY_FILTER } from '../list/filter-teachers';
import { assignedTo, makeTeacher } from '../../test/harness';
import { SUPERVISOR_ID } from '../../test/teacher-screens';

const row = (over: Partial<Teacher>) => toTeacherListItem(makeTeacher(over));
const a = row({ name: { first: 'Ana', last: 'Zamora' }, teacherStatus: 'intern', assignment: assignedTo(SUPERVISOR_ID) });
const b = row({ name: { first: 'Ben', last: 'Anders' }, teacherStatus: 'hired' });
const c = row({ name: { first: 'Cy', last: 'Young' }, teacherStatus: 'pending' });
const rows = indexTeachers([a, b, c]);

describe('filterTeachers', () => {
  it('matches first or last name, case-insensitively, and the full name', () => {
    expect(filterTeachers(rows, { ...EMPTY_FILTER, search: 'AN' })).toEqual([a, b]);
    expect(filterTeachers(rows, { ...EMPTY_FILTER, search: 'zAm' })).toEqual([a]);
    expect(filterTeachers(rows, { ...EMPTY_FILTER, search: 'ben anders' })).toEqual([b]);
    expect(filterTeachers(rows, { ...EMPTY_FILTER, search: '  ' })).toEqual([a, b, c]);
  });

  // The shared-domain search (the server's SQL means the same above the list's threshold).
  it('finds by TEA ID, e-mail and record number, ignoring accents and the order of the words', () => {
    const d = row({
      name: { first: 'Rosa', last: 'Delgado' },
      teaId: 7654321,
      contact: { ...makeTeacher().contact, email: 'rosa.d@isd.example' },
    });
    const p = row({ name: { first: 'José', last: 'Pérez' }, ref: 4242 });
    const q = row({ name: { first: 'Ana', last: 'Perez' } });
    const all = indexTeachers([a, b, c, d, p, q]);
    const find = (search: string) => filterTeachers(all, { ...EMPTY_FILTER, search });
    expect(find('7654321')).toEqual([d]);
    expect(find('ROSA.D@isd')).toEqual([d]);
    expect(find('4242')).toEqual([p]);
    expect(find('Pérez')).toEqual([p, q]);
    expect(find('perez')).toEqual([p, q]);
    expect(find('jose PÉREZ')).toEqual([p]);
    expect(find('Delgado, Rosa')).toEqual([d]);
    expect(find('Delgado, Rosa, Maria')).toEqual([]);
  });

  it('keeps the search, filters and sort in the URL and reads them back', () => {
    const f = { search: 'Delgado, Rosa', status: 'intern' as const, openItemsOnly: true, myTeachersOnly: false, queue: null };
    const p = urlParams(f, { key: 'teaId', direction: 'desc' }, 'supervisor');
    expect(p.toString()).toBe('q=Delgado%2C+Rosa&status=intern&open=1&mine=0&sort=teaId&dir=desc');
    expect(filterFromUrl(p, 'supervisor')).toEqual(f);
    expect(sortFromUrl(p)).toEqual({ key: 'teaId', direction: 'desc' });
    expect(urlParams(filterFromUrl(new URLSearchParams(), 'admin'), sortFromUrl(new URLSearchParams()), 'admin').toString()).toBe('');
    expect(filterFromUrl(new URLSearchParams('status=retired&sort=salary'), 'admin').status).toBe('all');
    expect(apiParams(f, { key: 'lastName', direction: 'asc' }, 'sv-1')).toBe(
      'view=list&q=Delgado%2C+Rosa&status=intern&open=1&sort=lastName&dir=asc',
    );
  });

  it("names the unfiltered list in its default order by the key the first page's answer is kept under", () => {
    const none = new URLSearchParams();
    expect(apiParams(filterFromUrl(none, 'admin'), sortFromUrl(none), null)).toBe(UNFILTERED_PAGE_PARAMS);
  });

  it('keeps a dashboard work-queue group (?queue=) in the URL and sends it to the server; an unknown one is dropped', () => {
    const f = filterFromUrl(new URLSearchParams('queue=forms-pending&status=intern'), 'admin');
    expect(f.queue).toBe('forms-pending');
    expect(urlParams(f, { key: 'lastName', direction: 'asc' }, 'admin').toString()).toBe('status=intern&queue=forms-pending');
    expect(apiParams(f, { key: 'lastName', direction: 'asc' }, null)).toBe(
      'view=list&status=intern&queue=forms-pending&sort=lastName&dir=asc',
    );
    expect(filterFromUrl(new URLSearchParams('queue=everything'), 'admin').queue).toBeNull();
  });

  it('filters by status; all keeps every status including pending', () => {
    expect(filterTeachers(rows, { ...EMPTY_FILTER, status: 'intern' })).toEqual([a]);
    expect(filterTeachers(rows, { ...EMPTY_FILTER, status: 'hired' })).toEqual([b]);
    expect(filterTeachers(rows, { ...EMPTY_FILTER, status: 'ready for hire' })).toEqual([]);
    expect(filterTeachers(rows, EMPTY_FILTER)).toHaveLength(3);
  });

  it("keeps a supervisor's own teachers and combines the filters with 'and'", () => {
    expect(filterTeachers(rows, { ...EMPTY_FILTER, supervisorId: SUPERVISOR_ID })).toEqual([a]);
    expect(filterTeachers(rows, { ...EMPTY_FILTER, supervisorId: SUPERVISOR_ID, search: 'ben' })).toEqual([]);
    expect(filterTeachers(rows, { ...EMPTY_FILTER, openItemsOnly: true })).toEqual([a, b, c]);
    // 'Has open items' reads the server's answer for today (the row's openItems).
    const done = { ...b, openItems: false };
    expect(filterTeachers(indexTeachers([a, done, c]), { ...EMPTY_FILTER, openItemsOnly: true })).toEqual([a, c]);
  });
});
