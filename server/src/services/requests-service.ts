import type { TeacherRequest } from 'shared-domain';
import type { Database } from '../db/types';
import type { RequestsRepository } from '../repositories/requests-repository';
import { mails } from './mail-templates';
import type { Mailer } from './mailer';

export interface RequestsServiceDeps {
  db: Database;
  requests: RequestsRepository;
  mailer: Mailer;
  publicUrl: string;
}

export function createRequestsService({ db, requests, mailer, publicUrl }: RequestsServiceDeps) {
  return {
    /** The admin approves or denies; the school is e-mailed. */
    async answer(id: string, status: 'approved' | 'denied', responseDate: string, actor: string): Promise<TeacherRequest> {
      return db.transaction(async (tx) => {
        const r = await requests.answer(tx, id, status, responseDate, actor);
        const to = await requests.schoolEmail(r.from.schoolId, tx);
        await mailer.enqueue(tx, mails.requestAnswered(to, `${r.teacher.name.first} ${r.teacher.name.last}`, status, publicUrl));
        return r;
      });
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
