import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { displayLabel, emptyTeacher, formatDate, supervisionCompliance, type TeacherBody } from 'shared-domain';
import { Badge } from 'shared-ui';
import { DescriptionList, PlainList } from 'shared-ui/staff';
import { parseFormValues } from '../form-values';
import { COMPLIANCE_TONES } from '../../compliance-tones';

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

const of = (n: number, of: number) => `${n} of ${of}`;

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
  const title = 'Field supervision (19 TAC 228)';
  if (c.status === 'not applicable') {
    return (
      <StyledCard aria-label={title} role="group">
        <h3>
          {title} <Badge tone="gray">Not applicable</Badge>
        </h3>
        <p>Set Observations Needed and the internship start date to check the observations.</p>
      </StyledCard>
    );
  }
  const { window: w, required: r, counted: n } = c;
  return (
    <StyledCard aria-label={title} role="group">
      <h3>
        {title} <Badge tone={COMPLIANCE_TONES[c.status]}>{displayLabel(c.status)}</Badge>
      </h3>
      <DescriptionList
        tiles
        items={[
          ['Internship', `${formatDate(w.start)} – ${w.end ? formatDate(w.end) : 'no end date'}`],
          ['First half', w.midpoint ? `${of(n.firstHalf, r.firstHalf)} (until ${formatDate(w.midpoint)})` : of(n.firstHalf, r.firstHalf)],
          ['Second half', of(n.secondHalf, r.secondHalf)],
          ['In person', of(n.inPerson, r.inPerson)],
          [
            'First observation',
            c.firstObservation.doneOn ? `Done ${formatDate(c.firstObservation.doneOn)}` : `Due by ${formatDate(c.firstObservation.dueBy)}`,
          ],
          ['Next due', c.nextDue ? formatDate(c.nextDue) : 'Nothing due'],
        ]}
      />
      {c.problems.length > 0 && (
        <PlainList $items="stack" aria-label="Supervision problems">
          {c.problems.map((p, i) => (
            <li key={`${p.code}-${i}`}>{p.message}</li>
          ))}
        </PlainList>
      )}
    </StyledCard>
  );
}
