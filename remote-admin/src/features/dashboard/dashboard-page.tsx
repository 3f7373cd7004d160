import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ChartsWhenVisible } from './charts/charts-when-visible';
import { LoadingText } from 'shared-ui';
import { PageHeader, Section } from 'shared-ui/staff';
import { useDashboard } from './api/get-dashboard';
import { PendingRequests } from './pending-requests';
import { QuickActions } from './quick-actions';
import { RecentRegistrations } from './recent-registrations';
import { StatGrid } from './stat-grid';
import { WorkQueue } from './work-queue';
import { RetryButton } from 'shared-staff';

// Chart.js comes with the charts, after the figures and alerts have painted: only the dashboard downloads it.

export const DASHBOARD_FETCH_FAILED = 'Failed to fetch dashboard data. Please try again later.';

/** The page's parts closer together than elsewhere: the figures and the work queue fit the first screen. */
const StyledStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    margin-bottom: 0;
  }
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

/**
 * Admin dashboard (product spec §2): figures, the work queue (the alerts grouped by kind of work), pending requests, recent registrations, quick actions.
 * `complianceSummary` (field supervision) and `asepClock` (TEA's year-end report, 1 August to 15 September) are other
 * features' panels, composed in by the area's routes.tsx:
 * features do not import each other.
 */
export default function DashboardPage({ complianceSummary, asepClock }: { complianceSummary?: ReactNode; asepClock?: ReactNode }) {
  const query = useDashboard();
  const { hash } = useLocation();
  // A stat card's link to a part of this page (#pending-requests): client navigation does not scroll by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, query.data]);
  return (
    <StyledStack>
      <PageHeader title="Dashboard" subtitle="The program at a glance" />
      {query.isPending && <LoadingText />}
      {query.isError && (
        <Section title="Overview" actions={<RetryButton query={query} size="sm" />}>
          <p role="alert">{DASHBOARD_FETCH_FAILED}</p>
        </Section>
      )}
      {query.data && <StatGrid stats={query.data.stats} />}
      {asepClock}
      {query.data && <WorkQueue data={query.data} />}
      <PendingRequests />
      {query.data && (
        <StyledColumns>
          {complianceSummary}
          <RecentRegistrations schools={query.data.recentRegistrations} />
        </StyledColumns>
      )}
      {query.data && <ChartsWhenVisible data={query.data} />}
      <QuickActions />
    </StyledStack>
  );
}
