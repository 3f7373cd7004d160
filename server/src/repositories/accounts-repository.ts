import { PASSWORD_RESET_TTL_MS } from 'shared-domain';
import type { Database } from '../db/types';
import { notFound, NOT_FOUND } from '../lib/http-errors';
import type { Mailer } from '../services/mailer';
import { mails, resetLinkUrl } from '../services/mail-templates';
import { accountChanges, recordAudit } from './audit-repository';
import { createAuthToken, insertUser, setPassword, type UsersRepository } from './users-repository';

/** An invitation (set-password link for a new school account) stays valid 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Password reset links and invitations: one-time tokens (hash stored) sent through the outbox. */
export function createAccountsRepository(db: Database, users: UsersRepository, mailer: Mailer, publicUrl: string) {
  return {
    /**
     * Sends a reset link when the account exists; silent otherwise (the caller answers the same either way).
     * Audited on the account with no actor (nobody is signed in); an unknown address leaves no row.
     */
    async forgotPassword(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      await db.transaction(async (tx) => {
        const token = await createAuthToken(tx, user.id, 'reset', PASSWORD_RESET_TTL_MS);
        await mailer.enqueue(tx, mails.passwordReset(user.email, resetLinkUrl(publicUrl, token)));
        await recordAudit(tx, { entity: 'account', entityId: user.id, action: 'update', actor: null, changes: accountChanges.linkSent('reset', user.email) });
      });
    },

    /** Consumes a reset / invitation token and sets the password; false when the token is unknown, used or expired. */
    async resetPassword(token: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const userId = await users.consumeAuthToken(tx, token);
        if (!userId) return false;
        // Whoever held the account's sessions (perhaps the reason for the reset) is signed out everywhere. The
        // audit row names the account itself: the holder of its link acted as it.
        const [{ email }] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
        await setPassword(tx, userId, passwordHash, null, email);
        return true;
      });
    },

    /**
     * Admin: sends a reset link to a school's or supervisor's account. A school added by an admin has no account
     * yet: it gets one (login = its contact e-mail, no usable password) and an invitation.
     */
    async sendLink(kind: 'school' | 'supervisor', id: string, actor: string): Promise<{ email: string; invitation: boolean }> {
      return db.transaction(async (tx) => {
        const existing = kind === 'school' ? await users.findBySchool(id, tx) : await users.findBySupervisor(id, tx);
        if (existing) {
          const token = await createAuthToken(tx, existing.id, 'reset', PASSWORD_RESET_TTL_MS);
          await mailer.enqueue(tx, mails.passwordReset(existing.email, resetLinkUrl(publicUrl, token)));
          await recordAudit(tx, { entity: 'account', entityId: existing.id, action: 'update', actor, changes: accountChanges.linkSent('reset', existing.email) });
          return { email: existing.email, invitation: false };
        }
        if (kind === 'supervisor') throw notFound(NOT_FOUND.supervisor);
        const [school] = await tx.query<{ name: string; contact_email: string }>('SELECT name, contact_email FROM schools WHERE id = $1', [id]);
        if (!school) throw notFound(NOT_FOUND.school);
        const email = school.contact_email.toLowerCase();
        const userId = await insertUser(tx, { email, passwordHash: null, role: 'school', schoolId: id });
        const token = await createAuthToken(tx, userId, 'invitation', INVITATION_TTL_MS);
        await mailer.enqueue(tx, mails.invitation(email, school.name, resetLinkUrl(publicUrl, token)));
        const changes = [...accountChanges.created({ email, role: 'school', schoolId: id, password: false }), ...accountChanges.linkSent('invitation', email)];
        await recordAudit(tx, { entity: 'account', entityId: userId, action: 'create', actor, changes });
        return { email, invitation: true };
      });
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
