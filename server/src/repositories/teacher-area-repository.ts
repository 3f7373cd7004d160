import { MESSAGES, type ConsentRecord, type StoredTeacher, type TeacherPortal } from 'shared-domain';
import { json, type Database, type Sql } from '../db/types';
import { diff, type FieldChange } from '../lib/diff';
import { conflict, notFound } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { accountChanges, recordAudit } from './audit-repository';
import { endAccountLinks, insertUser } from './users-repository';
import type { TeachersRepository } from './teachers-repository';
import { LOCK_TEACHER } from './teachers-sql';

/** The consent columns of a teacher (migration 023) and the newest consent record's facts. */
export interface ConsentRow {
  on: boolean;
  hiddenSchoolIds: string[];
  hiddenDistricts: string[];
  version: number;
  textVersion: string | null;
  changedAt: string | null;
  staffOff: { reason: string; at: string } | null;
  available: boolean;
  status: string;
}

export interface ConsentChange {
  on: boolean;
  hiddenSchoolIds: string[];
  hiddenDistricts: string[];
  by: 'teacher' | 'staff-off';
  actor: string;
  textVersion: string | null;
  text: string;
  reason: string | null;
}

const PORTAL_COLUMNS = `u.id, u.email, iso_ts(u.invited_at) AS "invitedAt", iso_ts(u.accepted_at) AS "acceptedAt",
  iso_ts(u.revoked_at) AS "revokedAt"`;
const PORTAL_SQL = `SELECT ${PORTAL_COLUMNS} FROM users u WHERE u.teacher_id = $1`;
type PortalRow = { id: string; email: string; invitedAt: string | null; acceptedAt: string | null; revokedAt: string | null };

export const portalState = (r: PortalRow | undefined): TeacherPortal =>
  !r
    ? { state: 'none', email: null, invitedAt: null, acceptedAt: null, revokedAt: null }
    : {
        state: r.revokedAt ? 'revoked' : r.acceptedAt ? 'active' : 'invited',
        email: r.email,
        invitedAt: r.invitedAt,
        acceptedAt: r.acceptedAt,
        revokedAt: r.revokedAt,
      };

/**
 * The teacher's own area in the database: the teacher-portal account of a record, the talent-pool consent
 * and its versioned records, the teacher's own contact details, notification choices, profile and acknowledgements.
 * Every write runs in a transaction with its audit row.
 */
