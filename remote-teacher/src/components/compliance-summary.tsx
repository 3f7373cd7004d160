import { displayLabel, formatDate, type ComplianceStatus, type MyObservations } from 'shared-domain';
import { Badge, type BadgeTone } from 'shared-ui';
import { DescriptionList, PlainList } from 'shared-ui/staff';

type Compliance = NonNullable<MyObservations['compliance']>;

/** The badge tone of each field-supervision status (the staff card's; the status is always written beside it). */
const TONES: Record<ComplianceStatus, BadgeTone> = {
  'not applicable': 'gray',
  complete: 'green',
  'on track': 'blue',
  'at risk': 'yellow',
  overdue: 'red',
};

const of = (n: number, of: number) => `${n} of ${of}`;

/** The internship's field supervision, from supervisionCompliance() on the server (the card staff see). */
export function ComplianceSummary({ compliance: c }: { compliance: Compliance }) {
  const { window: w, required: r, counted: n } = c;
  return (
    <>
      <p>
        <Badge tone={TONES[c.status]}>{displayLabel(c.status)}</Badge>
      </p>
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
