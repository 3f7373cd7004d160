import type { TeacherRequest } from 'shared-domain';

export interface RequestAnswer {
  status: 'approved' | 'denied';
  responseDate: string;
  reason: string;
}
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
    /** The admin approves or denies (with a reason, if given); the school is e-mailed the answer and the reason. */
    async answer(id: string, answer: RequestAnswer, actor: string): Promise<TeacherRequest> {
      return db.transaction(async (tx) => {
        const r = await requests.answer(tx, id, answer, actor);
        const to = await requests.schoolEmail(r.from.schoolId, tx);
        const teacher = `${r.teacher.name.first} ${r.teacher.name.last}`;
        await mailer.enqueue(tx, mails.requestAnswered(to, teacher, answer.status, publicUrl, answer.reason));
        return r;
      });
    },

    /** Takes back the caller's own answer within the undo window (the repository says when). */
    async undoAnswer(id: string, undone: 'approved' | 'denied', actor: string): Promise<TeacherRequest> {
      return db.transaction((tx) => requests.undoAnswer(tx, id, undone, actor));
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
