import { createHash, randomBytes } from 'node:crypto';
import {
  MESSAGES,
  SESSION_ABSOLUTE_MS,
  STAFF_SESSION_ABSOLUTE_MS,
  SYSTEM_SETTINGS_DEFAULTS,
  isStaffRole,
  type Role,
  type SessionUser,
} from 'shared-domain';
import type { Database, Sql } from '../db/types';
import { conflict } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { accountChanges, recordAudit } from './audit-repository';
import { unlessDuplicate } from './unique';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  schoolId: string | null;
  supervisorId: string | null;
  /** A teacher account's record. */
  teacherId: string | null;
  createdAt: string;
  /** false for a deactivated supervisor. */
  active: boolean;
  /** Two-factor sign-in (TOTP) is on. */
  twoFactor: boolean;
}

const USER_COLUMNS = `u.id, u.email, u.password_hash AS "passwordHash", u.role, u.school_id AS "schoolId",
  u.supervisor_id AS "supervisorId", u.teacher_id AS "teacherId", iso_ts(u.created_at) AS "createdAt",
  coalesce(v.status, 'active') = 'active' AND u.revoked_at IS NULL AS active, u.totp_enabled_at IS NOT NULL AS "twoFactor"`;
const FROM_USERS = 'FROM users u LEFT JOIN supervisors v ON v.id = u.supervisor_id';

