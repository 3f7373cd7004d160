import { toTeacherListItem, type Teacher } from 'shared-domain';
import { filterTeachers, indexTeachers, EMPTY_FILTER } from '../list/filter-teachers';
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
    expect(filterTeachers(rows, { ...EMPTY_FILTER, search: 'example.org' })).toEqual([]);
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
