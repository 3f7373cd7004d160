import { displayLabel, formatDate, type Compliance, type ComplianceStatus } from 'shared-domain';
import { Badge, type BadgeTone } from 'shared-ui';
import { DescriptionList } from './description-list';
import { PlainList } from './list-panel';

/** The badge tone of each field-supervision status (the status is always written beside it). */
export const COMPLIANCE_TONES: Record<ComplianceStatus, BadgeTone> = {
  'not applicable': 'gray',
  complete: 'green',
  'on track': 'blue',
  'at risk': 'yellow',
  overdue: 'red',
};

/** The status of a field-supervision check as a badge, in its words. */
export const ComplianceBadge = ({ status }: { status: ComplianceStatus }) => (
  <Badge tone={COMPLIANCE_TONES[status]}>{displayLabel(status)}</Badge>
);

const of = (n: number, of: number) => `${n} of ${of}`;

/**
 * Field supervision against 19 TAC 228 (supervisionCompliance), the figures staff and the teacher read alike: the
 * internship window, the halves and the in-person count against what is required, the first and the next observation,
 * and the problems. The record's card (shared-staff) and the teacher's own area (remote-teacher) both show it.
 */
export function ComplianceFigures({ compliance: c }: { compliance: Compliance }) {
  const { window: w, required: r, counted: n } = c;
  return (
    <>
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
    </>
  );
}
