import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, inquiryPatchSchema, inquirySchema } from 'shared-domain';
import { caller } from '../../plugins/app/auth';

export default async function inquiryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inquiries = app.repos.inquiries;
  r.post('/inquiries', { schema: { body: inquirySchema } }, async (req, reply) => reply.code(201).send(await inquiries.create(req.body)));
  r.get('/inquiries', async () => inquiries.list());
  r.patch('/inquiries/:id', { schema: { params: idParam, body: inquiryPatchSchema } }, async (req) =>
    inquiries.setHandled(req.params.id, req.body.handled, caller(req).email),
  );
}
