import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, SelectField, TextField } from 'shared-ui';
import { certTypeLabel, type TeacherFilters as Filters } from './filter-teachers';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child { flex: 1 1 18rem; }
`;

const StyledPanel = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export interface TeacherFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  options: { areas: readonly string[]; locations: readonly string[]; certTypes: readonly string[] };
}

/** Search box and the collapsible Filters panel (certification area, location, certification type). */
export function TeacherFilters({ value, onChange, options }: TeacherFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  const active = [value.area, value.location, value.certType].filter(Boolean).length;

  return (
    <div role="search" aria-label="Find teachers">
      <StyledBar>
        <TextField
          label="Search teachers"
          type="search"
          placeholder="Search by name, certification area, or location..."
          value={value.search}
          onChange={set('search')}
        />
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </StyledBar>
      <StyledPanel id={panelId} hidden={!open}>
        <SelectField label="Certification Area" placeholder="All Certification Areas" options={options.areas} value={value.area} onChange={set('area')} />
        <SelectField label="Location" placeholder="All Locations" options={options.locations} value={value.location} onChange={set('location')} />
        <SelectField
          label="Certification Type"
          placeholder="All Certification Types"
          options={options.certTypes.map((v) => ({ value: v, label: certTypeLabel(v) }))}
          value={value.certType}
          onChange={set('certType')}
        />
      </StyledPanel>
    </div>
  );
}
