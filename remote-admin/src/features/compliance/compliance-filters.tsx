import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { COMPLIANCE_STATUSES, displayLabel } from 'shared-domain';
import { SelectField, TextField } from 'shared-ui';
import { useSchools, useSupervisors } from 'shared-staff';
import type { ComplianceFilters } from './api';
import type { ComplianceFilterKey } from './use-compliance-filters';

/** How long typing rests before the search goes to the URL and the server. */
const SEARCH_DELAY_MS = 300;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 2fr) repeat(3, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

interface ComplianceFilterFieldsProps {
  filters: ComplianceFilters;
  onFilter: (key: ComplianceFilterKey, value: string) => void;
}

/** The search (name, TEA ID, e-mail) and the status, supervisor and school filters. */
export function ComplianceFilterFields({ filters, onFilter }: ComplianceFilterFieldsProps) {
  const supervisors = useSupervisors();
  const schools = useSchools();
  const [search, setSearch] = useState(filters.q);

  // The search box follows the URL (back, a link) and goes to the URL once typing rests.
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => onFilter('q', search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts the wait
  }, [search]);

  const supervisorOptions = [
    { value: 'none', label: 'No supervisor' },
    ...(supervisors.data ?? []).map((s) => ({ value: s._id, label: `${s.name.first} ${s.name.last}` })).sort(byLabel),
  ];
  const schoolOptions = (schools.data ?? []).map((s) => ({ value: s._id, label: s.name })).sort(byLabel);

  return (
    <StyledFilters role="search" aria-label="Search and filter field supervision">
      <TextField
        label="Search"
        type="search"
        hint="Name, TEA ID or e-mail"
        value={search}
        maxLength={100}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField
        label="Status"
        value={filters.status}
        placeholder="All statuses"
        options={COMPLIANCE_STATUSES.map((s) => ({ value: s, label: displayLabel(s) }))}
        onChange={(e) => onFilter('status', e.target.value)}
      />
      <SelectField
        label="Field Supervisor"
        value={filters.supervisor}
        placeholder="All supervisors"
        options={supervisorOptions}
        onChange={(e) => onFilter('supervisor', e.target.value)}
      />
      <SelectField
        label="School"
        value={filters.school}
        placeholder="All schools"
        options={schoolOptions}
        onChange={(e) => onFilter('school', e.target.value)}
      />
    </StyledFilters>
  );
}
