import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type ComplianceRow } from 'shared-domain';

export const COMPLIANCE_REQUEST = `GET /api/${apiPaths.compliance}`;

/** GET /api/compliance: every teacher's field-supervision status (19 TAC 228). */
export function useCompliance() {
  return useQuery({
    queryKey: queryKeys.teachers.compliance(),
    queryFn: ({ signal }) => api.get<ComplianceRow[]>(apiPaths.compliance, { signal }),
  });
}

/** The TEA export as CSV text (one row per counted formal observation). */
export const getComplianceCsv = () => api.get<string>(apiPaths.complianceCsv, { as: 'text' });

/** Issue 32: the field-based experience hours per intern as CSV text (the TEA export's sibling). */
export const getFieldHoursCsv = () => api.get<string>(apiPaths.fieldHoursExport, { as: 'text' });
