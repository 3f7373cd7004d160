import type { FastifyInstance } from 'fastify';

export default async function outboxRoutes(app: FastifyInstance) {
  app.get('/outbox', async () => app.repos.outbox.list());
}
