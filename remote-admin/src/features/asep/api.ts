import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type AsepFile, type AsepReport } from 'shared-domain';

export const asepRequest = (year: number) => `GET /api/${apiPaths.asepReport(year)}`;

/** GET /api/reports/asep/{year} (admin): the records with problems, the exceptions, indicator 4a and the files. */
export const useAsepReport = (year: number) =>
  useQuery({
    queryKey: queryKeys.teachers.asep(year),
    queryFn: ({ signal }) => api.get<AsepReport>(apiPaths.asepReport(year), { signal }),
  });

/** One file of the year as CSV text, in ECOS's bulk-upload layout. */
export const getAsepFile = (year: number, file: AsepFile) => api.get<string>(apiPaths.asepFile(year, file), { as: 'text' });
