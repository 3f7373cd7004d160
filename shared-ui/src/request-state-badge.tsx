import { requestStateLabel, type RequestStatus } from 'shared-domain';
import { Badge, type BadgeTone } from './badge';

const REQUEST_TONES: Record<RequestStatus, BadgeTone> = { pending: 'yellow', approved: 'green', denied: 'red' };

/** A school's request's state (requestStateLabel: one word set on every screen), in words and colour. */
export function RequestStateBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={REQUEST_TONES[status]}>{requestStateLabel(status)}</Badge>;
}
