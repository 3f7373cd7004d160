import { SearchFilters } from 'shared-ui';
import { certTypeLabel, type TeacherFilters as Filters } from './filter-teachers';

export interface TeacherFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  options: { areas: readonly string[]; locations: readonly string[]; certTypes: readonly string[] };
}

/** Search box and the collapsible Filters panel (certification area, location, certification type). */
export function TeacherFilters({ value, onChange, options }: TeacherFiltersProps) {
  return (
    <SearchFilters
      label="Find teachers"
      searchLabel="Search teachers"
      placeholder="Search by name, certification area, or location..."
      value={value}
      onChange={onChange}
      filters={[
        { key: 'area', label: 'Certification Area', placeholder: 'All Certification Areas', options: options.areas },
        { key: 'location', label: 'Location', placeholder: 'All Locations', options: options.locations },
        {
          key: 'certType',
          label: 'Certification Type',
          placeholder: 'All Certification Types',
          options: options.certTypes.map((v) => ({ value: v, label: certTypeLabel(v) })),
        },
      ]}
    />
  );
}
