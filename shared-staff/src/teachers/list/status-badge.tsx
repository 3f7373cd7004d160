import { displayLabel } from 'shared-domain';
import { Badge, type BadgeTone } from 'shared-ui';

/** List badge colours (product spec §4): intern yellow, hired green, anything else blue. */
export function teacherStatusTone(status: string): BadgeTone {
  if (status === 'intern') return 'yellow';
  if (status === 'hired') return 'green';
  return 'blue';
}

/** The status as text on a coloured badge (the colour never carries the meaning alone). */
export function TeacherStatusBadge({ status }: { status: string }) {
  return <Badge tone={teacherStatusTone(status)}>{displayLabel(status || 'n/a')}</Badge>;
}
