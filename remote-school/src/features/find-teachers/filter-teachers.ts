import { EXAM_TYPES, filterList, hasActiveFilters, profileCardName, type AvailableTeacher } from 'shared-domain';

export interface TeacherFilters {
  search: string;
  area: string;
  location: string;
  certType: string;
}

export const EMPTY_FILTERS: TeacherFilters = { search: '', area: '', location: '', certType: '' };

export { hasActiveFilters };

/** Search matches name, a certification area or the location (case-insensitive); every set filter must match. */
export const filterTeachers = (teachers: readonly AvailableTeacher[], f: TeacherFilters): AvailableTeacher[] =>
  filterList(teachers, f, {
    searchIn: (t) => [profileCardName(t), ...t.certificationAreas, t.location],
    fields: {
      area: (t, v) => t.certificationAreas.includes(v),
      location: (t, v) => t.location === v,
      certType: (t, v) => t.certType === v,
    },
  });

const NOT_AREAS = new Set<string>(['PPR passed', 'n/a']);

const distinct = (values: string[]) => [...new Set(values.filter((v) => v.trim() !== ''))];

/** The filter choices present in the data: exam types in their catalogue order, locations and types sorted. */
export function filterOptions(teachers: readonly AvailableTeacher[]) {
  const areas = new Set(teachers.flatMap((t) => t.certificationAreas));
  return {
    // 'PPR passed' is an exam result, not a certification area; 'n/a' is no area at all.
    areas: EXAM_TYPES.filter((e) => areas.has(e) && !NOT_AREAS.has(e)),
    locations: distinct(teachers.map((t) => t.location)).sort((a, b) => a.localeCompare(b)),
    certTypes: distinct(teachers.map((t) => t.certType)).sort(),
  };
}

/** 'intern' -> 'Intern'; blank -> 'Not provided' (the glossary's word for a value nobody gave). */
/** A certification type as the cards write it (shared-ui's, which the teacher's own preview uses too). */
export { certTypeLabel } from 'shared-ui';
