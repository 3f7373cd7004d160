import { TEACHER_QUEUE_TITLES, TEACHER_QUEUES, type StaffArea, type TeacherQueue } from 'shared-domain';
import styled from 'styled-components';
import { CheckboxField, SelectField, TextField } from 'shared-ui';
import type { FilterState, StatusFilter } from './filter-teachers';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'intern', label: 'Intern' },
  { value: 'hired', label: 'Hired' },
  { value: 'ready for hire', label: 'Ready for hire' },
];

// The admin dashboard's work-queue groups, as a filter (?queue=) the 'View all' links set.
const QUEUE_OPTIONS: { value: TeacherQueue | ''; label: string }[] = [
  { value: '', label: 'Any' },
  ...TEACHER_QUEUES.map((q) => ({ value: q, label: TEACHER_QUEUE_TITLES[q] })),
];

const StyledBar = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) minmax(10rem, 1fr) auto auto;
  &[data-queue] {
    grid-template-columns: minmax(12rem, 2fr) minmax(9rem, 1fr) minmax(12rem, 1fr) auto;
  }
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  /* One column on narrow screens, the work queue's bar too ([data-queue] outranked the plain rule: 662 px wide at 390). */
  @media ${({ theme }) => theme.breakpoints.md} {
    &,
    &[data-queue] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  & > div:has(input[type='checkbox']) {
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
    <StyledBar role="search" data-queue={role === 'admin' ? '' : undefined}>
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
      {role === 'admin' && (
        <SelectField
          label="Work queue"
          options={QUEUE_OPTIONS}
          value={filter.queue ?? ''}
          onChange={(e) => onChange({ queue: (e.target.value || null) as TeacherQueue | null })}
        />
      )}
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
