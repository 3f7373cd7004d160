import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** The Field Supervision list's filters (issue 34), as the URL and the server's query string hold them. */
export interface ComplianceFilters {
  q: string;
  status: string;
  supervisor: string;
  school: string;
}

/** Rows per page of the Field Supervision list. */
export const COMPLIANCE_PAGE_SIZE = 50;

/** One page of GET /api/compliance, filtered on the server; `total` is the X-Total-Count of every matching row. */
export function useCompliancePage(filters: ComplianceFilters, page: number) {
  return useQuery({
    queryKey: [...queryKeys.teachers.compliance(), 'page', filters, page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(COMPLIANCE_PAGE_SIZE), offset: String((page - 1) * COMPLIANCE_PAGE_SIZE) });
      for (const [k, v] of Object.entries(filters) as [string, string][]) if (v.trim()) params.set(k, v.trim());
      let total = 0;
      const rows = await api.get<ComplianceRow[]>(`${apiPaths.compliance}?${params}`, {
        signal,
        onHeaders: (h) => (total = Number(h.get('x-total-count')) || 0),
      });
      return { rows, total };
    },
  });
}

/** The TEA export as CSV text (one row per counted formal observation). */
export const getComplianceCsv = () => api.get<string>(apiPaths.complianceCsv, { as: 'text' });

/** Issue 32: the field-based experience hours per intern as CSV text (the TEA export's sibling). */
export const getFieldHoursCsv = () => api.get<string>(apiPaths.fieldHoursExport, { as: 'text' });
