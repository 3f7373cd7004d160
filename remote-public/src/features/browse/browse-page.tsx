import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { MESSAGES, type PublicTeacher } from 'shared-domain';
import { useAuth } from 'shared-auth';
import { Button, ButtonLink, EmptyState, CardGrid, ErrorPanel, LoadingText, spacedRow } from 'shared-ui';
import { StyledActions, StyledBand, StyledHero } from '../../components/marketing';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { BrowseFilters } from './browse-filters';
import { EMPTY_FILTERS, filterTeachers, hasActiveFilters } from './filter-teachers';
import { TeacherCard, type TeacherCardProps } from './teacher-card';
import { usePublicTeachers } from './use-public-teachers';

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

/**
 * Where a card's links go. A school: the teacher's page in its area, 'Request Information' opening the request's
 * confirmation there (the same request as Find Teachers, with its state shown). A visitor: sign-in first, then back
 * to that teacher, whose page offers 'Request Information': one sign-in action per card, not two links to
 * the same sign-in. Staff: the teacher's record.
 */
function cardLinks(t: PublicTeacher, role: string | undefined): Pick<TeacherCardProps, 'profile' | 'request'> {
  const profile = paths.schoolTeacher.getHref(t._id);
  const request = paths.schoolTeacher.getHref(t._id, { request: true });
  if (role === 'school') return { profile: { label: 'View Profile', to: profile }, request: { to: request } };
  if (role === 'admin' || role === 'supervisor') {
    const record = `/${role}/teachers/${t._id}`;
    return { profile: { label: 'View Profile', to: record }, request: { to: record } };
  }
  return {
    profile: { label: 'Sign In to View Profile', to: paths.login.getHref(), state: { from: profile } },
  };
}

/** Browse teachers (product spec §2): the public talent pool from the API, search, filters with 'and'. */
export function BrowsePage() {
  usePageTitle('Find Teachers');
  const { status, user } = useAuth();
  const role = status === 'signedIn' ? user?.role : undefined;
  const { state, retry } = usePublicTeachers();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const teachers = state.status === 'ready' ? state.teachers : null;
  const shown = useMemo(() => (teachers ? filterTeachers(teachers, filters) : []), [teachers, filters]);
  const clear = () => setFilters(EMPTY_FILTERS);

  return (
    <>
      <StyledHero>
        <h1>Find Certified Teachers</h1>
        <p>Certified Texas teachers ready for hire who chose to be listed here. Sign in as a school to see their profiles.</p>
      </StyledHero>
      <StyledContent>
        <BrowseFilters value={filters} onChange={setFilters} />
        {state.status === 'loading' && <LoadingText />}
        {state.status === 'error' && <ErrorPanel message={state.message} onRetry={retry} />}
        {teachers && (
          <>
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
                <p>
                  {teachers.length
                    ? 'Try a different search or clear the filters.'
                    : 'No teachers are listed right now. Please check back soon.'}
                </p>
              </EmptyState>
            ) : (
              <CardGrid aria-label="Teachers">
                {shown.map((t) => (
                  <TeacherCard key={t._id} teacher={t} {...cardLinks(t, role)} />
                ))}
              </CardGrid>
            )}
          </>
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
