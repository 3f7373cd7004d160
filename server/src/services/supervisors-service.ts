import type { Supervisor, supervisorRegisterSchema } from 'shared-domain';
import type { z } from 'zod';
import type { Database } from '../db/types';
import type { SupervisorsRepository } from '../repositories/supervisors-repository';
import { mails } from './mail-templates';
import type { Mailer } from './mailer';
import { hashNewPassword } from './new-password';

type RegisterInput = z.output<typeof supervisorRegisterSchema>;

export interface SupervisorsServiceDeps {
  db: Database;
  supervisors: SupervisorsRepository;
  mailer: Mailer;
  publicUrl: string;
}

export function createSupervisorsService({ db, supervisors, mailer, publicUrl }: SupervisorsServiceDeps) {
  return {
    /** Creates the supervisor and its account with the admin-given password (it can sign in at once), and e-mails it. */
    async register(input: RegisterInput, actor: string): Promise<Supervisor> {
      const passwordHash = await hashNewPassword(input.password, 'password');
      return db.transaction(async (tx) => {
        const created = await supervisors.register(tx, input, passwordHash, actor);
        await mailer.enqueue(tx, mails.accountCreated(created.email, `${created.name.first} ${created.name.last}`, publicUrl));
        return created;
      });
    },
  };
}
export type SupervisorsService = ReturnType<typeof createSupervisorsService>;
