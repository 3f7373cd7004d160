import { filterList, hasActiveFilters, type PublicTeacher } from 'shared-domain';
import { cardName } from './use-public-teachers';

export interface BrowseFilters {
  search: string;
  subject: string;
  gradeLevel: string;
  location: string;
}

export const EMPTY_FILTERS: BrowseFilters = { search: '', subject: '', gradeLevel: '', location: '' };

export { hasActiveFilters };

/** Search matches name, subject or a specialization (case-insensitive); every set filter must match ('and'). */
export const filterTeachers = (teachers: readonly PublicTeacher[], f: BrowseFilters): PublicTeacher[] =>
  filterList(teachers, f, {
    searchIn: (t) => [cardName(t), t.subject, ...t.specializations],
    fields: {
      subject: (t, v) => t.subject === v,
      gradeLevel: (t, v) => t.gradeLevel === v,
      location: (t, v) => t.location === v,
    },
  });
