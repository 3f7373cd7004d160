import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { emptyTeacher, supervisionCompliance, type TeacherBody } from 'shared-domain';
import { Badge } from 'shared-ui';
import { ComplianceBadge, ComplianceFigures } from 'shared-ui/staff';
import { parseFormValues } from '../form-values';

const StyledCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * Field supervision against 19 TAC 228 (supervisionCompliance, the same check the server and the lists use),
 * live from the record's form: the halves, the counts against what is required, the next date, the problems.
 */
export function ComplianceCard() {
  const values = useWatch<TeacherBody>();
  // While a field elsewhere is invalid, the last valid state of the form stands.
  const lastValid = useRef<TeacherBody>(emptyTeacher());
  const c = useMemo(() => {
    const parsed = parseFormValues(values);
    if (parsed) lastValid.current = parsed;
    return supervisionCompliance(parsed ?? lastValid.current, new Date());
  }, [values]);
  return <ComplianceSummary compliance={c} unset="Set Observations Needed and the internship start date to check the observations." />;
}

/** The field-supervision card of a saved record, read as the server answered it (no form). */
export function SavedComplianceCard({ teacher }: { teacher: Parameters<typeof supervisionCompliance>[0] }) {
  const c = useMemo(() => supervisionCompliance(teacher, new Date()), [teacher]);
  return (
    <ComplianceSummary
      compliance={c}
      unset="The observations are checked once an admin sets Observations Needed and the internship start date."
    />
  );
}

/** The card itself: the status, then the figures (or why there are none). */
function ComplianceSummary({ compliance: c, unset }: { compliance: ReturnType<typeof supervisionCompliance>; unset: string }) {
  const title = 'Field supervision (19 TAC 228)';
  if (c.status === 'not applicable') {
    return (
      <StyledCard aria-label={title} role="group">
        <h3>
          {title} <Badge tone="gray">Not applicable</Badge>
        </h3>
        <p>{unset}</p>
      </StyledCard>
    );
  }
  return (
    <StyledCard aria-label={title} role="group">
      <h3>
        {title} <ComplianceBadge status={c.status} />
      </h3>
      <ComplianceFigures compliance={c} />
    </StyledCard>
  );
}
