import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';
import { Button, EmptyState, LoadingText, CardGrid, spacedRow } from 'shared-ui';
import { PageHeader } from 'shared-ui/staff';
import { useSchool } from '../../api/get-school';
import { AwaitingApprovalNotice } from '../../components/awaiting-approval-notice';
import { isAwaitingApproval } from '../../components/api-errors';
import { usePageTitle } from '../../components/page-title';
import { AVAILABLE_TEACHERS_REQUEST, useAvailableTeachers } from './api/get-available-teachers';
import { EMPTY_FILTERS, filterOptions, filterTeachers, hasActiveFilters } from './filter-teachers';
import { TeacherCard } from './teacher-card';
import { TeacherFilters } from './teacher-filters';
import { QueryErrorPanel } from '../../components/query-error-panel';

const StyledSummary = styled.div`
  ${spacedRow}
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const TITLE = 'Find Teachers';
const SUBTITLE = 'Certified teachers ready for hire. Request information to see a teacher’s full details.';

/** Available teachers (GET teachers/available) with search and filters; none for a school awaiting approval. */
export function FindTeachersPage() {
  usePageTitle(TITLE);
  const school = useSchool();
  // A fresh copy of the school saying 'inactive' settles it; the server answers 403 either way.
  const inactive = school.data?.status === 'inactive' && !school.isPlaceholderData;
  const teachers = useAvailableTeachers(!inactive);
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const all = useMemo(() => teachers.data ?? [], [teachers.data]);
  const options = useMemo(() => filterOptions(all), [all]);
  const shown = useMemo(() => filterTeachers(all, filters), [all, filters]);

  const header = <PageHeader title={TITLE} subtitle={SUBTITLE} />;
  if (inactive || isAwaitingApproval(teachers.error)) {
    return (
      <>
        {header}
        <AwaitingApprovalNotice />
      </>
    );
  }
  if (teachers.isError) {
    return <QueryErrorPanel query={teachers} fallback={MESSAGES.teachersFetchFailed} request={AVAILABLE_TEACHERS_REQUEST} />;
  }
  if (!teachers.data) {
    return (
      <>
        {header}
        <LoadingText />
      </>
    );
  }

  return (
    <>
      {header}
      <TeacherFilters value={filters} onChange={setFilters} options={options} />
      <StyledSummary>
        <p role="status">
          {shown.length} {shown.length === 1 ? 'teacher' : 'teachers'} found
        </p>
        {hasActiveFilters(filters) && (
          <Button variant="link" onClick={() => setFilters(EMPTY_FILTERS)}>
            Clear all filters
          </Button>
        )}
      </StyledSummary>
      {shown.length === 0 ? (
        <EmptyState>
          <h2>{MESSAGES.noTeachersFound}</h2>
          <p>{all.length ? 'Try a different search or clear the filters.' : 'No teachers are available right now. Check back soon.'}</p>
        </EmptyState>
      ) : (
        <CardGrid aria-label="Available teachers">
          {shown.map((t) => (
            <TeacherCard key={t._id} teacher={t} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
