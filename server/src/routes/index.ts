import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PUBLIC_BODY_MAX_BYTES, RECORD_NUMBER, STAFF_BODY_MAX_BYTES } from 'shared-domain';
import { accessFor } from '../plugins/app/auth';
import { notFound, NOT_FOUND } from '../lib/http-errors';
import accountRoutes from './accounts';
import auditRoutes from './audit';
import complianceRoutes from './compliance';
import authRoutes from './auth';
import dashboardRoutes from './dashboard';
import healthRoutes from './health';
import inquiryRoutes from './inquiries';
import outboxRoutes from './outbox';
import jobRoutes from './jobs';
import clientErrorRoutes from './client-errors';
import publicRoutes from './public';
import requestRoutes from './requests';
import schoolRoutes from './schools';
import settingsRoutes from './settings';
import supervisorRoutes from './supervisors';
import teacherRoutes from './teachers';
import teacherRecordRoutes from './teachers/records';
import teacherImportRoutes from './teachers/import';
import ledgerRoutes from './teachers/ledger';
import draftRoutes from './drafts';
import teacherAreaRoutes from './teacher-area';
import { teacherScope } from './teachers/scope';
// Evidence
import documentRoutes from './evidence/documents';
import fieldHoursRoutes from './evidence/field-hours';

/** Every /api route. The zod compilers are set here, in this encapsulated context only: set
 * globally, a route with a plain JSON schema answers 500. */
export default async function apiRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', setBodyLimit);
  app.addHook('preHandler', async (req) => {
    await recordNumberToId(app, req);
    await keepToScope(app, req);
  });
  const routes = [
    healthRoutes,
    authRoutes,
    accountRoutes,
    schoolRoutes,
    supervisorRoutes,
    teacherRoutes,
    teacherRecordRoutes,
    publicRoutes,
    teacherImportRoutes,
    ledgerRoutes,
    draftRoutes,
    complianceRoutes,
    requestRoutes,
    settingsRoutes,
    dashboardRoutes,
    inquiryRoutes,
    outboxRoutes,
    jobRoutes,
    clientErrorRoutes,
    auditRoutes,
    // Evidence
    documentRoutes,
    fieldHoursRoutes,
    // The teacher's own area
    teacherAreaRoutes,
  ];
  for (const plugin of routes) await app.register(plugin);
}

/**
 * The body limit of a route by who may call it: staff routes keep the large one (a whole teacher record), every
 * other route (no token, any signed-in account, schools) the small one. A route that sets its own keeps it.
 * Fastify checks it from Content-Length and while the body arrives, before parsing or validation; the routes that
 * need a token refuse a request without one (onRequest) before reading its body at all.
 */
function setBodyLimit(route: RouteOptions) {
  if (route.bodyLimit !== undefined) return;
  const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'GET');
  if (!methods.length) return;
  const access = accessFor(methods[0], route.url);
  const staff = Array.isArray(access) && (access.includes('admin') || access.includes('supervisor'));
  route.bodyLimit = staff ? STAFF_BODY_MAX_BYTES : PUBLIC_BODY_MAX_BYTES;
}

const TEACHER_ROUTE = /^\/api\/teachers\/:id(\/|$)/;
/** Every route about one teacher: its record, history, supervisions, compliance, ledger, and the caller's draft of it. */
const ONE_TEACHER_ROUTE = /^\/api\/(drafts\/)?teachers\/:id(\/|$)/;

/**
 * A supervisor kept to its own teachers finds any other teacher not found, on every route about one
 * teacher, as if it did not exist (404, not 403: the answer does not tell that it does). Runs after the record
 * number became the id and before the handler, so no handler reads a record the caller may not reach.
 */
async function keepToScope(app: FastifyInstance, req: FastifyRequest) {
  const params = req.params as { id?: unknown } | undefined;
  if (typeof params?.id !== 'string' || !req.auth || !ONE_TEACHER_ROUTE.test(req.routeOptions.url ?? '')) return;
  const scope = await teacherScope(app, req.auth);
  if (scope && !(await app.repos.teachers.inScope(params.id, scope))) throw notFound(NOT_FOUND.teacher);
}

/**
 * Every teachers/{id} route takes a record number in place of the id (the staff lists carry it): after
 * validation and before the handler, the number becomes the id, so the handlers and the audit trail see ids only.
 * Schools and teachers address teachers by id: a number is not found for them, the same answer as an unknown number.
 */
async function recordNumberToId(app: FastifyInstance, req: FastifyRequest) {
  const params = req.params as { id?: unknown } | undefined;
  if (typeof params?.id !== 'string' || !RECORD_NUMBER.test(params.id) || !TEACHER_ROUTE.test(req.routeOptions.url ?? '')) return;
  if (!req.auth) return; // the handler answers 401
  // Only staff: a school or a teacher counting numbers would learn which records exist.
  const staff = req.auth.role === 'admin' || req.auth.role === 'supervisor';
  const id = staff ? await app.repos.teachers.idForRecordNumber(Number(params.id)) : null;
  if (!id) throw notFound(NOT_FOUND.teacher);
  params.id = id;
}
