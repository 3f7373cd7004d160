import type { FastifyInstance } from 'fastify';

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get('/dashboard', async () => app.repos.dashboard.build());
}
