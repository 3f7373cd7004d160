import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobRunResultSchema, jobRunSchema, jobsOverviewSchema } from 'shared-domain';
import { z } from 'zod';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';

/** The scheduled jobs: an admin runs them now, and sees what the recent runs did (the route table allows admins only). */
export default async function jobRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/jobs/run',
    {
      schema: {
        description: 'Runs every scheduled job now. A reminder already sent (by any run) is not sent again.',
        body: z.object({}).strict().nullish().describe('nothing, or {}'),
        response: replies({ 200: jobRunResultSchema }),
      },
    },
    async (req) => ({ ran: await app.jobs.runNow(caller(req).email) }),
  );
  // Each job's settings now, its last run, and the scheduler's next daily run.
  r.get(
    '/jobs',
    {
      schema: {
        description:
          "Each scheduled job with the system settings it reads (their values now) and the newest run's result; schedule.nextRunAt is the " +
          "scheduler's next daily run (croner, DAILY_JOBS_AT in PROGRAM_TIME_ZONE) as ISO 8601 with the program zone's offset, null when the daily run is off.",
        response: replies({ 200: jobsOverviewSchema }),
      },
    },
    async () => app.jobs.overview(),
  );
  r.get('/jobs/runs', { schema: { response: replies({ 200: z.array(jobRunSchema) }) } }, async () => app.jobs.runs());
}
