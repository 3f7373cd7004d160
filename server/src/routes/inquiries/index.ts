import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParam,
  INQUIRIES_PAGE_SIZE,
  inquiryListQuerySchema,
  inquiryPageSchema,
  inquiryPatchSchema,
  inquiryResponseSchema,
  inquirySchema,
} from 'shared-domain';
import { z } from 'zod';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';
import { jsonArray } from '../../lib/json-array';

export default async function inquiryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inquiries = app.repos.inquiries;
  // The contact form, limited per client (counted before anything is stored).
  r.post('/inquiries', { schema: { body: inquirySchema, response: replies({ 201: inquiryResponseSchema }) } }, async (req, reply) => {
    await app.limits.take('inquiry', { ip: req.ip });
    return reply.code(201).send(await inquiries.create(req.body));
  });
  // Without `page`: every inquiry (an array, as before). With it: one page and the counts (the admin's page).
  r.get(
    '/inquiries',
    {
      schema: {
        querystring: inquiryListQuerySchema,
        response: replies({ 200: z.union([inquiryPageSchema, z.array(inquiryResponseSchema)]) }),
      },
    },
    async (req, reply) => {
      const { page, pageSize = INQUIRIES_PAGE_SIZE, status = 'all' } = req.query;
      if (page === undefined) {
        // Every inquiry (the array), streamed a run at a time: the answer's memory does not grow with the table.
        return reply.type('application/json; charset=utf-8').send(Readable.from(jsonArray(inquiries.allText(INQUIRY_RUN))) as never);
      }
      return inquiries.page({ page, pageSize, onlyNew: status === 'new' });
    },
  );
  r.patch(
    '/inquiries/:id',
    { schema: { params: idParam, body: inquiryPatchSchema, response: replies({ 200: inquiryResponseSchema }) } },
    async (req) => inquiries.setHandled(req.params.id, req.body.handled, caller(req).email),
  );
}

/** Inquiries per query of the unpaged answer (about 1 KB each). */
const INQUIRY_RUN = 1000;
