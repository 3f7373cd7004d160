import styled from 'styled-components';
import { COMPLIANCE_AT_RISK_DAYS, type Supervisor, type TeacherListItem } from 'shared-domain';
import { StatCard } from 'shared-ui/staff';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export interface DashboardStatsProps {
  supervisor: Supervisor;
  teachers: TeacherListItem[];
  withoutSupervision: number;
}

/** Caseload and field-supervision status counts at a glance (19 TAC §228.109 deadlines). */
export function DashboardStats({ supervisor, teachers, withoutSupervision }: DashboardStatsProps) {
  const statuses = teachers.map((t) => t.compliance?.status);
  const overdue = statuses.filter((s) => s === 'overdue').length;
  const atRisk = statuses.filter((s) => s === 'at risk').length;
  return (
    <StyledGrid>
      <StatCard label="Assigned teachers" value={teachers.length} hint={`Maximum ${supervisor.settings.maxTeachers}`} />
      <StatCard label="Overdue" value={overdue} hint="A field-supervision deadline has passed" />
      <StatCard label="At risk" value={atRisk} hint={`A deadline within ${COMPLIANCE_AT_RISK_DAYS} days`} />
      <StatCard label="Interns with no supervision" value={withoutSupervision} />
    </StyledGrid>
  );
}
