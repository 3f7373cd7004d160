import { MESSAGES, smsNumber, type Supervisor, type supervisorPatchSchema, type supervisorRegisterSchema } from 'shared-domain';
import type { z } from 'zod';
import { json, type Database, type Sql } from '../db/types';
import { assertFresh, fieldError, notFound, NOT_FOUND } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { NoChange, unlessUnchanged } from '../lib/no-change';
import { accountChanges, recordAudit, recordChange } from './audit-repository';
import { SUPERVISOR_JSON, supervisorAuditView, supervisorJson } from './supervisors-sql';
import type { TeacherScope } from './teachers-repository';
import { endAccountLinks, insertUser } from './users-repository';
import { unlessDuplicate } from './unique';

type RegisterInput = z.output<typeof supervisorRegisterSchema>;
type PatchInput = z.output<typeof supervisorPatchSchema>;
const BUMP = `updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')`;

async function assertSchool(tx: Sql, schoolId: string): Promise<void> {
  if (!(await tx.query('SELECT 1 FROM schools WHERE id = $1', [schoolId])).length) throw notFound(NOT_FOUND.school);
}

/** 400 naming the phone: SMS cannot be turned on without a mobile number in E.164. */
const smsRefused = () => fieldError('contactInfo.phone', MESSAGES.smsNeedsMobileNumber, false);

