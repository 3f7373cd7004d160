import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type ComplianceRow } from 'shared-domain';

export const COMPLIANCE_REQUEST = `GET /api/${apiPaths.compliance}`;

/**
 * How many teachers hold each of `statuses` (19 TAC 228): per status, the X-Total-Count of a one-row page of GET
 * /api/compliance?status=, counted by the server in SQL (the dashboard's panel downloaded every teacher's
 * row to count them, tens of MB at 100,000 teachers). `data` once every count is in; `isError` when one failed.
 */
export function useComplianceCounts<S extends string>(statuses: readonly S[]) {
  return useQueries({
    queries: statuses.map((status) => ({
      queryKey: [...queryKeys.teachers.compliance(), 'count', status],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        let total = 0;
        await api.get<ComplianceRow[]>(`${apiPaths.compliance}?${new URLSearchParams({ status, limit: '1' })}`, {
          signal,
          onHeaders: (h) => (total = Number(h.get('x-total-count')) || 0),
        });
        return total;
      },
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      data: results.every((r) => r.isSuccess)
        ? (Object.fromEntries(statuses.map((s, i) => [s, results[i].data])) as Record<S, number>)
        : undefined,
    }),
  });
}

/** The Field Supervision list's filters, as the URL and the server's query string hold them. */
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

/** The field-based experience hours per intern as CSV text (the TEA export's sibling). */
export const getFieldHoursCsv = () => api.get<string>(apiPaths.fieldHoursExport, { as: 'text' });
