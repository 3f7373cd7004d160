import { useId, useState } from 'react';
import styled from 'styled-components';
import { BROWSE_GRADE_LEVELS, BROWSE_LOCATIONS, BROWSE_SUBJECTS } from 'shared-domain';
import { Button, SelectField, TextField } from 'shared-ui';
import type { BrowseFilters as Filters } from './filter-teachers';

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

export interface BrowseFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** The search box and the collapsible Filters panel (subject, grade level, location). */
export function BrowseFilters({ value, onChange }: BrowseFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  const active = [value.subject, value.gradeLevel, value.location].filter(Boolean).length;

  return (
    <div role="search" aria-label="Find teachers">
      <StyledBar>
        <TextField
          label="Search teachers"
          type="search"
          placeholder="Search by name, subject, or specialization..."
          value={value.search}
          onChange={set('search')}
        />
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </StyledBar>
      <StyledPanel id={panelId} hidden={!open}>
        <SelectField label="Subject" placeholder="All Subjects" options={BROWSE_SUBJECTS} value={value.subject} onChange={set('subject')} />
        <SelectField
          label="Grade Level"
          placeholder="All Grade Levels"
          options={BROWSE_GRADE_LEVELS}
          value={value.gradeLevel}
          onChange={set('gradeLevel')}
        />
        <SelectField label="Location" placeholder="All Locations" options={BROWSE_LOCATIONS} value={value.location} onChange={set('location')} />
      </StyledPanel>
    </div>
  );
}
