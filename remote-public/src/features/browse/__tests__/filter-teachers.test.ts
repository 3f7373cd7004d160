import { EMPTY_FILTERS, filterTeachers } from '../filter-teachers';
import { cardName } from '../use-public-teachers';
import { PUBLIC_TEACHERS } from './fixtures';

const names = (f: Partial<typeof EMPTY_FILTERS>) => filterTeachers(PUBLIC_TEACHERS, { ...EMPTY_FILTERS, ...f }).map(cardName);

describe('filterTeachers (product spec §9)', () => {
  it('returns everyone without filters', () => {
    expect(names({})).toHaveLength(PUBLIC_TEACHERS.length);
  });

  it('searches name, subject and specialization case-insensitively', () => {
    expect(names({ search: 'mARIA' })).toEqual(['Maria G.']);
    expect(names({ search: 'mathematics' })).toEqual(['James C.', 'Rachel A.']);
    expect(names({ search: 'ROBOTICS' })).toEqual(['Aisha P.']);
    expect(names({ search: '  esl ' })).toEqual(['Maria G.', 'Luis H.']);
    expect(names({ search: 'nobody-like-this' })).toEqual([]);
  });

  it('does not search other fields (bio, location)', () => {
    expect(names({ search: 'Houston' })).toEqual([]);
    expect(names({ search: 'biliteracy' })).toEqual([]);
  });

  it('combines the filters and the search with "and"', () => {
    expect(names({ subject: 'Mathematics' })).toEqual(['James C.', 'Rachel A.']);
    expect(names({ subject: 'Mathematics', gradeLevel: 'Middle School (6-8)' })).toEqual(['Rachel A.']);
    expect(names({ subject: 'Mathematics', gradeLevel: 'Middle School (6-8)', location: 'Houston Area' })).toEqual([]);
    expect(names({ subject: 'Bilingual Education', location: 'South Texas' })).toEqual(['Luis H.']);
  });
});
