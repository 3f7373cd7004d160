import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, inquiryPatchSchema, inquiryResponseSchema, inquirySchema } from 'shared-domain';
import { z } from 'zod';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';

export default async function inquiryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inquiries = app.repos.inquiries;
  r.post('/inquiries', { schema: { body: inquirySchema, response: replies({ 201: inquiryResponseSchema }) } }, async (req, reply) =>
    reply.code(201).send(await inquiries.create(req.body)),
  );
  r.get('/inquiries', { schema: { response: replies({ 200: z.array(inquiryResponseSchema) }) } }, async () => inquiries.list());
  r.patch(
    '/inquiries/:id',
    { schema: { params: idParam, body: inquiryPatchSchema, response: replies({ 200: inquiryResponseSchema }) } },
    async (req) => inquiries.setHandled(req.params.id, req.body.handled, caller(req).email),
  );
}
