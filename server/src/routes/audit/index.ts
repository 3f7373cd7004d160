import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const auditQuery = z.object({
  entity: z.enum(['teacher', 'school', 'supervisor'], { error: 'Entity must be teacher, school or supervisor' }).optional(),
  id: z.uuid({ error: 'Invalid id' }).optional(),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/audit', { schema: { querystring: auditQuery } }, async (req) => app.repos.audit.list(req.query));
}
