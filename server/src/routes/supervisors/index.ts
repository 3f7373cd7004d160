import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  MESSAGES,
  supervisorCreatedSchema,
  supervisorPatchSchema,
  supervisorRegisterSchema,
  supervisorSchema,
} from 'shared-domain';
import { forbidden, HttpError, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { cachedList, replies, withoutUnchanged } from '../responses';
import { scopeKey, scopeOfKey, teacherScope } from '../teachers/scope';

/** What a supervisor may change on its own record (PATCH). */
const SUPERVISOR_EDITABLE = new Set(['settings', 'updatedAt']);
/**
 * settings.maxTeachers is an admin decision: a supervisor sending another value gets a 403 naming the field
 * (the body is valid, the caller may not make that change; the same body from an admin passes).
 */
const MAX_TEACHERS = 'settings.maxTeachers';
const maxTeachersForbidden = () =>
  new HttpError(403, `${MAX_TEACHERS}: ${MESSAGES.maxTeachersAdminOnly}`, {
    fieldErrors: { [MAX_TEACHERS]: MESSAGES.maxTeachersAdminOnly },
  });

export default async function supervisorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const supervisors = app.repos.supervisors;

  const TABLES = ['supervisors', 'schools', 'assignments', 'teachers'] as const;
  const all = app.lists.define('supervisors/all', [...TABLES], () => supervisors.listText());
  // A supervisor kept to its own teachers: the same list naming only its teachers, cached per scope.
  const scoped = app.lists.defineEach('supervisors/all/scope', [...TABLES], (key) => supervisors.listText(scopeOfKey(key)));
  r.get('/supervisors/all', { schema: { response: cachedList(z.array(supervisorSchema)) } }, async (req, reply) => {
    const scope = await teacherScope(app, caller(req));
    return scope ? scoped(req, reply, scopeKey(scope)) : all(req, reply);
  });

  r.get('/supervisors/:id', { schema: { params: idParam, response: replies({ 200: supervisorSchema }) } }, async (req) => {
    const scope = await teacherScope(app, caller(req));
    const s = scope ? await supervisors.getScoped(req.params.id, scope) : await supervisors.get(req.params.id);
    if (!s) throw notFound(NOT_FOUND.supervisor);
    return s;
  });

  r.post(
    '/supervisors/register',
    { schema: { body: supervisorRegisterSchema, response: replies({ 201: supervisorCreatedSchema }) } },
    async (req, reply) => {
      const supervisor = await app.services.supervisors.register(req.body, caller(req).email);
      return reply.code(201).send({ success: true, message: 'Supervisor created', supervisor });
    },
  );

  r.patch(
    '/supervisors/:id',
    { schema: { params: idParam, body: supervisorPatchSchema, response: replies({ 200: supervisorSchema }) } },
    async (req) => {
      const me = caller(req);
      let body = req.body;
      if (me.role === 'supervisor') {
        if (me.supervisorId !== req.params.id) throw forbidden();
        body = await withoutUnchanged(body, SUPERVISOR_EDITABLE, () => supervisors.get(req.params.id));
        const maxTeachers = body.settings?.maxTeachers;
        if (maxTeachers !== undefined) {
          const current = await supervisors.get(req.params.id);
          if (!current) throw notFound(NOT_FOUND.supervisor);
          if (maxTeachers !== current.settings.maxTeachers) throw maxTeachersForbidden();
          // The value it already has (a client sending back the settings it read): accepted, and never written by a supervisor.
          body = { ...body, settings: { ...body.settings, maxTeachers: undefined } };
        }
      }
      return supervisors.patch(req.params.id, body, me.email);
    },
  );
}
