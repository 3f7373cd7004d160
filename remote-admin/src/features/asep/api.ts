import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { ASEP_PROBLEMS_PAGE, apiPaths, queryKeys, type AsepException, type AsepExceptionInput, type AsepFile } from 'shared-domain';
import { asepReportPage } from './report-query';

export { asepRequest } from './report-query';

/**
 * The report page by page of records with problems: the first page carries the counts, the requests, indicator 4a and
 * the files; "Show more" reads the next page of problems.
 */
export const useAsepPages = (year: number) =>
  useInfiniteQuery({
    queryKey: [...queryKeys.teachers.asep(year), 'pages'],
    queryFn: ({ pageParam, signal }) => asepReportPage(year, pageParam, ASEP_PROBLEMS_PAGE, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.problems.length;
      return next < last.counts.problems && last.problems.length > 0 ? next : undefined;
    },
  });

/** One file of the year as CSV text, in ECOS's bulk-upload layout. */
export const getAsepFile = (year: number, file: AsepFile) => api.get<string>(apiPaths.asepFile(year, file), { as: 'text' });

/** The body of a request as the API takes it, from a request as it answers it. */
export const asepExceptionInput = (x: AsepException): AsepExceptionInput => ({
  teacherId: x.teacherId,
  requirement: x.requirement,
  reason: x.reason,
  evidence: x.evidence,
  status: x.status,
  filedOn: x.filedOn,
  decidedOn: x.decidedOn,
});

/** File, change and remove the year's Requests for Exception; each settles by reading the report again (its counts change). */
export function useAsepExceptions(year: number) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: queryKeys.teachers.asep(year) });
  const add = useMutation({
    mutationFn: (input: AsepExceptionInput) => api.post<AsepException>(apiPaths.asepExceptions(year), input),
    onSettled: settle,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: AsepExceptionInput }) =>
      api.put<AsepException>(apiPaths.asepException(year, id), input),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<AsepException>(apiPaths.asepException(year, id)),
    onSettled: settle,
  });
  return {
    add: add.mutateAsync,
    update: (id: string, input: AsepExceptionInput) => update.mutateAsync({ id, input }),
    remove: remove.mutateAsync,
  };
}
