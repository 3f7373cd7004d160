import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemSettingsSchema } from 'shared-domain';

export default async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/settings', async () => app.repos.settings.get());
  r.put('/settings', { schema: { body: systemSettingsSchema } }, async (req) => app.repos.settings.save(req.body));
}
