import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, successMessageSchema, teacherDraftInputSchema, teacherDraftReplySchema, teacherDraftSchema } from 'shared-domain';
import { notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';
import { keepToScope } from '../teachers/one-teacher';

/**
 * The signed-in user's drafts of teacher records: kept on the server per user and teacher, so a draft saved
 * on one computer is offered on another; saving the record discards it. Staff who may edit a record (PUT teachers/{id})
 * may keep a draft of it. A draft is no change to the record, so it is not audited.
 */
export default async function draftRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { teachers, drafts } = app.repos;

  async function check(req: Parameters<typeof caller>[0], id: string) {
    const t = await teachers.get(id);
    if (!t) throw notFound(NOT_FOUND.teacher);
    return caller(req);
  }

  r.get(
    '/drafts/teachers/:id',
    { preHandler: keepToScope, schema: { params: idParam, response: replies({ 200: teacherDraftReplySchema }) } },
    async (req) => {
      const me = await check(req, req.params.id);
      return { draft: await drafts.get(me.id, req.params.id) };
    },
  );

  r.put(
    '/drafts/teachers/:id',
    { preHandler: keepToScope, schema: { params: idParam, body: teacherDraftInputSchema, response: replies({ 200: teacherDraftSchema }) } },
    async (req) => {
      const me = await check(req, req.params.id);
      return drafts.put(me.id, req.params.id, req.body.values, req.body.baseUpdatedAt);
    },
  );

  r.delete(
    '/drafts/teachers/:id',
    { preHandler: keepToScope, schema: { params: idParam, response: replies({ 200: successMessageSchema }) } },
    async (req) => {
      const me = await check(req, req.params.id);
      const removed = await drafts.remove(me.id, req.params.id);
      return { success: true, message: removed ? 'Draft discarded' : 'There was no draft' };
    },
  );
}
