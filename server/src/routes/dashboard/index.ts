import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from 'shared-domain';
import { replies } from '../responses';

export default async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dashboard', { schema: { response: replies({ 200: adminDashboardSchema }) } }, async () =>
    app.repos.dashboard.build(new Date(), { settings: await app.repos.settings.get(), timeZone: app.env.PROGRAM_TIME_ZONE }),
  );
}
