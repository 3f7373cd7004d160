import { Link } from 'react-router-dom';
import { COMPLIANCE_STATUSES, displayLabel } from 'shared-domain';
import { Badge, LoadingText } from 'shared-ui';
import { PlainList, Section } from 'shared-ui/staff';
import { COMPLIANCE_TONES } from 'shared-staff';
import { paths } from '../../paths';
import { useComplianceCounts } from './api';

/** Most urgent first; 'not applicable' last. */
const ORDER = [
  'overdue',
  'at risk',
  'on track',
  'complete',
  'not applicable',
] as const satisfies readonly (typeof COMPLIANCE_STATUSES)[number][];

/**
 * The dashboard's field-supervision counts by status (19 TAC 228), counted by the server; each leads to the list with
 * that status.
 */
export function ComplianceSummary() {
  const query = useComplianceCounts(ORDER);
  const counts = query.data;
  return (
    <Section title="Field Supervision" actions={<Link to={paths.compliance.getHref()}>See all</Link>}>
      {query.isPending && <LoadingText />}
      {query.isError && <p role="alert">Failed to load field supervision.</p>}
      {counts && (
        <PlainList aria-label="Teachers by field-supervision status">
          {ORDER.map((status) => (
            <li key={status}>
              <Badge tone={COMPLIANCE_TONES[status]}>{counts[status]}</Badge>
              <Link to={paths.compliance.getHref(status)}>{displayLabel(status)}</Link>
            </li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
