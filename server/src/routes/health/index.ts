import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema, healthSchema } from 'shared-domain';
import { appConfig } from '../../plugins/external/static';

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (req, reply) => {
    // Shutting down: tell load balancers to stop sending.
    if (app.draining()) return reply.code(503).send({ status: 'draining', db: 'ok', message: 'Shutting down' });
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok', db: 'ok', driver: app.db.kind } as const;
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', db: 'unreachable', message: 'Database unavailable' });
    }
  });

  // The same runtime config the shell reads from /app-config.json.
  r.get('/config', { schema: { response: { 200: appConfigSchema } } }, async () =>
    appConfig(app.env, await app.repos.dataSets.holdsDemo()),
  );
}
