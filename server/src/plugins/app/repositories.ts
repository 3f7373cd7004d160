import fp from 'fastify-plugin';
import type { Database } from '../../db/types';
import { createAccountsRepository } from '../../repositories/accounts-repository';
import { createAuditRepository } from '../../repositories/audit-repository';
import { createAssignmentsRepository } from '../../repositories/assignments-repository';
import { createDashboardRepository } from '../../repositories/dashboard-repository';
import { createInquiriesRepository, createSettingsRepository } from '../../repositories/misc-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createRequestsRepository } from '../../repositories/requests-repository';
import { createSchoolViewRepository } from '../../repositories/school-view-repository';
import { createSchoolsRepository } from '../../repositories/schools-repository';
import { createSupervisorsRepository } from '../../repositories/supervisors-repository';
import { createTeachersRepository } from '../../repositories/teachers-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { createMailer, type MailTransport } from '../../services/mailer';
import { createListCache } from '../../lib/list-cache';

export function createRepositories(db: Database, mailer: ReturnType<typeof createMailer>, publicUrl: string) {
  const teachers = createTeachersRepository(db);
  const users = createUsersRepository(db);
  return {
    users,
    accounts: createAccountsRepository(db, users, mailer, publicUrl),
    schools: createSchoolsRepository(db, mailer, publicUrl),
    supervisors: createSupervisorsRepository(db, mailer, publicUrl),
    teachers,
    assignments: createAssignmentsRepository(db, teachers.get),
    schoolView: createSchoolViewRepository(db, (id) => teachers.get(id)),
    requests: createRequestsRepository(db, mailer, publicUrl),
    inquiries: createInquiriesRepository(db),
    settings: createSettingsRepository(db),
    dashboard: createDashboardRepository(db),
    audit: createAuditRepository(db),
    outbox: createOutboxRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/** The mailer (outbox) and every repository, as `app.mailer` and `app.repos`. */
export default fp(
  async (app, opts: { mailTransport?: MailTransport }) => {
    const mailer = createMailer({
      db: app.db,
      logger: app.log,
      from: app.env.MAIL_FROM,
      smtpUrl: app.env.SMTP_URL,
      transport: opts.mailTransport,
    });
    app.decorate('mailer', mailer);
    app.decorate('repos', createRepositories(app.db, mailer, app.env.PUBLIC_URL));
    app.decorate('lists', createListCache(app.db));
    // Sends what a request queued once its transaction has committed.
    app.addHook('onResponse', async () => mailer.kick());
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'repositories', dependencies: ['db', 'env'] },
);
