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
} from 'shared-domain';
import { fieldError, forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { cachedList, replies } from '../responses';

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

  /** No token: self sign-up (inactive until approved). Admin token: add a school (active, no account yet). */
  r.post(
    '/schools/register',
    { schema: { body: schoolRegisterSchema, response: replies({ 201: schoolCreatedSchema }) }, preValidation: onlyAnonymousOrAdmin },
    async (req, reply) => {
      const admin = req.auth?.role === 'admin';
      const body = req.body;
      if (!admin && !body.password) throw fieldError('password', MESSAGES.passwordRequired, false);
      if (!admin && (await app.repos.users.findByEmail(body.email))) return reply.code(409).send({ message: MESSAGES.emailTaken });
      const school = await app.services.schools.register(body, {
        status: admin ? (body.status ?? 'active') : 'inactive',
        password: body.password ?? null,
        actor: req.auth?.email ?? body.email,
      });
      const message = admin
        ? 'School created'
        : `Registration successful. Your school account will be reviewed; approval usually takes 1-2 business days.`;
      return reply.code(201).send({ success: true, message, school });
    },
  );

  const all = app.lists.define('schools/all', ['schools', 'supervisors', 'assignments', 'teachers', 'users'], () => schools.listText());
  r.get('/schools/all', { schema: { response: cachedList(z.array(schoolSchema)) } }, all);

  r.get('/schools/:id', { schema: { params: idParam, response: replies({ 200: schoolSchema }) } }, async (req) => {
    const me = caller(req);
    if (me.role === 'school' && me.schoolId !== req.params.id) throw forbidden();
    const school = await schools.get(req.params.id);
    if (!school) throw notFound(NOT_FOUND.school);
    return school;
  });

  r.put('/schools/:id', { schema: { params: idParam, body: schoolStatusSchema, response: replies({ 200: schoolSchema }) } }, async (req) =>
    app.services.schools.setStatus(req.params.id, req.body.status, caller(req).email),
  );

  r.patch(
    '/schools/:id',
    { schema: { params: idParam, body: schoolPatchSchema, response: replies({ 200: schoolSchema }) } },
    async (req) => {
      const me = caller(req);
      if (me.role === 'school') {
        if (me.schoolId !== req.params.id) throw forbidden();
        if (Object.keys(req.body).some((k) => !SCHOOL_EDITABLE.has(k))) throw forbidden();
      }
      return schools.patch(req.params.id, req.body, me.email);
    },
  );
}
