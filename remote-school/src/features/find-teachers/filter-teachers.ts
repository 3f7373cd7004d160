import { EXAM_TYPES, type AvailableTeacher } from 'shared-domain';

export interface TeacherFilters {
  search: string;
  area: string;
  location: string;
  certType: string;
}

export const EMPTY_FILTERS: TeacherFilters = { search: '', area: '', location: '', certType: '' };

export const hasActiveFilters = (f: TeacherFilters) =>
  f.search.trim() !== '' || f.area !== '' || f.location !== '' || f.certType !== '';

/** Search matches name, a certification area or the location (case-insensitive); every set filter must match. */
export function filterTeachers(teachers: readonly AvailableTeacher[], f: TeacherFilters): AvailableTeacher[] {
  const q = f.search.trim().toLowerCase();
  return teachers.filter((t) => {
    const name = `${t.name.first} ${t.name.last}`.toLowerCase();
    const matchesSearch =
      !q ||
      name.includes(q) ||
      t.certificationAreas.some((a) => a.toLowerCase().includes(q)) ||
      t.location.toLowerCase().includes(q);
    return (
      matchesSearch &&
      (!f.area || t.certificationAreas.includes(f.area)) &&
      (!f.location || t.location === f.location) &&
      (!f.certType || t.certType === f.certType)
    );
  });
}

const distinct = (values: string[]) => [...new Set(values.filter((v) => v.trim() !== ''))];

/** The filter choices present in the data: exam types in their catalogue order, locations and types sorted. */
export function filterOptions(teachers: readonly AvailableTeacher[]) {
  const areas = new Set(teachers.flatMap((t) => t.certificationAreas));
  return {
    areas: EXAM_TYPES.filter((e) => areas.has(e)),
    locations: distinct(teachers.map((t) => t.location)).sort((a, b) => a.localeCompare(b)),
    certTypes: distinct(teachers.map((t) => t.certType)).sort(),
  };
}

/** 'intern' -> 'Intern'; blank -> 'Not specified'. */
export const certTypeLabel = (v: string) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : 'Not specified');