export function createSupervisorsRepository(db: Database) {
  const get = async (id: string, q: Sql = db): Promise<Supervisor | null> =>
    (await q.query<{ j: Supervisor }>(`SELECT ${SUPERVISOR_JSON} AS j FROM supervisors v WHERE v.id = $1`, [id]))[0]?.j ?? null;

  return {
    get,
    async list(): Promise<Supervisor[]> {
      const rows = await db.query<{ j: Supervisor }>(
        `SELECT ${SUPERVISOR_JSON} AS j FROM supervisors v ORDER BY v.last_name, v.first_name, v.id`,
      );
      return rows.map((r) => r.j);
    },

    /** The same list as one JSON array built in SQL (supervisors/all). */
    async listText(scope?: TeacherScope): Promise<string> {
      const [row] = await db.query<{ body: string }>(
        `SELECT coalesce(json_agg(${supervisorJson(scope && { supervisorId: '$1', userId: '$2' })} ORDER BY v.last_name, v.first_name, v.id), '[]')::text
                AS body FROM supervisors v`,
        scope ? [scope.supervisorId, scope.userId] : [],
      );
      return row.body;
    },
    /** One supervisor; with a scope, naming only the scope's teachers. */
    async getScoped(id: string, scope: TeacherScope): Promise<Supervisor | null> {
      const sql = `SELECT ${supervisorJson({ supervisorId: '$2', userId: '$3' })} AS j FROM supervisors v WHERE v.id = $1`;
      return (await db.query<{ j: Supervisor }>(sql, [id, scope.supervisorId, scope.userId]))[0]?.j ?? null;
    },

    /** Creates the supervisor and its account (it can sign in at once), inside the caller's transaction. */
    async register(tx: Sql, input: RegisterInput, passwordHash: string, actor: string): Promise<Supervisor> {
      await assertSchool(tx, input.schoolId);
      const id = newId();
      const s = input.settings;
      if (s.notificationPreferences.sms && !smsNumber(input.contactInfo.phone)) throw smsRefused();
      await tx.query(
        `INSERT INTO supervisors (id, status, first_name, last_name, email, contact_email, contact_phone, certification,
           years_experience, specializations, school_id, max_teachers, available_for_new, notify_email, notify_sms)
         VALUES ($1, $2, $3, $4, lower($5), $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15)`,
        [
          id,
          input.status,
          input.name.first,
          input.name.last,
          input.email,
          input.contactInfo.email ?? input.email,
          input.contactInfo.phone,
          input.credentials.certification,
          input.credentials.yearsExperience,
          json(input.credentials.specializations),
          input.schoolId,
          s.maxTeachers,
          s.availableForNewTeachers,
          s.notificationPreferences.email,
          s.notificationPreferences.sms,
        ],
      );
      const userId = await insertUser(tx, { email: input.email, passwordHash, role: 'supervisor', supervisorId: id });
      const created = (await get(id, tx))!;
      await recordChange(tx, { entity: 'supervisor', entityId: id, actor }, supervisorAuditView, null, created);
      const account = accountChanges.created({ email: input.email, role: 'supervisor', supervisorId: id, password: true });
      await recordAudit(tx, { entity: 'account', entityId: userId, action: 'create', actor, changes: account });
      return created;
    },

    async patch(id: string, p: PatchInput, actor: string): Promise<Supervisor> {
      const work = db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM supervisors WHERE id = $1 FOR UPDATE', [id]);
        const b = await get(id, tx);
        if (!b) throw notFound(NOT_FOUND.supervisor);
        assertFresh(p.updatedAt, b);
        if (p.schoolId && p.schoolId !== b.schoolId) await assertSchool(tx, p.schoolId);
        const cred = { ...b.credentials, ...(p.credentials ?? {}) };
        const st = p.settings ?? {};
        const email = p.email ?? b.email;
        // Text messages need a number they can reach: checked when SMS is turned on or the phone changes.
        const smsOn = st.notificationPreferences?.sms ?? b.settings.notificationPreferences.sms;
        const phone = p.contactInfo?.phone ?? b.contactInfo.phone;
        const smsChanged = !b.settings.notificationPreferences.sms || phone !== b.contactInfo.phone;
        if (smsOn && smsChanged && !smsNumber(phone)) throw smsRefused();
        await tx.query(
          `UPDATE supervisors SET status = $2, first_name = $3, last_name = $4, email = lower($5), contact_email = $6, contact_phone = $7,
                  certification = $8, years_experience = $9, specializations = $10::jsonb, school_id = $11, max_teachers = $12,
                  available_for_new = $13, notify_email = $14, notify_sms = $15, ${BUMP}
            WHERE id = $1`,
          [
            id,
            p.status ?? b.status,
            p.name?.first ?? b.name.first,
            p.name?.last ?? b.name.last,
            email,
            p.contactInfo?.email ?? b.contactInfo.email,
            p.contactInfo?.phone ?? b.contactInfo.phone,
            cred.certification,
            cred.yearsExperience,
            json(cred.specializations),
            p.schoolId ?? b.schoolId,
            st.maxTeachers ?? b.settings.maxTeachers,
            st.availableForNewTeachers ?? b.settings.availableForNewTeachers,
            st.notificationPreferences?.email ?? b.settings.notificationPreferences.email,
            st.notificationPreferences?.sms ?? b.settings.notificationPreferences.sms,
          ],
        );
        // A deactivation, or a new e-mail (the account's login), ends the account's outstanding links.
        if ((p.status ?? b.status) !== 'active' && b.status === 'active') await endAccountLinks(tx, { supervisorId: id });
        if (email !== b.email) {
          await endAccountLinks(tx, { supervisorId: id });
          const [account] = await unlessDuplicate(
            tx.query<{ id: string; email: string }>(
              // The self-join returns the e-mail the account had before this update.
              `UPDATE users u SET email = lower($2), updated_at = clock_timestamp() FROM users prev
                WHERE u.supervisor_id = $1 AND prev.id = u.id RETURNING u.id, prev.email`,
              [id, email],
            ),
            MESSAGES.emailTaken,
          );
          if (account && account.email !== email.toLowerCase()) {
            const changes = accountChanges.email(account.email, email.toLowerCase());
            await recordAudit(tx, { entity: 'account', entityId: account.id, action: 'update', actor, changes });
          }
        }
        const after = (await get(id, tx))!;
        const changes = await recordChange(tx, { entity: 'supervisor', entityId: id, actor }, supervisorAuditView, b, after);
        if (!changes.length) throw new NoChange(b);
        return after;
      });
      return unlessUnchanged(work);
    },
  };
}
export type SupervisorsRepository = ReturnType<typeof createSupervisorsRepository>;
