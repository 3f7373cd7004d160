import styled from 'styled-components';
import { TEXAS_RULES, type Supervisor, type Teacher } from 'shared-domain';
import { StatCard } from 'shared-ui';
import { observationStatus } from './observation-status';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export interface DashboardStatsProps {
  supervisor: Supervisor;
  teachers: Teacher[];
  withoutSupervision: number;
}

/** Caseload and deadline counts at a glance. */
export function DashboardStats({ supervisor, teachers, withoutSupervision }: DashboardStatsProps) {
  const pending = teachers.map((t) => observationStatus(t)).filter((s) => s.recorded === 0 && s.urgency < 1e6);
  const overdue = pending.filter((s) => s.urgency < 0).length;
  const dueSoon = pending.filter((s) => s.urgency >= 0 && s.urgency <= TEXAS_RULES.firstObsAlertDays).length;
  return (
    <StyledGrid>
      <StatCard label="Assigned teachers" value={teachers.length} hint={`Maximum ${supervisor.settings.maxTeachers}`} />
      <StatCard label="First observations overdue" value={overdue} />
      <StatCard label={`Due within ${TEXAS_RULES.firstObsAlertDays} days`} value={dueSoon} />
      <StatCard label="Interns with no supervision" value={withoutSupervision} />
    </StyledGrid>
  );
}
