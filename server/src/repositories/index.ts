import type { Database } from '../db/types';
import { createAccountsRepository } from './accounts-repository';
import { createAuditRepository } from './audit-repository';
import { createAssignmentsRepository } from './assignments-repository';
import { createLedgerRepository } from './ledger-repository';
import { createDraftsRepository } from './drafts-repository';
import { createDataSetsRepository } from './data-sets-repository';
import { createDashboardRepository } from './dashboard-repository';
import { createDerivedRepository } from './derived-repository';
import { createComplianceRepository } from './compliance-repository';
import { createInquiriesRepository } from './inquiries-repository';
import { createJobsRepository } from './jobs-repository';
import { createOutboxRepository } from './outbox-repository';
import { createClientErrorsRepository } from './client-errors-repository';
import { createRequestsRepository } from './requests-repository';
import { createSchoolViewRepository } from './school-view-repository';
import { createProfileCardsRepository } from './profile-cards-repository';
import { createSchoolsRepository } from './schools-repository';
import { createSettingsRepository } from './settings-repository';
import { createSupervisorsRepository } from './supervisors-repository';
import { createAsepRepository } from './asep-repository';
import { createTeachersRepository } from './teachers-repository';
import { createTeacherImportRepository } from './teacher-import-repository';
// The staff list searched, filtered and paged in SQL.
import { createTeacherListRepository } from './teacher-list-repository';
import { createUsersRepository } from './users-repository';
import { createSignInRepository } from './sign-in-repository';
// Evidence
import { createDocumentsRepository } from './documents-repository';
import { createFieldHoursRepository } from './field-hours-repository';
import { createTeacherAreaRepository } from './teacher-area-repository';
import { createHealthRepository } from './health-repository';
import { createPathRepository } from './path-repository';
import { createApplicationsRepository } from './applications-repository';
import { createSignaturesRepository } from './signatures-repository';

/** Every repository: SQL only (queries, transactions, row mapping, the audit rows of their changes). */
export function createRepositories(db: Database) {
  const teachers = createTeachersRepository(db);
  const users = createUsersRepository(db);
  // The derived state the dashboard, the compliance list and the jobs read.
  const derived = createDerivedRepository(db);
  return {
    users,
    accounts: createAccountsRepository(users),
    // Device cookies, two-factor and the code step of a sign-in.
    signIn: createSignInRepository(db),
    schools: createSchoolsRepository(db),
    supervisors: createSupervisorsRepository(db),
    teachers,
    assignments: createAssignmentsRepository(db, teachers.get),
    schoolView: createSchoolViewRepository(db, (id) => teachers.get(id)),
    // A teacher's card for each audience (the talent pool, Find Teachers, the teacher's previews).
    profileCards: createProfileCardsRepository(db),
    requests: createRequestsRepository(db),
    inquiries: createInquiriesRepository(db),
    settings: createSettingsRepository(db),
    derived,
    compliance: createComplianceRepository(db),
    dashboard: createDashboardRepository(db, derived),
    audit: createAuditRepository(db),
    outbox: createOutboxRepository(db),
    drafts: createDraftsRepository(db),
    teacherImport: createTeacherImportRepository(db),
    ledger: createLedgerRepository(db, teachers),
    clientErrors: createClientErrorsRepository(db),
    dataSets: createDataSetsRepository(db),
    jobs: createJobsRepository(db),
    teacherList: createTeacherListRepository(db, derived),
    // Evidence
    documents: createDocumentsRepository(db, teachers),
    fieldHours: createFieldHoursRepository(db, teachers),
    // The teacher's own area
    teacherArea: createTeacherAreaRepository(db, teachers),
    // The candidate's path: stages reached, admission facts, the holiday calendar
    path: createPathRepository(db),
    // TEA's year-end report (ASEP)
    asep: createAsepRepository(db),
    // The public site's application drafts
    applications: createApplicationsRepository(db),
    // Links to people outside the portal (the mentor) and the signatures given through them
    signatures: createSignaturesRepository(db, teachers),
    // ops: health checks and metrics
    health: createHealthRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
