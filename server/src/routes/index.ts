import type { FastifyInstance, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PUBLIC_BODY_MAX_BYTES, STAFF_BODY_MAX_BYTES } from 'shared-domain';
import { accessFor } from '../plugins/app/auth';
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
// Evidence
import documentRoutes from './evidence/documents';
import fieldHoursRoutes from './evidence/field-hours';
// Links to people outside the portal and their signatures
import linkRoutes from './links';
// The candidate's path
import pathRoutes from './path';
// TEA's year-end report
import reportRoutes from './reports';
import applicationRoutes from './applications';
import offerRoutes from './path/offer';

/** Every /api route. The zod compilers are set here, in this encapsulated context only: set
 * globally, a route with a plain JSON schema answers 500. */
export default async function apiRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', setBodyLimit);
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
    linkRoutes,
    // The candidate's path
    pathRoutes,
    // TEA's year-end report
    reportRoutes,
    applicationRoutes,
    offerRoutes,
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
