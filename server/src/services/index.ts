import type { Database } from '../db/types';
import type { Repositories } from '../repositories';
import { createAccountsService } from './accounts-service';
import type { Mailer } from './mailer';
import { createRequestsService } from './requests-service';
import { createSchoolsService } from './schools-service';
import { createSupervisorsService } from './supervisors-service';
import { createTeacherAreaService } from './teacher-area-service';

/**
 * The operations that do more than SQL (hash a password, build a link, queue an e-mail in the same transaction
 * as the change). Plain reads and writes stay on the repositories.
 */
export function createServices(db: Database, repos: Repositories, mailer: Mailer, publicUrl: string) {
  return {
    accounts: createAccountsService({ db, users: repos.users, accounts: repos.accounts, mailer, publicUrl }),
    schools: createSchoolsService({ db, schools: repos.schools, users: repos.users, mailer, publicUrl }),
    supervisors: createSupervisorsService({ db, supervisors: repos.supervisors, mailer, publicUrl }),
    requests: createRequestsService({ db, requests: repos.requests, mailer, publicUrl }),
    // The teacher's own area
    teacherArea: createTeacherAreaService({
      db,
      users: repos.users,
      accounts: repos.accounts,
      teachers: repos.teachers,
      teacherArea: repos.teacherArea,
      mailer,
      publicUrl,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
