import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import accountRoutes from './accounts';
import auditRoutes from './audit';
import complianceRoutes from './compliance';
import authRoutes from './auth';
import dashboardRoutes from './dashboard';
import healthRoutes from './health';
import inquiryRoutes from './inquiries';
import outboxRoutes from './outbox';
import jobRoutes from './jobs';
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
    auditRoutes,
  ];
  for (const plugin of routes) await app.register(plugin);
}