export const sessionUser = (u: UserRow & { twoFactorSetupRequired?: boolean }): SessionUser => ({
  email: u.email,
  role: u.role,
  createdAt: u.createdAt,
  profile: u.role === 'school' ? u.schoolId : u.role === 'supervisor' ? u.supervisorId : u.role === 'teacher' ? u.teacherId : null,
  ...(isStaffRole(u.role) ? { twoFactor: u.twoFactor, twoFactorSetupRequired: u.twoFactorSetupRequired ?? false } : {}),
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Inserts an account; a taken e-mail (any case) is a 409. */
export async function insertUser(
  tx: Sql,
  u: {
    email: string;
    passwordHash: string | null;
    role: Role;
    schoolId?: string | null;
    supervisorId?: string | null;
    teacherId?: string | null;
  },
): Promise<string> {
  const id = newId();
  await unlessDuplicate(
    tx.query(
      'INSERT INTO users (id, email, password_hash, role, school_id, supervisor_id, teacher_id) VALUES ($1, lower($2), $3, $4, $5, $6, $7)',
      [id, u.email, u.passwordHash, u.role, u.schoolId ?? null, u.supervisorId ?? null, u.teacherId ?? null],
    ),
    MESSAGES.emailTaken,
  );
  return id;
}

/** What a one-time token is for ('sign-in': "E-mail me a sign-in link"). */
export type AuthTokenPurpose = 'reset' | 'invitation' | 'sign-in';

/** Creates a one-time token for a password reset or an invitation; returns the raw token (only its hash is stored). */
export async function createAuthToken(tx: Sql, userId: string, purpose: AuthTokenPurpose, ttlMs: number): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, clock_timestamp() + $4 * interval '1 millisecond')`,
    [sha256(raw), userId, purpose, ttlMs],
  );
  return raw;
}

/**
 * Ends every outstanding one-time link of an account: sign-in links, reset links and invitations (a field-hours
 * confirmation belongs to the observed teacher, not to the account, and stays). Called in the transaction of each
 * change that must void them: a new password (changed or reset), a new e-mail, a deactivation.
 */
export async function endAccountLinks(
  tx: Sql,
  account: { userId: string } | { supervisorId: string } | { schoolId: string },
): Promise<void> {
  const [column, id] =
    'userId' in account
      ? ['id', account.userId]
      : 'supervisorId' in account
        ? ['supervisor_id', account.supervisorId]
        : ['school_id', account.schoolId];
  await tx.query(
    `UPDATE auth_tokens SET used_at = clock_timestamp() WHERE used_at IS NULL AND user_id IN (SELECT id FROM users WHERE ${column} = $1)`,
    [id],
  );
}

/**
 * Sets an account's password, ends all its sessions but `keepJti`, every outstanding link and every trusted device of it and records it in the audit log (never the
 * password), inside the caller's transaction. `actor`: who did it (the account itself for a change or a used link).
 */
export async function setPassword(
  tx: Sql,
  userId: string,
  passwordHash: string,
  keepJti: string | null,
  actor: string | null,
): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = clock_timestamp() WHERE id = $1', [userId, passwordHash]);
  await tx.query('DELETE FROM sessions WHERE user_id = $1 AND jti IS DISTINCT FROM $2', [userId, keepJti]);
  await endAccountLinks(tx, { userId });
  // A device trusted under the old password may be the one that learned it: it meets the ceiling until it signs in again.
  await tx.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
  await recordAudit(tx, { entity: 'account', entityId: userId, action: 'update', actor, changes: accountChanges.password() });
}

export function createUsersRepository(db: Database) {
  const one = async (where: string, params: unknown[], q: Sql = db) =>
    (await q.query<UserRow>(`SELECT ${USER_COLUMNS} ${FROM_USERS} WHERE ${where}`, params))[0] ?? null;

  return {
    findByEmail: (email: string, q?: Sql) => one('lower(u.email) = lower($1)', [email.trim()], q),
    findById: (id: string, q?: Sql) => one('u.id = $1', [id], q),
    findBySchool: (schoolId: string, q?: Sql) => one('u.school_id = $1', [schoolId], q),
    findBySupervisor: (supervisorId: string, q?: Sql) => one('u.supervisor_id = $1', [supervisorId], q),
    findByTeacher: (teacherId: string, q?: Sql) => one('u.teacher_id = $1', [teacherId], q),

    /**
     * Redeems a sign-in link: its account when the token is unknown-free, unused and unexpired; the token
     * is used up in the same statement (single use even under two clicks at once).
     */
    async redeemSignInToken(raw: string): Promise<UserRow | null> {
      const rows = await db.query<{ user_id: string }>(
        `UPDATE auth_tokens SET used_at = clock_timestamp()
          WHERE token_hash = $1 AND purpose = 'sign-in' AND used_at IS NULL AND expires_at > clock_timestamp() RETURNING user_id`,
        [sha256(raw)],
      );
      return rows[0] ? one('u.id = $1', [rows[0].user_id]) : null;
    },

    /**
     * The signed-in account's new e-mail (a supervisor's record shows it too), inside the caller's transaction; 409
     * when taken. A real change is audited and ends every other session of the account (`keepJti`'s stays); the
     * old address when it changed, else null.
     */
    async changeEmail(tx: Sql, user: UserRow, email: string, keepJti: string): Promise<string | null> {
      await unlessDuplicate(
        tx.query('UPDATE users SET email = lower($2), updated_at = clock_timestamp() WHERE id = $1', [user.id, email]),
        MESSAGES.emailTaken,
      );
      // A teacher's sign-in e-mail is its record's e-mail.
      if (user.teacherId) {
        await tx.query(
          `UPDATE teachers SET doc = jsonb_set(doc, '{contact,email}', to_jsonb(lower($2::text))), updated_at = clock_timestamp() WHERE id = $1`,
          [user.teacherId, email],
        );
      }
      if (user.supervisorId) {
        await tx.query(`UPDATE supervisors SET email = lower($2), updated_at = clock_timestamp() WHERE id = $1`, [
          user.supervisorId,
          email,
        ]);
      }
      if (email.toLowerCase() === user.email) return null;
      await tx.query('DELETE FROM sessions WHERE user_id = $1 AND jti <> $2', [user.id, keepJti]);
      // A link sent to the old address must not sign in or set a password any more.
      await endAccountLinks(tx, { userId: user.id });
      await recordAudit(tx, {
        entity: 'account',
        entityId: user.id,
        action: 'update',
        actor: user.email,
        changes: accountChanges.email(user.email, email.toLowerCase()),
      });
      return user.email;
    },
    /** The signed-in account's new password: every other session of the account ends, `me`'s own stays. */
    async changePassword(me: { id: string; email: string; jti: string }, passwordHash: string): Promise<void> {
      await db.transaction((tx) => setPassword(tx, me.id, passwordHash, me.jti, me.email));
    },
    /** Upserts an admin account (create-admin CLI). */
    async upsertAdmin(email: string, passwordHash: string): Promise<'created' | 'updated'> {
      return db.transaction(async (tx) => {
        const existing = await one('lower(u.email) = lower($1)', [email], tx);
        if (existing && existing.role !== 'admin') throw conflict(`${email} belongs to a ${existing.role} account`);
        if (existing) {
          await setPassword(tx, existing.id, passwordHash, null, null);
          return 'updated';
        }
        await insertUser(tx, { email, passwordHash, role: 'admin' });
        return 'created';
      });
    },

    /**
     * The account of a token and its session's sign-in time (ms) when the session is still live, in one round trip
     * (every authenticated request); signedInAt null when it is not live. Live: not ended, its token not expired,
     * within the absolute lifetime of its role from the sign-in (sessionAbsoluteMs), and not idle longer than the
     * system setting for its role. A live session's idle clock moves on (kept in the database: any replica may serve
     * the next request); it is written at most every 15 seconds. `twoFactorSetupRequired`: an admin without
     * two-factor while the system setting requires it.
     */
    async forToken(id: string, jti: string): Promise<{ user: UserRow | null; signedInAt: number | null; twoFactorSetupRequired: boolean }> {
      const d = SYSTEM_SETTINGS_DEFAULTS.security;
      const [row] = await db.query<{ signed_in_ms: string | null; require_2fa: boolean } & Partial<UserRow>>(
        `WITH cfg AS (
           SELECT coalesce((SELECT (value->'security'->>'staffIdleMinutes')::int FROM system_settings WHERE key = 'system'), $5::int) AS staff_idle,
                  coalesce((SELECT (value->'security'->>'idleMinutes')::int FROM system_settings WHERE key = 'system'), $6::int) AS idle,
                  coalesce((SELECT (value->'security'->>'requireTwoFactorForAdmins')::boolean FROM system_settings WHERE key = 'system'), $7::boolean) AS require_2fa),
         live AS (
           SELECT s.jti, s.signed_in_at, s.last_seen_at FROM sessions s JOIN users su ON su.id = s.user_id, cfg
            WHERE s.jti = $2 AND s.user_id = $1 AND s.expires_at > clock_timestamp()
              AND s.signed_in_at > clock_timestamp() - (CASE WHEN su.role IN ('admin', 'supervisor') THEN $4::bigint ELSE $3::bigint END) * interval '1 millisecond'
              AND s.last_seen_at > clock_timestamp() - (CASE WHEN su.role IN ('admin', 'supervisor') THEN cfg.staff_idle ELSE cfg.idle END) * interval '1 minute'),
         touched AS (
           UPDATE sessions SET last_seen_at = clock_timestamp()
            WHERE jti = (SELECT jti FROM live WHERE last_seen_at < clock_timestamp() - interval '15 seconds') RETURNING jti)
         SELECT (SELECT (extract(epoch FROM signed_in_at) * 1000)::bigint FROM live) AS signed_in_ms,
                (SELECT count(*) FROM touched) AS touched, cfg.require_2fa, x.*
           FROM cfg LEFT JOIN (SELECT ${USER_COLUMNS} ${FROM_USERS} WHERE u.id = $1) x ON true`,
        [id, jti, SESSION_ABSOLUTE_MS, STAFF_SESSION_ABSOLUTE_MS, d.staffIdleMinutes, d.idleMinutes, d.requireTwoFactorForAdmins],
      );
      const { signed_in_ms, require_2fa, touched: _touched, ...user } = row as typeof row & { touched: unknown };
      const u = user.id ? (user as UserRow) : null;
      return {
        signedInAt: signed_in_ms === null ? null : Number(signed_in_ms),
        user: u,
        twoFactorSetupRequired: !!u && u.role === 'admin' && !u.twoFactor && require_2fa === true,
      };
    },
    /** Records a new token's session (sign-in, refresh); expired sessions of anyone are swept on the way. */
    async startSession(userId: string, jti: string, expiresAtMs: number, q: Sql = db): Promise<void> {
      await q.query('INSERT INTO sessions (jti, user_id, expires_at) VALUES ($1, $2, to_timestamp($3 / 1000.0))', [
        jti,
        userId,
        expiresAtMs,
      ]);
      await q.query('DELETE FROM sessions WHERE expires_at < clock_timestamp()');
    },
    /** Ends one session (sign-out, or the token a refresh replaced). */
    async endSession(jti: string, q: Sql = db): Promise<void> {
      await q.query('DELETE FROM sessions WHERE jti = $1', [jti]);
    },
    /**
     * Refresh: the new token's session replaces the old one in one transaction (the old token stops working) and
     * keeps its sign-in time, so a refresh never extends the session past SESSION_ABSOLUTE_MS from the sign-in.
     */
    async replaceSession(userId: string, oldJti: string, jti: string, expiresAtMs: number): Promise<boolean> {
      // Two refreshes of one token at once: only the first finds the old session and gets a new one.
      const rows = await db.query(
        `WITH ended AS (DELETE FROM sessions WHERE jti = $1 AND user_id = $2 RETURNING signed_in_at)
         INSERT INTO sessions (jti, user_id, expires_at, signed_in_at)
         SELECT $3, $2, to_timestamp($4 / 1000.0), signed_in_at FROM ended RETURNING jti`,
        [oldJti, userId, jti, expiresAtMs],
      );
      return rows.length > 0;
    },
    /** Whether a reset / invitation token is usable (unknown, used or expired: false), without using it. */
    async authTokenUsable(raw: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM auth_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > clock_timestamp() AND purpose <> 'sign-in'`,
        [sha256(raw)],
      );
      return rows.length > 0;
    },

    /** Consumes a reset / invitation token: returns its user id, or null when unknown, used or expired. */
    async consumeAuthToken(tx: Sql, raw: string): Promise<string | null> {
      const rows = await tx.query<{ user_id: string }>(
        `UPDATE auth_tokens SET used_at = clock_timestamp()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > clock_timestamp() AND purpose <> 'sign-in' RETURNING user_id`,
        [sha256(raw)],
      );
      const userId = rows[0]?.user_id ?? null;
      // A teacher's invitation is accepted when its link sets the password.
      if (userId) await tx.query('UPDATE users SET accepted_at = coalesce(accepted_at, clock_timestamp()) WHERE id = $1', [userId]);
      return userId;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
