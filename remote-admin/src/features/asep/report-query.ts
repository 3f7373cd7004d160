import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type AsepReport } from 'shared-domain';

// Apart from the report page's api.ts: the dashboard's clock loads this alone, not the page's requests and schemas.

export const asepRequest = (year: number) => `GET /api/${apiPaths.asepReport(year)}`;

/** GET /api/reports/asep/{year}: one page of records with problems, with the year's counts. */
export const asepReportPage = (year: number, offset: number, limit: number, signal?: AbortSignal) =>
  api.get<AsepReport>(`${apiPaths.asepReport(year)}?offset=${offset}&limit=${limit}`, { signal });

/** The report's counts with one record with problems: the dashboard's clock. */
export const useAsepReport = (year: number) =>
  useQuery({
    queryKey: [...queryKeys.teachers.asep(year), 'counts'],
    queryFn: ({ signal }) => asepReportPage(year, 0, 1, signal),
  });
