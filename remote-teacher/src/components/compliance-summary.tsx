import type { MyObservations } from 'shared-domain';
import { ComplianceBadge, ComplianceFigures } from 'shared-ui/staff';

type Compliance = NonNullable<MyObservations['compliance']>;

/** The internship's field supervision, from supervisionCompliance() on the server: the figures staff see on the record. */
export function ComplianceSummary({ compliance }: { compliance: Compliance }) {
  return (
    <>
      <p>
        <ComplianceBadge status={compliance.status} />
      </p>
      <ComplianceFigures compliance={compliance} />
    </>
  );
}
