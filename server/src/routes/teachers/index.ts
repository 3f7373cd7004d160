import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availableTeacherSchema, idParam, MESSAGES, teacherInputSchema, teacherSchema, teacherViewSchema } from 'shared-domain';
import { forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { cachedList, replies } from '../responses';

/** A school sees teachers only once approved (403 with the awaiting-approval text before). */
async function assertApprovedSchool(app: FastifyInstance, schoolId: string | null): Promise<string> {
  const status = schoolId ? await app.repos.schools.status(schoolId) : null;
  if (status !== 'active') throw forbidden(MESSAGES.schoolAwaitingApproval);
  return schoolId!;
}

export default async function teacherRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teachers = app.repos.teachers;

  // Staff list (the same for admins and supervisors): built and serialised in SQL, cached per table version,
  // precompressed; an unchanged list answers 304 to If-None-Match.
  const all = app.lists.define('teachers/all', ['teachers', 'assignments', 'schools', 'supervisors'], () => teachers.listText());
  r.get('/teachers/all', { schema: { response: cachedList(z.array(teacherSchema)) } }, all);

  r.get('/teachers/available', { schema: { response: replies({ 200: z.array(availableTeacherSchema) }) } }, async (req) => {
    const schoolId = await assertApprovedSchool(app, caller(req).schoolId);
    return app.repos.schoolView.available(schoolId);
  });

  r.get('/teachers/:id', { schema: { params: idParam, response: replies({ 200: teacherViewSchema }) } }, async (req) => {
    const me = caller(req);
    if (me.role !== 'school') {
      const t = await teachers.get(req.params.id);
      if (!t) throw notFound(NOT_FOUND.teacher);
      return t;
    }
    const schoolId = await assertApprovedSchool(app, me.schoolId);
    const view = await app.repos.schoolView.forSchool(req.params.id, schoolId);
    if (view === null) throw notFound(NOT_FOUND.teacher);
    if (view === 'forbidden') throw forbidden();
    return view;
  });

  r.post('/teachers', { schema: { body: teacherInputSchema, response: replies({ 201: teacherSchema }) } }, async (req, reply) => {
    const { updatedAt, ...body } = req.body;
    void updatedAt;
    return reply.code(201).send(await teachers.create(body, caller(req).email));
  });

  r.put(
    '/teachers/:id',
    { schema: { params: idParam, body: teacherInputSchema, response: replies({ 200: teacherSchema }) } },
    async (req) => {
      const { updatedAt, ...body } = req.body;
      const me = caller(req);
      const saved = await teachers.replace(req.params.id, body, updatedAt, me.email);
      // Saving the record discards the caller's server-kept draft of it (issue 19).
      await app.repos.drafts.remove(me.id, req.params.id);
      return saved;
    },
  );
}
