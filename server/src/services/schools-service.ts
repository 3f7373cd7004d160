import type { School, schoolRegisterSchema } from 'shared-domain';
import type { z } from 'zod';
import type { Database } from '../db/types';
import type { SchoolsRepository } from '../repositories/schools-repository';
import { mails } from './mail-templates';
import type { Mailer } from './mailer';
import { hashPassword } from './passwords';

type RegisterInput = z.output<typeof schoolRegisterSchema>;

export interface SchoolsServiceDeps {
  db: Database;
  schools: SchoolsRepository;
  mailer: Mailer;
  publicUrl: string;
}

export function createSchoolsService({ db, schools, mailer, publicUrl }: SchoolsServiceDeps) {
  return {
    /** Creates a school, and its sign-in account when a password is given (self sign-up). */
    async register(
      input: RegisterInput,
      o: { status: 'active' | 'inactive'; password: string | null; actor: string | null },
    ): Promise<School> {
      const passwordHash = o.password ? await hashPassword(o.password) : null;
      return schools.create(input, { status: o.status, passwordHash, actor: o.actor });
    },

    /** The status toggle; approving (inactive -> active) e-mails the school. */
    async setStatus(id: string, status: 'active' | 'inactive', actor: string): Promise<School> {
      return db.transaction(async (tx) => {
        const { school, changed } = await schools.setStatus(tx, id, status, actor);
        if (changed && status === 'active') {
          await mailer.enqueue(tx, mails.schoolApproved(school.accountEmail ?? school.contactInfo.email, school.name, publicUrl));
        }
        return school;
      });
    },
  };
}
export type SchoolsService = ReturnType<typeof createSchoolsService>;
