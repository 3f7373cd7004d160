import styled from 'styled-components';
import type { AdminDashboard } from 'shared-domain';
import { StatCard } from 'shared-ui/staff';
import { paths } from '../../paths';
import { PENDING_REQUESTS_ID } from './pending-requests';

/** The figures in one row at 1366 px (smaller cards), so the work queue starts on the first screen under them. */
const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  && > * {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    gap: 0;
  }
  && > * > span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  && > * > span:nth-child(2) {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const count = (byStatus: Record<string, number>, status: string) => byStatus[status] ?? 0;

/** The dashboard figures, all from GET /api/dashboard. */
export function StatGrid({ stats }: { stats: AdminDashboard['stats'] }) {
  const { teachers, schools, supervisors } = stats;
  return (
    <StyledGrid>
      <StatCard
        label="Teachers"
        value={teachers.total}
        hint={`${count(teachers.byStatus, 'intern')} interns · ${count(teachers.byStatus, 'hired')} hired · ${count(teachers.byStatus, 'ready for hire')} ready for hire`}
        to={paths.teachers.list.getHref()}
      />
      <StatCard
        label="Active Schools"
        value={schools.active}
        hint="Partner schools and districts"
        to={paths.schools.list.getHref('active')}
      />
      <StatCard
        label="Schools Awaiting Approval"
        value={schools.awaitingApproval}
        hint={schools.awaitingApproval ? 'Review and approve' : 'None waiting'}
        to={paths.schools.list.getHref('inactive')}
      />
      <StatCard
        label="Field Supervisors"
        value={supervisors.total}
        hint={`${supervisors.active} active`}
        to={paths.supervisors.list.getHref()}
      />
      <StatCard
        label="Pending Requests"
        value={stats.pendingRequests}
        hint="Schools asking for teacher details"
        to={`${paths.dashboard.getHref()}#${PENDING_REQUESTS_ID}`}
      />
      <StatCard
        label="Observations Due"
        value={stats.observationsDue}
        hint={`${stats.observationsDueThisWeek} due this week`}
        to={`${paths.teachers.list.getHref()}?status=intern&open=1`}
      />
      <StatCard label="New Inquiries" value={stats.newInquiries} hint="From the contact form" to={paths.inquiries.getHref()} />
    </StyledGrid>
  );
}
