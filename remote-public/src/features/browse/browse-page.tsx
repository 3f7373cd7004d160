import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';
import { useAuth } from 'shared-auth';
import { Button, ButtonLink, EmptyState, CardGrid, spacedRow } from 'shared-ui';
import { StyledActions, StyledBand, StyledHero } from '../../components/marketing';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { BrowseFilters } from './browse-filters';
import { EMPTY_FILTERS, filterTeachers, hasActiveFilters } from './filter-teachers';
import { SAMPLE_TEACHERS } from './sample-teachers';
import { TeacherCard } from './teacher-card';

const StyledContent = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSummary = styled.div`
  ${spacedRow}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Browse teachers (product spec §2): sample cards, search, filters combined with 'and'. */
export function BrowsePage() {
  usePageTitle('Find Teachers');
  const { status, user } = useAuth();
  const schoolUser = status === 'signedIn' && user?.role === 'school';
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const shown = useMemo(() => filterTeachers(SAMPLE_TEACHERS, filters), [filters]);
  const clear = () => setFilters(EMPTY_FILTERS);
  const profileHref = schoolUser ? paths.schoolFindTeachers.getHref() : paths.login.getHref();
  const requestHref = schoolUser ? paths.schoolFindTeachers.getHref() : paths.signup.getHref();

  return (
    <>
      <StyledHero>
        <h1>Find Certified Teachers</h1>
        <p>Browse a sample of the certified Texas teachers available through our program.</p>
      </StyledHero>
      <StyledContent>
        <BrowseFilters value={filters} onChange={setFilters} />
        <StyledSummary>
          <p role="status">
            {shown.length} {shown.length === 1 ? 'teacher' : 'teachers'} found
          </p>
          {hasActiveFilters(filters) && (
            <Button variant="link" onClick={clear}>
              Clear all filters
            </Button>
          )}
        </StyledSummary>
        {shown.length === 0 ? (
          <EmptyState>
            <h2>{MESSAGES.noTeachersFound}</h2>
            <p>Try a different search or clear the filters.</p>
          </EmptyState>
        ) : (
          <CardGrid aria-label="Teachers">
            {shown.map((t) => (
              <TeacherCard key={t.name} teacher={t} schoolUser={schoolUser} profileHref={profileHref} requestHref={requestHref} />
            ))}
          </CardGrid>
        )}
      </StyledContent>
      <StyledBand $muted aria-labelledby="browse-cta">
        <h2 id="browse-cta">Looking for Something Specific?</h2>
        <p>Register your district to see full teacher profiles, or tell us what positions you need to fill.</p>
        <StyledActions>
          <ButtonLink to={paths.signup.getHref()}>Register Your District</ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary">
            Contact Us
          </ButtonLink>
        </StyledActions>
      </StyledBand>
    </>
  );
}
