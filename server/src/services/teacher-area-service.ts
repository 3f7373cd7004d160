import { MESSAGES, SIGN_IN_LINK_PAGE, SIGN_IN_LINK_TTL_MS, TEACHER_PAGES, type TeacherPortal } from 'shared-domain';
import type { Database, Sql } from '../db/types';
import { badRequest, notFound } from '../lib/http-errors';
import type { AccountsRepository } from '../repositories/accounts-repository';
import { recordAudit } from '../repositories/audit-repository';
import type { TeacherAreaRepository } from '../repositories/teacher-area-repository';
import type { TeachersRepository } from '../repositories/teachers-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { INVITATION_TTL_MS } from './accounts-service';
import { mails, resetLinkUrl, signInLinkUrl, teacherPageUrl } from './mail-templates';
import type { Mailer } from './mailer';

export interface TeacherAreaServiceDeps {
  db: Database;
  users: UsersRepository;
  accounts: AccountsRepository;
  teachers: TeachersRepository;
  teacherArea: TeacherAreaRepository;
  mailer: Mailer;
  publicUrl: string;
}

/** The teacher portal's account (invite, resend, revoke) and "E-mail me a sign-in link". */
export function createTeacherAreaService({ db, users, accounts, teachers, teacherArea, mailer, publicUrl }: TeacherAreaServiceDeps) {
  async function inviteIn(tx: Sql, teacherId: string, actor: string): Promise<boolean> {
    const t = await teachers.lock(tx, teacherId);
    const name = `${t.name.first} ${t.name.last}`.trim();
    const existing = await teacherArea.portalRow(tx, teacherId);
    let userId: string;
    let email: string;
    if (existing) {
      await teacherArea.reinvite(tx, existing, actor);
      userId = existing.id;
      email = existing.email;
    } else {
      email = t.contact.email.trim().toLowerCase();
      if (!email) throw badRequest(MESSAGES.teacherNeedsEmail, { 'contact.email': MESSAGES.teacherNeedsEmail });
      userId = await teacherArea.createAccount(tx, teacherId, email, actor);
    }
    // One set-password link at a time: an earlier invitation stops working.
    await accounts.voidTokens(tx, userId);
    const token = await accounts.issueToken(tx, userId, 'invitation', INVITATION_TTL_MS);
    await mailer.enqueue(
      tx,
      mails.teacherInvitation(email, name, resetLinkUrl(publicUrl, token), teacherPageUrl(publicUrl, TEACHER_PAGES.dashboard)),
    );
    return existing !== null;
  }
  return {
    /**
     * Invites the record's teacher (or sends a new set-password link): the account is created on the first
     * invitation (login = the record's e-mail); a revoked one is restored by a new invitation. The token, its e-mail
     * and the audit row in one transaction.
     */
    async invite(teacherId: string, actor: string): Promise<{ portal: TeacherPortal; resent: boolean }> {
      const resent = await db.transaction((tx) => inviteIn(tx, teacherId, actor));
      return { portal: await teacherArea.portal(teacherId), resent };
    },
    /** invite inside a caller's transaction (the offer of admission: the stage and its e-mail together); true when resent. */
    inviteIn,

    /** Revokes the record's account: it cannot sign in any more; 404 when it has none. */
    async revoke(teacherId: string, actor: string): Promise<TeacherPortal> {
      await db.transaction(async (tx) => {
        const existing = await teacherArea.portalRow(tx, teacherId);
        if (!existing) throw notFound(MESSAGES.portalNotInvited);
        if (!existing.revokedAt) await teacherArea.revoke(tx, existing, actor);
      });
      return teacherArea.portal(teacherId);
    },

    /**
     * "E-mail me a sign-in link": for an account that can sign in, a new single-use link (15 minutes) that voids the
     * account's earlier one; silent otherwise. Run after the request was answered (link requests), inside its
     * transaction. Audited on the account.
     */
    async sendSignInLink(tx: Sql, email: string): Promise<void> {
      const user = await users.findByEmail(email, tx);
      if (!user || !user.active) return;
      await accounts.voidTokens(tx, user.id, 'sign-in');
      const token = await accounts.issueToken(tx, user.id, 'sign-in', SIGN_IN_LINK_TTL_MS);
      await mailer.enqueue(tx, mails.signInLink(user.email, signInLinkUrl(publicUrl, SIGN_IN_LINK_PAGE, token)));
      await recordAudit(tx, {
        entity: 'account',
        entityId: user.id,
        action: 'update',
        actor: null,
        changes: [{ field: 'signInLink', from: null, to: user.email }],
      });
    },
  };
}
export type TeacherAreaService = ReturnType<typeof createTeacherAreaService>;
