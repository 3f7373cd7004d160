import styled from 'styled-components';
import { errorMessage } from 'shared-auth';
import { formatDate, MESSAGES } from 'shared-domain';
import { ButtonLink, FormErrorBox } from 'shared-ui';
import { PageHeader, Section } from 'shared-ui/staff';
import { useSchool } from '../../api/get-school';
import { useSchoolRequests } from '../../api/get-school-requests';
import { AwaitingApprovalNotice } from '../../components/awaiting-approval-notice';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { DashboardCard } from './dashboard-card';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledSteps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The school's landing: approval notice, live counts (requests, hired teachers, interns), registration date. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const school = useSchool();
  const requests = useSchoolRequests();
  const data = school.data;
  const assigned = data?.assignedTeachers ?? [];
  const count = (status: 'hired' | 'intern') => (data ? assigned.filter((a) => a.status === status).length : '…');
  const pending = requests.data?.filter((r) => r.status === 'pending').length ?? 0;
  const requestCount = requests.isError ? '—' : (requests.data?.length ?? '…');
  const cards = [
    {
      title: 'Teacher Requests',
      count: requestCount,
      description: requests.data ? `${pending} awaiting a response` : 'Requests for teacher information',
      action: 'View Requests',
      to: paths.requests.getHref(),
    },
    {
      title: 'Hired Teachers',
      count: count('hired'),
      description: 'Teachers hired by your school',
      action: 'View Hired Teachers',
      to: paths.hiredTeachers.getHref(),
    },
    {
      title: 'Interns',
      count: count('intern'),
      description: 'Interns placed at your school',
      action: 'View Interns',
      to: paths.interns.getHref(),
    },
  ];

  return (
    <>
      <PageHeader
        title={data ? `Welcome, ${data.name}` : 'Dashboard'}
        subtitle={data?.districtName}
        actions={data?.status === 'active' ? <ButtonLink to={paths.teachers.getHref()}>Find Teachers</ButtonLink> : undefined}
      />
      {data?.status === 'inactive' && <AwaitingApprovalNotice />}
      {school.isError && !data && (
        <FormErrorBox heading={MESSAGES.schoolDetailsFailed} message={errorMessage(school.error, MESSAGES.noSchoolData)} />
      )}
      {requests.isError && <FormErrorBox message={errorMessage(requests.error, MESSAGES.requestsFetchFailed)} />}
      {data?.status === 'inactive' ? (
        <Section title="What happens next">
          <StyledSteps>
            <li>Our team checks your school&apos;s NCES ID and contact details.</li>
            <li>
              You get an e-mail at <strong>{data.contactInfo.email}</strong> when your account is approved.
            </li>
            <li>You can then browse the teachers ready for hire and request their details.</li>
          </StyledSteps>
        </Section>
      ) : (
        <StyledGrid>
          {cards.map((card) => (
            <DashboardCard key={card.title} {...card} />
          ))}
        </StyledGrid>
      )}
      {data && (
        <StyledMeta>
          Registered on <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
        </StyledMeta>
      )}
    </>
  );
}
