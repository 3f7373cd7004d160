import type { Sql } from '../db/types';
import { notFound, NOT_FOUND } from '../lib/http-errors';
import { accountChanges, recordAudit } from './audit-repository';
import { createAuthToken, insertUser, setPassword, type AuthTokenPurpose, type UsersRepository } from './users-repository';

/** An account a link goes to. */
export interface LinkTarget {
  id: string;
  email: string;
}

/**
 * Password reset links and invitations in the database: one-time tokens (only their hash is stored), the
 * account a school gets with its invitation, and the audit rows saying a link was sent (never the token).
 * Each write runs inside the caller's transaction (the one that also queues the e-mail).
 */
export function createAccountsRepository(users: UsersRepository) {
  return {
    /** Stores a one-time token for the account; returns the raw token. */
    issueToken: (tx: Sql, userId: string, purpose: AuthTokenPurpose, ttlMs: number): Promise<string> =>
      createAuthToken(tx, userId, purpose, ttlMs),

    /** Voids the account's unused tokens (of `purpose` only, when given): one link of a kind works at a time. */
    async voidTokens(tx: Sql, userId: string, purpose?: AuthTokenPurpose): Promise<void> {
      await tx.query(
        `UPDATE auth_tokens SET used_at = clock_timestamp()
          WHERE user_id = $1 AND ($2::text IS NULL OR purpose = $2::text) AND used_at IS NULL`,
        [userId, purpose ?? null],
      );
    },

    /** Audits a reset link sent to an existing account; actor null for a forgot-password request (nobody signed in). */
    async recordResetSent(tx: Sql, account: LinkTarget, actor: string | null): Promise<void> {
      await recordAudit(tx, {
        entity: 'account',
        entityId: account.id,
        action: 'update',
        actor,
        changes: accountChanges.linkSent('reset', account.email),
      });
    },

    /**
     * Creates the account of a school added by an admin: login = its contact e-mail, no usable password.
     * 404 for an unknown school.
     */
    async createSchoolAccount(tx: Sql, schoolId: string): Promise<LinkTarget & { schoolName: string }> {
      const [school] = await tx.query<{ name: string; contact_email: string }>('SELECT name, contact_email FROM schools WHERE id = $1', [
        schoolId,
      ]);
      if (!school) throw notFound(NOT_FOUND.school);
      const email = school.contact_email.toLowerCase();
      const id = await insertUser(tx, { email, passwordHash: null, role: 'school', schoolId });
      return { id, email, schoolName: school.name };
    },

    /** Audits a school account created with its invitation. */
    async recordInvitationSent(tx: Sql, account: LinkTarget, schoolId: string, actor: string): Promise<void> {
      const changes = [
        ...accountChanges.created({ email: account.email, role: 'school', schoolId, password: false }),
        ...accountChanges.linkSent('invitation', account.email),
      ];
      await recordAudit(tx, { entity: 'account', entityId: account.id, action: 'create', actor, changes });
    },

    /** Consumes a reset / invitation token and sets the password; false when the token is unknown, used or expired. */
    async resetPassword(tx: Sql, token: string, passwordHash: string): Promise<boolean> {
      const userId = await users.consumeAuthToken(tx, token);
      if (!userId) return false;
      // Whoever held the account's sessions (perhaps the reason for the reset) is signed out everywhere. The
      // audit row names the account itself: the holder of its link acted as it.
      const [{ email }] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      await setPassword(tx, userId, passwordHash, null, email);
      return true;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
