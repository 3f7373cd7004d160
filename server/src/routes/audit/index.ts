import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_ENTITIES, AUDIT_ENTITY_INVALID, auditRowSchema } from 'shared-domain';
import { z } from 'zod';
import { replies } from '../responses';

const auditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: AUDIT_ENTITY_INVALID }).optional(),
  id: z.uuid({ error: 'Invalid id' }).optional(),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/audit', { schema: { querystring: auditQuery, response: replies({ 200: z.array(auditRowSchema) }) } }, async (req) =>
    app.repos.audit.list(req.query),
  );
}
