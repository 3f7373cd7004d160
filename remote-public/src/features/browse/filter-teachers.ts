import type { SampleTeacher } from './sample-teachers';

export interface BrowseFilters {
  search: string;
  subject: string;
  gradeLevel: string;
  location: string;
}

export const EMPTY_FILTERS: BrowseFilters = { search: '', subject: '', gradeLevel: '', location: '' };

export const hasActiveFilters = (f: BrowseFilters) =>
  f.search.trim() !== '' || f.subject !== '' || f.gradeLevel !== '' || f.location !== '';

/** Search matches name, subject or a specialization (case-insensitive); every set filter must match ('and'). */
export function filterTeachers(teachers: readonly SampleTeacher[], f: BrowseFilters): SampleTeacher[] {
  const q = f.search.trim().toLowerCase();
  return teachers.filter((t) => {
    const matchesSearch =
      !q ||
      t.name.toLowerCase().includes(q) ||
      t.subject.toLowerCase().includes(q) ||
      t.specializations.some((s) => s.toLowerCase().includes(q));
    return (
      matchesSearch &&
      (!f.subject || t.subject === f.subject) &&
      (!f.gradeLevel || t.gradeLevel === f.gradeLevel) &&
      (!f.location || t.location === f.location)
    );
  });
}
