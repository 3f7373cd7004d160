import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardSchema, pathClockQueue, WORK_QUEUE_ROWS } from 'shared-domain';
import { pathCandidates } from '../../services/path-candidates';
import { replies } from '../responses';

export default async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dashboard', { schema: { response: replies({ 200: adminDashboardSchema }) } }, async () =>
    app.repos.dashboard.build(new Date(), {
      settings: await app.repos.settings.get(),
      timeZone: app.env.PROGRAM_TIME_ZONE,
      // The path's clocks past due or due soon, the same candidates the pipeline counts.
      pathClocks: pathClockQueue(await pathCandidates(app.repos, app.env.PROGRAM_TIME_ZONE, app.now()), WORK_QUEUE_ROWS),
    }),
  );
}
