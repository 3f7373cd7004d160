import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_ERROR_MAX_BYTES, clientErrorReportSchema, clientErrorSchema } from 'shared-domain';
import { z } from 'zod';
import { replies } from '../responses';

export default async function clientErrorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clientErrors = app.repos.clientErrors;

  // Public: errors happen signed out too. The body limit and the rate limit (per client address, in the database so
  // every replica counts together) come before anything is stored or logged.
  r.post(
    '/client-errors',
    {
      bodyLimit: CLIENT_ERROR_MAX_BYTES,
      schema: {
        body: clientErrorReportSchema,
        response: replies({ 201: z.object({ _id: z.string() }).meta({ id: 'ClientErrorReceipt' }) }),
      },
    },
    async (req, reply) => {
      await app.limits.take('clientError', { ip: req.ip });
      const role = req.auth?.role ?? null;
      const { area, kind, page, message, release } = req.body;
      req.log.warn({ clientError: { area, kind, page, message, release, role } }, 'client error reported');
      const id = await clientErrors.add({ ...req.body, role });
      return reply.code(201).send({ _id: id });
    },
  );

  r.get('/client-errors', { schema: { response: replies({ 200: z.array(clientErrorSchema) }) } }, async () => clientErrors.list());
}
