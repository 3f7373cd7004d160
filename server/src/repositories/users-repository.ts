import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, type Role, type SessionUser } from 'shared-domain';
import { pgCode, type Database, type Sql } from '../db/types';
import { conflict } from '../lib/http-errors';
import { newId } from '../lib/ids';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  schoolId: string | null;
  supervisorId: string | null;
  createdAt: string;
  /** false for a deactivated supervisor. */
  active: boolean;
}

const USER_COLUMNS = `u.id, u.email, u.password_hash AS "passwordHash", u.role, u.school_id AS "schoolId",
  u.supervisor_id AS "supervisorId", iso_ts(u.created_at) AS "createdAt", coalesce(v.status, 'active') = 'active' AS active`;
const FROM_USERS = 'FROM users u LEFT JOIN supervisors v ON v.id = u.supervisor_id';

export const sessionUser = (u: UserRow): SessionUser => ({
  email: u.email,
  role: u.role,
  createdAt: u.createdAt,
  profile: u.role === 'school' ? u.schoolId : u.role === 'supervisor' ? u.supervisorId : null,
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Inserts an account; a taken e-mail (any case) is a 409. */
export async function insertUser(
  tx: Sql,
  u: { email: string; passwordHash: string | null; role: Role; schoolId?: string | null; supervisorId?: string | null },
): Promise<string> {
  const id = newId();
  try {
    await tx.query(
      'INSERT INTO users (id, email, password_hash, role, school_id, supervisor_id) VALUES ($1, lower($2), $3, $4, $5, $6)',
      [id, u.email, u.passwordHash, u.role, u.schoolId ?? null, u.supervisorId ?? null],
    );
  } catch (err) {
    if (pgCode(err) === '23505') throw conflict(MESSAGES.emailTaken);
    throw err;
  }
  return id;
}

/** Creates a one-time token for a password reset or an invitation; returns the raw token (only its hash is stored). */
export async function createAuthToken(tx: Sql, userId: string, purpose: 'reset' | 'invitation', ttlMs: number): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, clock_timestamp() + $4 * interval '1 millisecond')`,
    [sha256(raw), userId, purpose, ttlMs],
  );
  return raw;
}

export function createUsersRepository(db: Database) {
  const one = async (where: string, params: unknown[], q: Sql = db) =>
    (await q.query<UserRow>(`SELECT ${USER_COLUMNS} ${FROM_USERS} WHERE ${where}`, params))[0] ?? null;

  return {
    findByEmail: (email: string, q?: Sql) => one('lower(u.email) = lower($1)', [email.trim()], q),
    findById: (id: string, q?: Sql) => one('u.id = $1', [id], q),
    findBySchool: (schoolId: string, q?: Sql) => one('u.school_id = $1', [schoolId], q),
    findBySupervisor: (supervisorId: string, q?: Sql) => one('u.supervisor_id = $1', [supervisorId], q),

    /** The signed-in account's new e-mail (a supervisor's record shows it too); 409 when taken. */
    async changeEmail(user: UserRow, email: string): Promise<UserRow> {
      await db.transaction(async (tx) => {
        try {
          await tx.query('UPDATE users SET email = lower($2), updated_at = clock_timestamp() WHERE id = $1', [user.id, email]);
        } catch (err) {
          if (pgCode(err) === '23505') throw conflict(MESSAGES.emailTaken);
          throw err;
        }
        if (user.supervisorId) {
          await tx.query(`UPDATE supervisors SET email = lower($2), updated_at = clock_timestamp() WHERE id = $1`, [user.supervisorId, email]);
        }
      });
      return (await one('u.id = $1', [user.id]))!;
    },
    async changePassword(id: string, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2, updated_at = clock_timestamp() WHERE id = $1', [id, passwordHash]);
    },
    /** Upserts an admin account (create-admin CLI). */
    async upsertAdmin(email: string, passwordHash: string): Promise<'created' | 'updated'> {
      return db.transaction(async (tx) => {
        const existing = await one('lower(u.email) = lower($1)', [email], tx);
        if (existing && existing.role !== 'admin') throw conflict(`${email} belongs to a ${existing.role} account`);
        if (existing) {
          await tx.query('UPDATE users SET password_hash = $2, updated_at = clock_timestamp() WHERE id = $1', [existing.id, passwordHash]);
          return 'updated';
        }
        await insertUser(tx, { email, passwordHash, role: 'admin' });
        return 'created';
      });
    },

    /** The account of a token and whether the token was revoked, in one round trip (every authenticated request). */
    async forToken(id: string, jti: string): Promise<{ user: UserRow | null; revoked: boolean }> {
      const [row] = await db.query<{ revoked: boolean } & Partial<UserRow>>(
        `SELECT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked, x.*
           FROM (SELECT 1) one LEFT JOIN (SELECT ${USER_COLUMNS} ${FROM_USERS} WHERE u.id = $1) x ON true`,
        [id, jti],
      );
      const { revoked, ...user } = row;
      return { revoked, user: user.id ? (user as UserRow) : null };
    },
    async isRevoked(jti: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM revoked_tokens WHERE jti = $1', [jti])).length > 0;
    },
    async revoke(jti: string, expiresAtMs: number): Promise<void> {
      await db.query(
        `INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2 / 1000.0)) ON CONFLICT (jti) DO NOTHING`,
        [jti, expiresAtMs],
      );
      await db.query('DELETE FROM revoked_tokens WHERE expires_at < clock_timestamp()');
    },

    /** Consumes a reset / invitation token: returns its user id, or null when unknown, used or expired. */
    async consumeAuthToken(tx: Sql, raw: string): Promise<string | null> {
      const rows = await tx.query<{ user_id: string }>(
        `UPDATE auth_tokens SET used_at = clock_timestamp()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > clock_timestamp() RETURNING user_id`,
        [sha256(raw)],
      );
      const userId = rows[0]?.user_id ?? null;
      // One new password ends every other outstanding link of that account.
      if (userId) await tx.query('UPDATE auth_tokens SET used_at = clock_timestamp() WHERE user_id = $1 AND used_at IS NULL', [userId]);
      return userId;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
