import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import type { Pipeline } from 'shared-domain';

export const PIPELINE_REQUEST = 'GET /api/path/pipeline';
/** Candidates a page of the pipeline's list holds. */
export const PIPELINE_PAGE_SIZE = 50;

/** The pipeline's filters and the list's stage, as the URL and the server's query string hold them ('' = any). */
export interface PipelineFilters {
  cohort: string;
  assignmentType: string;
  area: string;
  stage: string;
  stuck: string;
}

const queryString = (f: PipelineFilters, page: number) =>
  new URLSearchParams([
    ...Object.entries(f).filter(([, v]) => v !== ''),
    ['limit', String(PIPELINE_PAGE_SIZE)],
    ['offset', String((page - 1) * PIPELINE_PAGE_SIZE)],
  ]).toString();

/** The counts by stage and one page of the list, from one request (the server counts; the page renders). */
export function usePipeline(filters: PipelineFilters, page: number) {
  return useQuery({
    queryKey: ['path', 'pipeline', filters, page],
    queryFn: ({ signal }) => api.get<Pipeline>(`path/pipeline?${queryString(filters, page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
