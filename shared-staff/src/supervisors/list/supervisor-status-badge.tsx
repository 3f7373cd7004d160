import { Badge } from 'shared-ui';

/** Active (green) / Inactive (gray): the word carries the meaning. */
export function SupervisorStatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'active' ? 'green' : 'gray'}>{status === 'active' ? 'Active' : 'Inactive'}</Badge>;
}
