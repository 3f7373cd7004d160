import type { TeacherRequest } from 'shared-domain';
import { RequestStateBadge } from 'shared-ui';

/** The request's status as text (the portal's one word set for it); the colour only reinforces it. */
export function RequestStatusBadge({ status }: { status: TeacherRequest['status'] }) {
  return <RequestStateBadge status={status} />;
}
