import type { TeacherRequest } from 'shared-domain';
import { Badge, type BadgeTone } from 'shared-ui';

const TONES: Record<TeacherRequest['status'], BadgeTone> = { pending: 'yellow', approved: 'green', denied: 'red' };
const LABELS: Record<TeacherRequest['status'], string> = { pending: 'Pending', approved: 'Approved', denied: 'Denied' };

/** The request's status as text; the colour only reinforces it. */
export function RequestStatusBadge({ status }: { status: TeacherRequest['status'] }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
