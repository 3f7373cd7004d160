import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type JobRun, type JobRunResult, type JobsOverview } from 'shared-domain';

export const jobRunsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.jobs.runs,
    queryFn: ({ signal }) => api.get<JobRun[]>(apiPaths.jobsRuns, { signal }),
  });

/** GET /api/jobs/runs (admin): the recent runs of the scheduled jobs, newest first. */
export const useJobRuns = () => useQuery(jobRunsQueryOptions());

/** POST /api/jobs/run (admin): every job now; the runs and the outbox are read again after it. */
export function useRunJobs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<JobRunResult>(apiPaths.jobsRun, {}),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.jobs.runs }),
        client.invalidateQueries({ queryKey: queryKeys.jobs.overview }),
        client.invalidateQueries({ queryKey: queryKeys.outbox.all }),
      ]),
  });
}

export const jobsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.jobs.overview,
    queryFn: ({ signal }) => api.get<JobsOverview>(apiPaths.jobs, { signal }),
  });

/** GET /api/jobs (admin): each job's settings as saved now, its last run, and the scheduler's next daily run. */
export const useJobsOverview = () => useQuery(jobsOverviewQueryOptions());
