import { BROWSE_GRADE_LEVELS, BROWSE_LOCATIONS, BROWSE_SUBJECTS } from '../../content/browse-options';
import { SearchFilters } from 'shared-ui';
import type { BrowseFilters as Filters } from './filter-teachers';

export interface BrowseFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** The search box and the collapsible Filters panel (subject, grade level, location). */
export function BrowseFilters({ value, onChange }: BrowseFiltersProps) {
  return (
    <SearchFilters
      label="Find teachers"
      searchLabel="Search teachers"
      placeholder="Search by name, subject, or specialization..."
      value={value}
      onChange={onChange}
      filters={[
        { key: 'subject', label: 'Subject', placeholder: 'All Subjects', options: BROWSE_SUBJECTS },
        { key: 'gradeLevel', label: 'Grade Level', placeholder: 'All Grade Levels', options: BROWSE_GRADE_LEVELS },
        { key: 'location', label: 'Location', placeholder: 'All Locations', options: BROWSE_LOCATIONS },
      ]}
    />
  );
}
