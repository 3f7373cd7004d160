import fp from 'fastify-plugin';
import type { Database } from '../../db/types';
import { createAccountsRepository } from '../../repositories/accounts-repository';
import { createAuditRepository } from '../../repositories/audit-repository';
import { createAssignmentsRepository } from '../../repositories/assignments-repository';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { createDraftsRepository } from '../../repositories/drafts-repository';
import { createDataSetsRepository } from '../../repositories/data-sets-repository';
import { createDashboardRepository } from '../../repositories/dashboard-repository';
import { createInquiriesRepository } from '../../repositories/inquiries-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createClientErrorsRepository } from '../../repositories/client-errors-repository';
import { createRequestsRepository } from '../../repositories/requests-repository';
import { createSchoolViewRepository } from '../../repositories/school-view-repository';
import { createSchoolsRepository } from '../../repositories/schools-repository';
import { createSettingsRepository } from '../../repositories/settings-repository';
import { createSupervisorsRepository } from '../../repositories/supervisors-repository';
import { createTeachersRepository } from '../../repositories/teachers-repository';
import { createTeacherImportRepository } from '../../repositories/teacher-import-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { createServices } from '../../services';
import { createMailer, httpSms, type MailTransport, type SmsTransport } from '../../services/mailer';
import { createListCache } from '../../lib/list-cache';
import { createJobRunner } from '../../services/jobs';
import { programContact } from '../../services/program';

/** Every repository: SQL only (queries, transactions, row mapping, the audit rows of their changes). */
export function createRepositories(db: Database) {
  const teachers = createTeachersRepository(db);
  const users = createUsersRepository(db);
  return {
    users,
    accounts: createAccountsRepository(users),
    schools: createSchoolsRepository(db),
    supervisors: createSupervisorsRepository(db),
    teachers,
    assignments: createAssignmentsRepository(db, teachers.get),
    schoolView: createSchoolViewRepository(db, (id) => teachers.get(id)),
    requests: createRequestsRepository(db),
    inquiries: createInquiriesRepository(db),
    settings: createSettingsRepository(db),
    dashboard: createDashboardRepository(db),
    audit: createAuditRepository(db),
    outbox: createOutboxRepository(db),
    drafts: createDraftsRepository(db),
    teacherImport: createTeacherImportRepository(db),
    ledger: createLedgerRepository(db, teachers),
    clientErrors: createClientErrorsRepository(db),
    dataSets: createDataSetsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/** The mailer (outbox), every repository and the services built on them, as `app.mailer`, `app.repos` and `app.services`. */
export default fp(
  (app, opts: { mailTransport?: MailTransport; smsTransport?: SmsTransport; now?: () => Date }, done) => {
    const mailer = createMailer({
      db: app.db,
      logger: app.log,
      from: app.env.MAIL_FROM,
      smtpUrl: app.env.SMTP_URL,
      production: app.env.NODE_ENV === 'production',
      transport: opts.mailTransport,
      sms: opts.smsTransport ?? (app.env.SMS_URL ? httpSms(app.env.SMS_URL, app.env.SMS_TOKEN) : undefined),
    });
    const repos = createRepositories(app.db);
    app.decorate('mailer', mailer);
    app.decorate('repos', repos);
    app.decorate('services', createServices(app.db, repos, mailer, app.env.PUBLIC_URL));
    app.decorate('lists', createListCache(app.db));
    const jobs = createJobRunner({
      db: app.db,
      repos,
      mailer,
      logger: app.log,
      timeZone: app.env.PROGRAM_TIME_ZONE,
      dailyAt: app.env.DAILY_JOBS_AT,
      now: opts.now,
      program: programContact(app.env),
    });
    app.decorate('jobs', jobs);
    // Sends what a request queued once its transaction has committed.
    app.addHook('onResponse', (_req, _reply, next) => {
      mailer.kick();
      next();
    });
    app.addHook('onClose', async () => {
      await jobs.close();
      await mailer.close();
    });
    done();
  },
  { name: 'repositories', dependencies: ['db', 'env'] },
);
