import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxMessageSchema } from 'shared-domain';
import { z } from 'zod';
import { replies } from '../responses';

export default async function outboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/outbox', { schema: { response: replies({ 200: z.array(outboxMessageSchema) }) } }, async () => app.repos.outbox.list());
}
