import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  MESSAGES,
  schoolCreatedSchema,
  schoolPatchSchema,
  schoolRegisterSchema,
  schoolSchema,
  schoolStatusSchema,
  successMessageSchema,
} from 'shared-domain';
import { fieldError, forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { cachedList, replies, withoutUnchanged } from '../responses';
import { scopeKey, scopeOfKey, teacherScope } from '../teachers/scope';

// A school edits its own contact person, contact info and internship settings; the rest is the admins'.
const SCHOOL_EDITABLE = new Set(['contactPerson', 'contactInfo', 'settings', 'updatedAt']);

/** A bad token is refused; a token of another role than admin is a 403 (before the body is looked at). */
async function onlyAnonymousOrAdmin(req: FastifyRequest): Promise<void> {
  if (req.authError) throw req.authError;
  if (req.auth && req.auth.role !== 'admin') throw forbidden();
}

export default async function schoolRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schools = app.repos.schools;

  /**
   * No token: self sign-up (inactive until approved), limited per client. The answer is the same whether or not the
   * address already has an account (201, MESSAGES.registrationReceived): a new one gets a "registration received"
   * e-mail, the owner of a known one an e-mail saying someone tried to register with it; the password is hashed
   * either way, so the time taken tells nothing either. Admin token: add a school (active, no account yet).
   */
  r.post(
    '/schools/register',
    {
      schema: { body: schoolRegisterSchema, response: replies({ 201: z.union([schoolCreatedSchema, successMessageSchema]) }) },
      preValidation: onlyAnonymousOrAdmin,
    },
    async (req, reply) => {
      const body = req.body;
      if (req.auth?.role === 'admin') {
        const school = await app.services.schools.register(body, {
          status: body.status ?? 'active',
          password: body.password ?? null,
          actor: req.auth.email,
        });
        return reply.code(201).send({ success: true, message: 'School created', school });
      }
      await app.limits.take('signUp', { ip: req.ip });
      if (!body.password) throw fieldError('password', MESSAGES.passwordRequired, false);
      await app.services.schools.signUp(body, body.password);
      return reply.code(201).send({ success: true, message: MESSAGES.registrationReceived });
    },
  );

  const TABLES = ['schools', 'supervisors', 'assignments', 'teachers', 'users'] as const;
  const all = app.lists.define('schools/all', [...TABLES], () => schools.listText());
  // A supervisor kept to its own teachers: the same list naming only its teachers, cached per scope.
  const scoped = app.lists.defineEach('schools/all/scope', [...TABLES], (key) => schools.listText(scopeOfKey(key)));
  r.get('/schools/all', { schema: { response: cachedList(z.array(schoolSchema)) } }, async (req, reply) => {
    const scope = await teacherScope(app, caller(req));
    return scope ? scoped(req, reply, scopeKey(scope)) : all(req, reply);
  });

  r.get('/schools/:id', { schema: { params: idParam, response: replies({ 200: schoolSchema }) } }, async (req) => {
    const me = caller(req);
    if (me.role === 'school' && me.schoolId !== req.params.id) throw forbidden();
    const scope = await teacherScope(app, me);
    const school = scope ? await schools.getScoped(req.params.id, scope) : await schools.get(req.params.id);
    if (!school) throw notFound(NOT_FOUND.school);
    return school;
  });

  r.put('/schools/:id', { schema: { params: idParam, body: schoolStatusSchema, response: replies({ 200: schoolSchema }) } }, async (req) =>
    app.services.schools.setStatus(req.params.id, req.body.status, caller(req).email),
  );

  // The body names the status the act set: an undo that no longer matches the school is refused, not guessed at.
  r.post(
    '/schools/:id/undo',
    { schema: { params: idParam, body: schoolStatusSchema, response: replies({ 200: schoolSchema }) } },
    async (req) => app.services.schools.undoStatus(req.params.id, req.body.status, caller(req).email),
  );

  r.patch(
    '/schools/:id',
    { schema: { params: idParam, body: schoolPatchSchema, response: replies({ 200: schoolSchema }) } },
    async (req) => {
      const me = caller(req);
      let body = req.body;
      if (me.role === 'school') {
        if (me.schoolId !== req.params.id) throw forbidden();
        body = await withoutUnchanged(body, SCHOOL_EDITABLE, () => schools.get(req.params.id));
      }
      return schools.patch(req.params.id, body, me.email);
    },
  );
}
