import { PASSWORD_RESET_TTL_MS } from 'shared-domain';
import type { Database, Sql } from '../db/types';
import { notFound, NOT_FOUND } from '../lib/http-errors';
import type { AccountsRepository } from '../repositories/accounts-repository';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import { mails, resetLinkUrl } from './mail-templates';
import type { Mailer } from './mailer';
import { hashNewPassword } from './new-password';

/** An invitation (set-password link for a new school account) stays valid 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface AccountsServiceDeps {
  db: Database;
  users: UsersRepository;
  accounts: AccountsRepository;
  mailer: Mailer;
  publicUrl: string;
}

/** Passwords and one-time links: the token, its e-mail (through the outbox) and its audit row in one transaction. */
export function createAccountsService({ db, users, accounts, mailer, publicUrl }: AccountsServiceDeps) {
  return {
    /**
     * Sends a reset link when the account exists; silent otherwise. Run after the request was answered (link
     * requests), inside its transaction. Audited on the account with no actor (nobody is signed in); an unknown
     * address leaves no row.
     */
    async forgotPassword(tx: Sql, email: string): Promise<void> {
      const user = await users.findByEmail(email, tx);
      if (!user) return;
      const token = await accounts.issueToken(tx, user.id, 'reset', PASSWORD_RESET_TTL_MS);
      await mailer.enqueue(tx, mails.passwordReset(user.email, resetLinkUrl(publicUrl, token)));
      await accounts.recordResetSent(tx, user, null);
    },

    /**
     * Sets the password of a reset / invitation token's account; false when the token is unknown, used or expired.
     * The token is checked before the password is hashed (argon2's memory and time are spent only for a real link).
     */
    async resetPassword(token: string, password: string): Promise<boolean> {
      if (!(await users.authTokenUsable(token))) return false;
      const passwordHash = await hashNewPassword(password, 'password');
      return db.transaction((tx) => accounts.resetPassword(tx, token, passwordHash));
    },

    /**
     * The signed-in account's new e-mail (409 when taken): every other session of the account ends and the old
     * address is told of the change, in the transaction that makes it.
     */
    async changeEmail(me: UserRow & { jti: string }, email: string): Promise<UserRow> {
      await db.transaction(async (tx) => {
        const old = await users.changeEmail(tx, me, email, me.jti);
        if (old) await mailer.enqueue(tx, mails.emailChanged(old, email.toLowerCase(), publicUrl));
      });
      return users.findById(me.id);
    },

    /** E-mails an account's holder that its sign-in ceiling was reached (nothing for an unknown address). */
    async warnSignInCeiling(email: string, rule: { perAccount?: number; windowMs: number }): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const mail = mails.signInCeiling(user.email, {
        attempts: rule.perAccount ?? 0,
        minutes: Math.round(rule.windowMs / 60_000),
        publicUrl,
      });
      await db.transaction((tx) => mailer.enqueue(tx, mail));
    },

    /** The signed-in account's new password: every other session of the account ends, `me`'s own stays. */
    async changePassword(me: { id: string; email: string; jti: string }, password: string): Promise<void> {
      await users.changePassword(me, await hashNewPassword(password, 'newPassword'));
    },

    /**
     * Admin: sends a reset link to a school's or supervisor's account. A school added by an admin has no account
     * yet: it gets one (login = its contact e-mail, no usable password) and an invitation.
     */
    async sendLink(kind: 'school' | 'supervisor', id: string, actor: string): Promise<{ email: string; invitation: boolean }> {
      return db.transaction(async (tx) => {
        const existing = kind === 'school' ? await users.findBySchool(id, tx) : await users.findBySupervisor(id, tx);
        if (existing) {
          const token = await accounts.issueToken(tx, existing.id, 'reset', PASSWORD_RESET_TTL_MS);
          await mailer.enqueue(tx, mails.passwordReset(existing.email, resetLinkUrl(publicUrl, token)));
          await accounts.recordResetSent(tx, existing, actor);
          return { email: existing.email, invitation: false };
        }
        if (kind === 'supervisor') throw notFound(NOT_FOUND.supervisor);
        const account = await accounts.createSchoolAccount(tx, id);
        const token = await accounts.issueToken(tx, account.id, 'invitation', INVITATION_TTL_MS);
        await mailer.enqueue(tx, mails.invitation(account.email, account.schoolName, resetLinkUrl(publicUrl, token)));
        await accounts.recordInvitationSent(tx, account, id, actor);
        return { email: account.email, invitation: true };
      });
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
