import { displayLabel, formatDate, observationFeedback, type SupervisionRecord } from 'shared-domain';
import { CardCell, datesWhole } from 'shared-ui/staff';

// An observation's own cells, as the record's Supervisions table and the printable evidence page show them (
// one row for both; on a phone each is a label / value line of shared-ui's phone cards).

/** The columns an observation fills, in order (a table's header names them; `comment` adds 'Comment'). */
export const OBSERVATION_COLUMNS = ['Date', 'Kind', 'Mode', 'Duration'] as const;

/** How a duration reads: minutes, or old free text marked as not counted. */
export const durationText = (d: number | string) => (typeof d === 'number' ? `${d} min` : d ? `${d} (not counted: not in minutes)` : '—');

export interface ObservationCellsProps {
  observation: Pick<SupervisionRecord, 'date' | 'kind' | 'mode' | 'duration' | 'comment' | 'ttess'>;
  /** The written feedback as a last cell, 'Comment' (the record shows it; the evidence page does not). */
  comment?: boolean;
  /** On each cell (the record marks a removed observation's cells 'observed' to strike them through). */
  className?: string;
}

/** The written feedback on one line: the comment alone, or on the T-TESS form each labelled section (observationFeedback). */
const feedbackText = (o: ObservationCellsProps['observation']) =>
  o.ttess
    ? observationFeedback(o)
        .map((f) => `${f.label}: ${f.text}`)
        .join(' · ')
    : o.comment;

/** The <td>s of one observation: date, kind, mode, duration and, with `comment`, the comment. */
export function ObservationCells({ observation: o, comment = false, className }: ObservationCellsProps) {
  const cells: [string, string][] = [
    ['Date', formatDate(o.date)],
    ['Kind', displayLabel(o.kind)],
    ['Mode', displayLabel(o.mode)],
    ['Duration', durationText(o.duration)],
    ...(comment ? [['Comment', feedbackText(o)] as [string, string]] : []),
  ];
  return (
    <>
      {cells.map(([label, value]) => (
        <td key={label} className={className} data-label={label}>
          <CardCell label={label}>{datesWhole(value)}</CardCell>
        </td>
      ))}
    </>
  );
}
