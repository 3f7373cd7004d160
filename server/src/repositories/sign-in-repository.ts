import { createHash, randomBytes } from 'node:crypto';
import { AUDIT_HIDDEN } from 'shared-domain';
import type { Database, Sql } from '../db/types';
import { recordAudit } from './audit-repository';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** How long a device cookie (and its row) lasts after the device's last sign-in. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 3600_000;

/**
 * What a sign-in keeps in the database beyond its session: the trusted devices (device cookies), the two-factor
 * secret and recovery codes of an account, and the challenges between a sign-in's password step and its code step.
 * All of it in the database, so every API replica sees the same.
 */
export function createSignInRepository(db: Database) {
  return {
    /** A new trusted device of the account; its id goes in the signed device cookie. */
    async addDevice(userId: string): Promise<string> {
      const id = randomBytes(24).toString('base64url');
      await db.query(
        `INSERT INTO trusted_devices (id, user_id, expires_at) VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')`,
        [id, userId, DEVICE_LIFETIME_MS],
      );
      // Expired devices of anyone are swept on the way.
      await db.query('DELETE FROM trusted_devices WHERE expires_at < clock_timestamp()');
      return id;
    },
    /** Whether `id` is a live trusted device of the account (a device cookie bound to another account is not). */
    async isDeviceOf(id: string, userId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM trusted_devices WHERE id = $1 AND user_id = $2 AND expires_at > clock_timestamp()', [
        id,
        userId,
      ]);
      return rows.length > 0;
    },
    /** A trusted device signed in again: it lasts DEVICE_LIFETIME_MS from now. */
    async touchDevice(id: string): Promise<void> {
      await db.query(
        `UPDATE trusted_devices SET last_used_at = clock_timestamp(), expires_at = clock_timestamp() + $2 * interval '1 millisecond' WHERE id = $1`,
        [id, DEVICE_LIFETIME_MS],
      );
    },

    /** The account's two-factor state: the confirmed secret (null when off) and the step of the last code used. */
    async twoFactor(
      userId: string,
      q: Sql = db,
    ): Promise<{ secret: string | null; enabled: boolean; lastStep: number | null; codesLeft: number }> {
      const [row] = await q.query<{ secret: string | null; enabled: boolean; last_step: string | null; codes_left: string }>(
        `SELECT u.totp_secret AS secret, u.totp_enabled_at IS NOT NULL AS enabled, u.totp_last_step AS last_step,
                (SELECT count(*) FROM recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL) AS codes_left
           FROM users u WHERE u.id = $1`,
        [userId],
      );
      if (!row) return { secret: null, enabled: false, lastStep: null, codesLeft: 0 };
      return {
        secret: row.secret,
        enabled: row.enabled,
        lastStep: row.last_step === null ? null : Number(row.last_step),
        codesLeft: Number(row.codes_left),
      };
    },
    /** Keeps a secret offered by set-up, not yet confirmed (two-factor stays off until a code confirms it). */
    async offerSecret(userId: string, secret: string): Promise<void> {
      await db.query('UPDATE users SET totp_secret = $2 WHERE id = $1 AND totp_enabled_at IS NULL', [userId, secret]);
    },
    /**
     * Turns two-factor on with the confirmed secret and new recovery codes (stored hashed; returned once), audited.
     * `step`: the time step of the code that confirmed it (it cannot be used again).
     */
    async enable(userId: string, actor: string, step: number, codes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `UPDATE users SET totp_enabled_at = clock_timestamp(), totp_last_step = $2 WHERE id = $1 AND totp_enabled_at IS NULL AND totp_secret IS NOT NULL RETURNING id`,
          [userId, step],
        );
        if (!rows.length) return false;
        await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
        for (const c of codes)
          await tx.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, sha256(normalCode(c))]);
        await recordAudit(tx, {
          entity: 'account',
          entityId: userId,
          action: 'update',
          actor,
          changes: [
            { field: 'twoFactor', from: 'off', to: 'on' },
            { field: 'recoveryCodes', from: null, to: AUDIT_HIDDEN },
          ],
        });
        return true;
      });
    },
    /** Turns two-factor off (secret and recovery codes gone), audited. */
    async disable(userId: string, actor: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1', [userId]);
        await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
        await recordAudit(tx, {
          entity: 'account',
          entityId: userId,
          action: 'update',
          actor,
          changes: [{ field: 'twoFactor', from: 'on', to: 'off' }],
        });
      });
    },
    /** Records the time step of a code just used, unless one as late was used already (a code works once). */
    async useStep(userId: string, step: number): Promise<boolean> {
      const rows = await db.query(
        'UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
        [userId, step],
      );
      return rows.length > 0;
    },
    /** Spends a recovery code (single use, even under two sign-ins at once), audited; false when unknown or used. */
    async useRecoveryCode(userId: string, code: string, actor: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          'UPDATE recovery_codes SET used_at = clock_timestamp() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id',
          [userId, sha256(normalCode(code))],
        );
        if (!rows.length) return false;
        await recordAudit(tx, {
          entity: 'account',
          entityId: userId,
          action: 'update',
          actor,
          changes: [{ field: 'recoveryCodeUsed', from: null, to: AUDIT_HIDDEN }],
        });
        return true;
      });
    },

    /** A new challenge for the code step of a sign-in; returns the raw token (only its hash is stored). */
    async openChallenge(userId: string, remember: boolean, ttlMs: number): Promise<string> {
      const raw = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO sign_in_challenges (token_hash, user_id, remember, expires_at) VALUES ($1, $2, $3, clock_timestamp() + $4 * interval '1 millisecond')`,
        [sha256(raw), userId, remember, ttlMs],
      );
      await db.query('DELETE FROM sign_in_challenges WHERE expires_at < clock_timestamp()');
      return raw;
    },
    /**
     * Counts one answer to a live challenge: its account and remember flag, or null when it is unknown, expired or
     * was answered wrongly too often (`maxAttempts`).
     */
    async attemptChallenge(raw: string, maxAttempts: number): Promise<{ userId: string; remember: boolean } | null> {
      const rows = await db.query<{ user_id: string; remember: boolean }>(
        `UPDATE sign_in_challenges SET attempts = attempts + 1
          WHERE token_hash = $1 AND expires_at > clock_timestamp() AND attempts < $2 RETURNING user_id, remember`,
        [sha256(raw), maxAttempts],
      );
      return rows[0] ? { userId: rows[0].user_id, remember: rows[0].remember } : null;
    },
    /** Ends a challenge once answered (it opens one session only). */
    async closeChallenge(raw: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM sign_in_challenges WHERE token_hash = $1 RETURNING user_id', [sha256(raw)]);
      return rows.length > 0;
    },
  };
}
export type SignInRepository = ReturnType<typeof createSignInRepository>;
