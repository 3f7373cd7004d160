import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  MESSAGES,
  requestAnswerSchema,
  requestUndoSchema,
  requestCreateSchema,
  requestFiltersSchema,
  requestListQuerySchema,
  requestListSchema,
  teacherRequestSchema,
} from 'shared-domain';
import { forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { cachedList, replies } from '../responses';

const schoolParam = z.object({ schoolId: z.uuid({ error: 'Invalid id' }) });

export default async function requestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requests = app.repos.requests;

  const TABLES = ['requests', 'schools', 'teachers'] as const;
  const all = app.lists.define('requests/all', [...TABLES], () => requests.listText());
  const forSchool = app.lists.defineEach('requests/school', [...TABLES], (schoolId) => requests.listForSchoolText(schoolId));
  r.get(
    '/requests/all',
    { schema: { querystring: requestListQuerySchema, response: cachedList(requestListSchema) } },
    async (req, reply) => {
      // Any filter or paging parameter: the matching requests, filtered and paged in SQL, with
      // their number in X-Total-Count; none: every request, from the list cache (the spec's call, the dashboard's).
      if (!Object.values(req.query).some((v) => v !== undefined)) return all(req, reply);
      const { body, total } = await requests.page(req.query);
      return reply
        .header('x-total-count', String(total))
        .header('cache-control', 'private, no-cache')
        .type('application/json; charset=utf-8')
        .send(body as never);
    },
  );
  // The Requests page's school and teacher choices without the whole list (admin).
  r.get('/requests/filters', { schema: { response: replies({ 200: requestFiltersSchema }) } }, async (_req, reply) =>
    reply.header('cache-control', 'private, no-cache').send(await requests.filterChoices()),
  );

  // A school only its own (checked before the cache is looked at; the cache key is the school's id).
  r.get('/requests/:schoolId', { schema: { params: schoolParam, response: cachedList(requestListSchema) } }, async (req, reply) => {
    const me = caller(req);
    if (me.role === 'school' && me.schoolId !== req.params.schoolId) throw forbidden();
    if (!(await app.repos.schools.status(req.params.schoolId))) throw notFound(NOT_FOUND.school);
    return forSchool(req, reply, req.params.schoolId);
  });

  r.put(
    '/requests/:id',
    { schema: { params: idParam, body: requestAnswerSchema, response: replies({ 200: teacherRequestSchema }) } },
    async (req) =>
      app.services.requests.answer(
        req.params.id,
        { status: req.body.status, responseDate: req.body.responseDate ?? new Date().toISOString(), reason: req.body.reason },
        caller(req).email,
      ),
  );

  // The body names the answer being taken back: one that no longer matches the request is refused, not guessed at.
  r.post(
    '/requests/:id/undo',
    { schema: { params: idParam, body: requestUndoSchema, response: replies({ 200: teacherRequestSchema }) } },
    async (req) => app.services.requests.undoAnswer(req.params.id, req.body.status, caller(req).email),
  );

  // A school asks about a teacher, for itself only, once approved.
  r.post(
    '/requests/create',
    { schema: { body: requestCreateSchema, response: replies({ 201: teacherRequestSchema }) } },
    async (req, reply) => {
      const me = caller(req);
      if (me.schoolId !== req.body.schoolId) throw forbidden();
      if ((await app.repos.schools.status(me.schoolId)) !== 'active') throw forbidden(MESSAGES.schoolAwaitingApproval);
      return reply.code(201).send(await requests.create(me.schoolId, req.body.teacherId, me.email));
    },
  );
}
