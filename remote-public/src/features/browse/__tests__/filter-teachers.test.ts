import { BROWSE_GRADE_LEVELS, BROWSE_LOCATIONS, BROWSE_SUBJECTS } from '../../../content/browse-options';
import { EMPTY_FILTERS, filterTeachers } from '../filter-teachers';
import { SAMPLE_TEACHERS } from '../sample-teachers';

const names = (f: Partial<typeof EMPTY_FILTERS>) => filterTeachers(SAMPLE_TEACHERS, { ...EMPTY_FILTERS, ...f }).map((t) => t.name);

describe('sample teachers', () => {
  it('has at least 12 varied cards with every field, using the browse constants', () => {
    expect(SAMPLE_TEACHERS.length).toBeGreaterThanOrEqual(12);
    for (const t of SAMPLE_TEACHERS) {
      for (const key of ['name', 'subject', 'gradeLevel', 'location', 'experience', 'certification', 'availability', 'bio'] as const) {
        expect(t[key].trim()).not.toBe('');
      }
      expect(t.specializations.length).toBeGreaterThan(0);
      expect(BROWSE_SUBJECTS).toContain(t.subject);
      expect(BROWSE_GRADE_LEVELS).toContain(t.gradeLevel);
      expect(BROWSE_LOCATIONS).toContain(t.location);
    }
    expect(new Set(SAMPLE_TEACHERS.map((t) => t.subject)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(SAMPLE_TEACHERS.map((t) => t.location)).size).toBeGreaterThanOrEqual(10);
    expect(SAMPLE_TEACHERS.some((t) => t.availability === 'Immediate')).toBe(true);
    expect(SAMPLE_TEACHERS.some((t) => t.availability !== 'Immediate')).toBe(true);
  });
});

describe('filterTeachers (product spec §9)', () => {
  it('returns everyone without filters', () => {
    expect(names({})).toHaveLength(SAMPLE_TEACHERS.length);
  });

  it('searches name, subject and specialization case-insensitively', () => {
    expect(names({ search: 'mARIA' })).toEqual(['Maria Gonzalez']);
    expect(names({ search: 'mathematics' })).toEqual(['James Carter', 'Rachel Adams']);
    expect(names({ search: 'ROBOTICS' })).toEqual(['Aisha Patel']);
    expect(names({ search: '  esl ' })).toEqual(['Maria Gonzalez', 'Luis Hernandez']);
    expect(names({ search: 'nobody-like-this' })).toEqual([]);
  });

  it('does not search other fields (bio, location)', () => {
    expect(names({ search: 'Lubbock' })).toEqual([]);
  });

  it('combines the filters and the search with "and"', () => {
    expect(names({ subject: 'Mathematics' })).toEqual(['James Carter', 'Rachel Adams']);
    expect(names({ subject: 'Mathematics', gradeLevel: 'Middle School (6-8)' })).toEqual(['Rachel Adams']);
    expect(names({ subject: 'Mathematics', gradeLevel: 'Middle School (6-8)', location: 'Austin Area' })).toEqual([]);
    expect(names({ subject: 'Bilingual Education', search: 'pre' })).toEqual([]);
    expect(names({ subject: 'Bilingual Education', location: 'South Texas' })).toEqual(['Luis Hernandez']);
  });
});
