import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemSettingsInputSchema, systemSettingsResponseSchema } from 'shared-domain';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';

const response = replies({ 200: systemSettingsResponseSchema });

export default async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/settings', { schema: { response } }, async () => app.repos.settings.get());
  r.put('/settings', { schema: { body: systemSettingsInputSchema, response } }, async (req) =>
    app.repos.settings.save(req.body, caller(req).email),
  );
}
