import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, errorMessage } from 'shared-auth';
import { MESSAGES, requestStateText } from 'shared-domain';
import { Badge, ButtonLink, LoadingText } from 'shared-ui';
import { BackLink, PageHeader, Section } from 'shared-ui/staff';
import { AwaitingApprovalNotice } from '../../components/awaiting-approval-notice';
import { isAwaitingApproval } from '../../components/api-errors';
import { usePageTitle } from '../../components/page-title';
import { RequestButton } from '../../components/request-button';
import { paths } from '../../paths';
import { isReleased, TEACHER_REQUEST, useTeacher, type SchoolTeacherView } from './api/get-teacher';
import { ProfileFacts } from './profile-facts';
import { ReleasedDetails } from './released-details';
import { QueryErrorPanel } from '../../components/query-error-panel';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRefusal = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 5px solid ${({ theme }) => theme.colors.danger.solid};
  border-radius: ${({ theme }) => theme.radii.lg};
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const back = (
  <ButtonLink to={paths.teachers.getHref()} variant="secondary" size="sm">
    Back to Find Teachers
  </ButtonLink>
);

const REFUSALS: Record<number, string> = { 403: 'Teacher details not available', 404: 'Teacher not found' };

function requestState(t: SchoolTeacherView) {
  if (!t.request) return 'Not requested';
  return requestStateText(t.request);
}

/** /school/teachers/{id}: the limited profile, plus the released details once this school's request is approved. */
export function TeacherDetailPage() {
  const { id = '' } = useParams();
  // ?request=1: the school chose 'Request Information' on the public Browse page (before signing in, perhaps).
  const [params, setParams] = useSearchParams();
  const askNow = params.get('request') === '1';
  useEffect(() => {
    if (askNow) setParams({}, { replace: true });
  }, [askNow, setParams]);
  const [asked] = useState(askNow);
  const teacher = useTeacher(id);
  const t = teacher.data;
  usePageTitle(t ? `${t.name.first} ${t.name.last}` : 'Teacher Profile');

  if (teacher.isError) {
    const err = teacher.error;
    if (isAwaitingApproval(err)) return <AwaitingApprovalNotice />;
    const status = err instanceof ApiError ? err.status : 0;
    if (REFUSALS[status]) {
      return (
        <StyledRefusal role="alert" aria-labelledby="teacher-refusal">
          <h2 id="teacher-refusal">{REFUSALS[status]}</h2>
          <p>
            {status === 403 ? `${err.message}. This teacher’s profile is not open to your school.` : errorMessage(err, 'Teacher not found')}
          </p>
          {back}
        </StyledRefusal>
      );
    }
    return <QueryErrorPanel query={teacher} fallback={MESSAGES.teachersFetchFailed} request={TEACHER_REQUEST(id)} />;
  }
  if (!t) return <LoadingText />;

  const released = isReleased(t);
  return (
    <StyledStack>
      {/* The back link above the header, as on every page. */}
      <div>
        <BackLink to={paths.teachers.getHref()} label="Find Teachers" />
        <PageHeader
          title={`${t.name.first} ${t.name.last}`}
          subtitle={released ? 'Full details released to your school' : 'Limited profile'}
        />
      </div>
      <Section title="Profile" actions={released ? undefined : <RequestButton teacher={t} askNow={asked} />}>
        <ProfileFacts
          items={[
            ['Certification areas', t.certificationAreas.join(', ')],
            ['Location', t.location],
            ['Certification type', t.certType],
            [
              'Availability',
              <Badge key="a" tone={t.availability === 'Immediate' ? 'green' : 'blue'}>
                {t.availability}
              </Badge>,
            ],
            ['Your request', requestState(t)],
          ]}
        />
        {!released && <p>Contact details and certification progress are shared once an administrator approves your request.</p>}
      </Section>
      {released && <ReleasedDetails teacher={t} />}
    </StyledStack>
  );
}