export function createTeacherAreaRepository(db: Database, teachers: TeachersRepository) {
  async function writeDoc(tx: Sql, before: StoredTeacher, doc: Record<string, unknown>, actor: string, changes: FieldChange[]) {
    if (!changes.length) return;
    await tx.query(
      `UPDATE teachers SET doc = doc || $2::jsonb, updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond') WHERE id = $1`,
      [before._id, json(doc)],
    );
    await recordAudit(tx, { entity: 'teacher', entityId: before._id, action: 'update', actor, changes });
  }

  async function consent(teacherId: string, q: Sql = db): Promise<ConsentRow | null> {
    const [row] = await q.query<ConsentRow>(
      `SELECT t.consent_on AS on, t.consent_hidden_schools AS "hiddenSchoolIds", t.consent_hidden_districts AS "hiddenDistricts",
              coalesce(c.version, 0) AS version, c.text_version AS "textVersion", iso_ts(c.created_at) AS "changedAt",
              CASE WHEN c.given_by = 'staff-off' THEN jsonb_build_object('reason', c.reason, 'at', iso_ts(c.created_at)) END AS "staffOff",
              (t.doc #>> '{publicProfile,show}') = 'true' AS available, t.teacher_status AS status
         FROM teachers t
         LEFT JOIN LATERAL (SELECT * FROM teacher_consents x WHERE x.teacher_id = t.id ORDER BY x.version DESC LIMIT 1) c ON true
        WHERE t.id = $1`,
      [teacherId],
    );
    return row ? { ...row, version: Number(row.version) } : null;
  }

  return {
    /** The record's portal account (none, invited, active, revoked). */
    async portal(teacherId: string, q: Sql = db): Promise<TeacherPortal> {
      return portalState((await q.query<PortalRow>(PORTAL_SQL, [teacherId]))[0]);
    },
    /** The portal accounts of the records `teacherIds` in one read (a record without one: state 'none'). */
    async portals(teacherIds: readonly string[]): Promise<Map<string, TeacherPortal>> {
      const rows = await db.query<PortalRow & { teacherId: string }>(
        `SELECT ${PORTAL_COLUMNS}, u.teacher_id::text AS "teacherId" FROM users u WHERE u.teacher_id = ANY($1::uuid[])`,
        [teacherIds],
      );
      const byTeacher = new Map(rows.map((r) => [r.teacherId, r]));
      return new Map(teacherIds.map((id) => [id, portalState(byTeacher.get(id))]));
    },
    /**
     * The e-mails a candidate may be reached at besides a portal account, for the records `teacherIds` in one read:
     * the record's contact e-mail and the one on the application the record came from (the latest submitted).
     */
    async contactEmails(teacherIds: readonly string[]): Promise<Map<string, { record: string | null; application: string | null }>> {
      const rows = await db.query<{ teacherId: string; record: string | null; application: string | null }>(
        `SELECT t.id::text AS "teacherId", t.email AS record,
           (SELECT a.data->>'email' FROM admission_applications a WHERE a.teacher_id = t.id AND a.submitted_at IS NOT NULL
             ORDER BY a.submitted_at DESC LIMIT 1) AS application
         FROM teachers t WHERE t.id = ANY($1::uuid[])`,
        [teacherIds],
      );
      return new Map(rows.map(({ teacherId, record, application }) => [teacherId, { record, application }]));
    },
    async portalRow(tx: Sql, teacherId: string): Promise<PortalRow | null> {
      return (await tx.query<PortalRow>(`${PORTAL_SQL} FOR UPDATE`, [teacherId]))[0] ?? null;
    },
    /** Creates the teacher account of a record (login = its e-mail, no usable password), invited now. 409 when the e-mail is taken. */
    async createAccount(tx: Sql, teacherId: string, email: string, actor: string): Promise<string> {
      const id = await insertUser(tx, { email, passwordHash: null, role: 'teacher', teacherId });
      await tx.query('UPDATE users SET invited_at = clock_timestamp() WHERE id = $1', [id]);
      await recordAudit(tx, {
        entity: 'account',
        entityId: id,
        action: 'create',
        actor,
        changes: [
          ...accountChanges.created({ email, role: 'teacher', password: false }),
          { field: 'teacherId', from: null, to: teacherId },
          ...accountChanges.linkSent('invitation', email),
        ],
      });
      return id;
    },
    /** A new invitation of an existing account: a revoked one can sign in again once it sets its password. */
    async reinvite(tx: Sql, account: PortalRow, actor: string): Promise<void> {
      await tx.query('UPDATE users SET invited_at = clock_timestamp(), revoked_at = NULL WHERE id = $1', [account.id]);
      await recordAudit(tx, {
        entity: 'account',
        entityId: account.id,
        action: 'update',
        actor,
        changes: [
          ...(account.revokedAt ? [{ field: 'portal', from: 'revoked', to: 'invited' }] : []),
          ...accountChanges.linkSent('invitation', account.email),
        ],
      });
    },
    /** Revokes the account: it can no longer sign in; its sessions and unused links end at once. */
    async revoke(tx: Sql, account: PortalRow, actor: string): Promise<void> {
      await tx.query('UPDATE users SET revoked_at = clock_timestamp() WHERE id = $1', [account.id]);
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [account.id]);
      await endAccountLinks(tx, { userId: account.id });
      await recordAudit(tx, {
        entity: 'account',
        entityId: account.id,
        action: 'update',
        actor,
        changes: [{ field: 'portal', from: account.acceptedAt ? 'active' : 'invited', to: 'revoked' }],
      });
    },

    consent,
    /** Records a consent change as the next versioned record and makes it the teacher's current consent. */
    async changeConsent(teacherId: string, c: ConsentChange): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(LOCK_TEACHER, [teacherId]);
        const before = await consent(teacherId, tx);
        if (!before) throw notFound();
        // The same choice under the same text (a form sent back unchanged): nothing to record.
        const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
        if (
          c.by === 'teacher' &&
          before.on === c.on &&
          // Staying off needs no agreement to the text; staying on keeps the text agreed to.
          (!c.on || before.textVersion === c.textVersion) &&
          !before.staffOff &&
          same(before.hiddenSchoolIds, c.hiddenSchoolIds) &&
          same(before.hiddenDistricts, c.hiddenDistricts)
        )
          return;
        const version = before.version + 1;
        await tx.query(
          `INSERT INTO teacher_consents (id, teacher_id, version, consent_on, hidden_school_ids, hidden_districts, given_by, actor,
                                         text_version, text_shown, reason)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11)`,
          [
            newId(),
            teacherId,
            version,
            c.on,
            json(c.hiddenSchoolIds),
            json(c.hiddenDistricts),
            c.by,
            c.actor,
            c.textVersion,
            c.text,
            c.reason,
          ],
        );
        await tx.query(
          `UPDATE teachers SET consent_on = $2, consent_hidden_schools = $3::jsonb, consent_hidden_districts = $4::jsonb,
                  updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond') WHERE id = $1`,
          [teacherId, c.on, json(c.hiddenSchoolIds), json(c.hiddenDistricts)],
        );
        await recordAudit(tx, {
          entity: 'teacher',
          entityId: teacherId,
          action: 'update',
          actor: c.actor,
          changes: [
            { field: 'talentPoolConsent.version', from: before.version, to: version },
            ...diff(
              { talentPoolConsent: { on: before.on, hiddenSchoolIds: before.hiddenSchoolIds, hiddenDistricts: before.hiddenDistricts } },
              { talentPoolConsent: { on: c.on, hiddenSchoolIds: c.hiddenSchoolIds, hiddenDistricts: c.hiddenDistricts } },
            ),
            ...(c.reason ? [{ field: 'talentPoolConsent.reason', from: null, to: c.reason }] : []),
          ],
        });
      });
    },
    /** Every consent record of a teacher, newest first (never who on staff: only 'staff-off'). */
    async consentHistory(teacherId: string): Promise<ConsentRecord[]> {
      const rows = await db.query<ConsentRecord>(
        `SELECT version, consent_on AS on, hidden_school_ids AS "hiddenSchoolIds", hidden_districts AS "hiddenDistricts", given_by AS by,
                text_version AS "textVersion", text_shown AS text, reason, iso_ts(created_at) AS at
           FROM teacher_consents WHERE teacher_id = $1 ORDER BY version DESC`,
        [teacherId],
      );
      return rows.map((r) => ({ ...r, version: Number(r.version) }));
    },
    /** The active schools a teacher may hide from, and the districts. */
    async hideChoices(): Promise<{ schools: { _id: string; name: string; districtName: string }[]; districts: string[] }> {
      const schools = await db.query<{ _id: string; name: string; districtName: string }>(
        `SELECT id AS "_id", name, district_name AS "districtName" FROM schools WHERE status = 'active' ORDER BY name, id`,
      );
      return { schools, districts: [...new Set(schools.map((s) => s.districtName))].sort() };
    },
    async unknownSchools(ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db.query<{ id: string }>('SELECT id::text AS id FROM schools WHERE id = ANY($1::uuid[])', [ids]);
      const known = new Set(rows.map((r) => r.id));
      return ids.filter((id) => !known.has(id));
    },
    /** Which schools asked about the teacher, and the program's answer. */
    async requests(teacherId: string) {
      return db.query<{
        _id: string;
        schoolName: string;
        districtName: string;
        status: 'pending' | 'approved' | 'denied';
        createdAt: string;
        responseDate: string | null;
      }>(
        `SELECT r.id AS "_id", s.name AS "schoolName", s.district_name AS "districtName", r.status, iso_ts(r.created_at) AS "createdAt",
                iso_ts(r.response_date) AS "responseDate"
           FROM requests r JOIN schools s ON s.id = r.school_id WHERE r.teacher_id = $1 ORDER BY r.created_at DESC, r.id`,
        [teacherId],
      );
    },

    async notifications(teacherId: string): Promise<{ email: boolean; sms: boolean }> {
      const [row] = await db.query<{ email: boolean; sms: boolean }>(
        'SELECT notify_email AS email, notify_sms AS sms FROM teachers WHERE id = $1',
        [teacherId],
      );
      return row ?? { email: true, sms: false };
    },
    async setNotifications(teacherId: string, n: { email: boolean; sms: boolean }, actor: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.query<{ email: boolean; sms: boolean }>(
          'SELECT notify_email AS email, notify_sms AS sms FROM teachers WHERE id = $1 FOR NO KEY UPDATE',
          [teacherId],
        );
        const changes = diff({ notifications: before }, { notifications: n });
        if (!changes.length) return;
        await tx.query('UPDATE teachers SET notify_email = $2, notify_sms = $3, updated_at = clock_timestamp() WHERE id = $1', [
          teacherId,
          n.email,
          n.sms,
        ]);
        await recordAudit(tx, { entity: 'teacher', entityId: teacherId, action: 'update', actor, changes });
      });
    },

    /** Merges part of the record's document (contact, publicProfile) as the teacher changed it; audited field by field. */
    async patchDoc(
      teacherId: string,
      key: 'contact' | 'publicProfile',
      value: Record<string, unknown>,
      actor: string,
    ): Promise<StoredTeacher> {
      return db.transaction(async (tx) => {
        const before = await teachers.lock(tx, teacherId);
        const merged = { ...(before[key] as Record<string, unknown>), ...value };
        await writeDoc(tx, before, { [key]: merged }, actor, diff({ [key]: before[key] }, { [key]: merged }));
        return (await teachers.get(teacherId, tx))!;
      });
    },

    /** The teacher's receipt of one observation: when, and the reply. 404 unknown, 409 already acknowledged. */
    async acknowledge(teacherId: string, supervisionId: string, reply: string, actor: string): Promise<StoredTeacher> {
      return db.transaction(async (tx) => {
        const before = await teachers.lock(tx, teacherId);
        const list = before.supervisions.list;
        const at = list.findIndex((o) => o._id === supervisionId);
        if (at === -1) throw notFound(MESSAGES.observationNotFound);
        if (list[at].acknowledgedAt) throw conflict(MESSAGES.observationAlreadyAcknowledged);
        const acknowledgedAt = new Date().toISOString();
        const next = list.map((o, i) => (i === at ? { ...o, acknowledgedAt, reply: reply || null } : o));
        await writeDoc(tx, before, { supervisions: { ...before.supervisions, list: next } }, actor, [
          { field: `supervisions.list.${supervisionId}.acknowledgedAt`, from: null, to: acknowledgedAt },
          ...(reply ? [{ field: `supervisions.list.${supervisionId}.reply`, from: null, to: reply }] : []),
        ]);
        return (await teachers.get(teacherId, tx))!;
      });
    },

    /**
     * Observations recorded at least `days` ago, not acknowledged, of teachers with a live portal account (not
     * revoked, e-mail reminders on): one row per observation (the reminder job sends each once).
     */
    async unacknowledged(days: number) {
      return db.query<{ teacherId: string; email: string; first: string; obsId: string; date: string; notifyEmail: boolean }>(
        `SELECT t.id AS "teacherId", u.email, t.first_name AS first, o->>'_id' AS "obsId", o->>'date' AS date, t.notify_email AS "notifyEmail"
           FROM teachers t JOIN users u ON u.teacher_id = t.id AND u.revoked_at IS NULL
           CROSS JOIN LATERAL jsonb_array_elements(coalesce(t.doc #> '{supervisions,list}', '[]'::jsonb)) o
          WHERE coalesce(o->>'acknowledgedAt', '') = ''
            AND greatest(coalesce(nullif(o->>'recordedAt', '')::timestamptz, nullif(o->>'date', '')::date::timestamptz), u.invited_at)
                <= clock_timestamp() - $1 * interval '1 day'
          ORDER BY t.id, o->>'_id'`,
        [days],
      );
    },
  };
}
export type TeacherAreaRepository = ReturnType<typeof createTeacherAreaRepository>;
