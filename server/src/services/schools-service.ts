import { MESSAGES, type School, type schoolRegisterSchema } from 'shared-domain';
import type { z } from 'zod';
import type { Database } from '../db/types';
import { HttpError } from '../lib/http-errors';
import type { SchoolsRepository } from '../repositories/schools-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { mails } from './mail-templates';
import type { Mailer } from './mailer';
import { hashNewPassword } from './new-password';

type RegisterInput = z.output<typeof schoolRegisterSchema>;

export interface SchoolsServiceDeps {
  db: Database;
  schools: SchoolsRepository;
  users: UsersRepository;
  mailer: Mailer;
  publicUrl: string;
}

export function createSchoolsService({ db, schools, users, mailer, publicUrl }: SchoolsServiceDeps) {
  return {
    /** Creates a school, and its sign-in account when a password is given (self sign-up). */
    async register(
      input: RegisterInput,
      o: { status: 'active' | 'inactive'; password: string | null; actor: string | null },
    ): Promise<School> {
      const passwordHash = o.password ? await hashNewPassword(o.password, 'password') : null;
      return schools.create(input, { status: o.status, passwordHash, actor: o.actor });
    },

    /**
     * A school's self sign-up (inactive until approved). An address that already has an account creates nothing:
     * its owner is e-mailed instead. Either way the password is hashed and one e-mail is queued, so the caller
     * answers alike (the time and the answer tell nothing about which addresses have accounts).
     */
    async signUp(input: RegisterInput, password: string): Promise<void> {
      const passwordHash = await hashNewPassword(password, 'password');
      const known = async () =>
        db.transaction(async (tx) => {
          await mailer.enqueue(tx, mails.registrationAttempt(input.email.toLowerCase(), publicUrl));
        });
      if (await users.findByEmail(input.email)) return known();
      try {
        await db.transaction(async (tx) => {
          const school = await schools.create(input, { status: 'inactive', passwordHash, actor: input.email }, tx);
          await mailer.enqueue(tx, mails.registrationReceived(school.accountEmail ?? input.email.toLowerCase(), school.name));
        });
      } catch (err) {
        // Registered by someone else between the look-up and the insert.
        if (err instanceof HttpError && err.statusCode === 409 && err.message === MESSAGES.emailTaken) return known();
        throw err;
      }
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

    /** Takes back the caller's own approval or deactivation within the undo window (the repository says when). */
    async undoStatus(id: string, undone: School['status'], actor: string): Promise<School> {
      return db.transaction((tx) => schools.undoStatus(tx, id, undone, actor));
    },
  };
}
export type SchoolsService = ReturnType<typeof createSchoolsService>;
