import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemSettingsInputSchema } from 'shared-domain';
import { caller } from '../../plugins/app/auth';

export default async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/settings', async () => app.repos.settings.get());
  r.put('/settings', { schema: { body: systemSettingsInputSchema } }, async (req) => app.repos.settings.save(req.body, caller(req).email));
}
