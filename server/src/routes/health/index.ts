import type { FastifyInstance } from 'fastify';
import { appConfig } from '../../plugins/external/static';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (req, reply) => {
    // Shutting down: tell load balancers to stop sending.
    if (app.draining()) return reply.code(503).send({ status: 'draining', db: 'ok', message: 'Shutting down' });
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok', db: 'ok', driver: app.db.kind };
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', db: 'unreachable', message: 'Database unavailable' });
    }
  });

  // The same runtime config the shell reads from /app-config.json.
  app.get('/config', async () => appConfig(app.env));
}
