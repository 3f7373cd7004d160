import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { RECORD_NUMBER } from 'shared-domain';
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

/** Every /api route. The zod compilers are set here, in this encapsulated context only (see STACK-NOTES). */
export default async function apiRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preHandler', (req) => recordNumberToId(app, req));
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
  ];
  for (const plugin of routes) await app.register(plugin);
}

const TEACHER_ROUTE = /^\/api\/teachers\/:id(\/|$)/;

/**
 * Every teachers/{id} route takes a record number in place of the id (the staff lists carry it; issue 20): after
 * validation and before the handler, the number becomes the id, so the handlers and the audit trail see ids only.
 * Schools address teachers by id: a number is not found for them (nor for an unknown number).
 */
async function recordNumberToId(app: FastifyInstance, req: FastifyRequest) {
  const params = req.params as { id?: unknown } | undefined;
  if (typeof params?.id !== 'string' || !RECORD_NUMBER.test(params.id) || !TEACHER_ROUTE.test(req.routeOptions.url ?? '')) return;
  if (!req.auth) return; // the handler answers 401
  const id = req.auth.role === 'school' ? null : await app.repos.teachers.idForRecordNumber(Number(params.id));
  if (!id) throw notFound(NOT_FOUND.teacher);
  params.id = id;
}
