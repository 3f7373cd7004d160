import type { StaffArea } from 'shared-domain';
import styled from 'styled-components';
import { CheckboxField, SelectField, TextField } from 'shared-ui';
import type { FilterState, StatusFilter } from './filter-teachers';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'intern', label: 'Intern' },
  { value: 'hired', label: 'Hired' },
  { value: 'ready for hire', label: 'Ready for hire' },
];

const StyledBar = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) minmax(10rem, 1fr) auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > div:nth-child(n + 3) {
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;

interface TeacherFiltersProps {
  role: StaffArea;
  filter: FilterState;
  onChange: (patch: Partial<FilterState>) => void;
}

export function TeacherFilters({ role, filter, onChange }: TeacherFiltersProps) {
  return (
    <StyledBar role="search">
      <TextField
        label="Search"
        type="search"
        placeholder="Name, TEA ID, e-mail or record number"
        value={filter.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={filter.status}
        onChange={(e) => onChange({ status: e.target.value as StatusFilter })}
      />
      <CheckboxField
        label="Has open items"
        checked={filter.openItemsOnly}
        onChange={(e) => onChange({ openItemsOnly: e.target.checked })}
      />
      {role === 'supervisor' && (
        <CheckboxField
          label="My teachers"
          checked={filter.myTeachersOnly}
          onChange={(e) => onChange({ myTeachersOnly: e.target.checked })}
        />
      )}
    </StyledBar>
  );
}
