import { GLOSSARY } from 'shared-domain';
import { Badge } from 'shared-ui';

/** Inactive schools are awaiting approval (product spec §4): said in words, not only colour. */
export function SchoolStatusBadge({ status }: { status: string }) {
  return status === 'active' ? <Badge tone="green">Active</Badge> : <Badge tone="yellow">{GLOSSARY.awaitingApproval}</Badge>;
}
