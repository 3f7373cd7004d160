import { type School, type SchoolPatchInput, type schoolPatchSchema, type schoolRegisterSchema, UNDO_MESSAGES } from 'shared-domain';
import type { z } from 'zod';
import { json, type Database, type Sql } from '../db/types';
import { diff } from '../lib/diff';
import { assertFresh, conflict, notFound, NOT_FOUND } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { NoChange, unlessUnchanged } from '../lib/no-change';
import { accountChanges, recordAudit, recordChange, undoableChange } from './audit-repository';
import { SCHOOL_JSON, schoolAuditView, schoolJson } from './schools-sql';
import type { TeacherScope } from './teachers-repository';
import { jsonArrayText } from './sql-json';
import { endAccountLinks, insertUser } from './users-repository';

type RegisterInput = z.output<typeof schoolRegisterSchema>;
type PatchInput = z.output<typeof schoolPatchSchema>;
export type { SchoolPatchInput };

export function createSchoolsRepository(db: Database) {
  const get = async (id: string, q: Sql = db): Promise<School | null> =>
    (await q.query<{ j: School }>(`SELECT ${SCHOOL_JSON} AS j FROM schools s WHERE s.id = $1`, [id]))[0]?.j ?? null;

  /** Locks the row for the rest of the transaction and returns the record, or 404. */
  const lock = async (tx: Sql, id: string): Promise<School> => {
    await tx.query('SELECT 1 FROM schools WHERE id = $1 FOR UPDATE', [id]);
    const s = await get(id, tx);
    if (!s) throw notFound(NOT_FOUND.school);
    return s;
  };

  return {
    get,
    async list(): Promise<School[]> {
      const rows = await db.query<{ j: School }>(`SELECT ${SCHOOL_JSON} AS j FROM schools s ORDER BY s.name, s.id`);
      return rows.map((r) => r.j);
    },
    /** The same list as one JSON array built in SQL (schools/all). */
    async listText(scope?: TeacherScope): Promise<string> {
      if (!scope) return jsonArrayText(db, `SELECT (${SCHOOL_JSON})::text AS j FROM schools s ORDER BY s.name, s.id`);
      return jsonArrayText(
        db,
        `SELECT (${schoolJson({ supervisorId: '$1', userId: '$2' })})::text AS j FROM schools s ORDER BY s.name, s.id`,
        [scope.supervisorId, scope.userId],
      );
    },
    /** One school; with a scope, naming only the scope's teachers. */
    async getScoped(id: string, scope: TeacherScope): Promise<School | null> {
      const sql = `SELECT ${schoolJson({ supervisorId: '$2', userId: '$3' })} AS j FROM schools s WHERE s.id = $1`;
      return (await db.query<{ j: School }>(sql, [id, scope.supervisorId, scope.userId]))[0]?.j ?? null;
    },
    async status(id: string): Promise<'active' | 'inactive' | null> {
      const rows = await db.query<{ status: 'active' | 'inactive' }>('SELECT status FROM schools WHERE id = $1', [id]);
      return rows[0]?.status ?? null;
    },

    /** Creates a school, and its sign-in account when a password hash is given (in `inTx` when given). */
    async create(
      input: RegisterInput,
      o: { status: 'active' | 'inactive'; passwordHash: string | null; actor: string | null },
      inTx?: Sql,
    ): Promise<School> {
      const run = <T>(fn: (tx: Sql) => Promise<T>) => (inTx ? fn(inTx) : db.transaction(fn));
      return run(async (tx) => {
        const id = newId();
        await tx.query(
          `INSERT INTO schools (id, name, nces_id, district_name, status, contact_first, contact_last, contact_email, contact_phone,
                                address, max_interns, allows_interns)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12)`,
          [
            id,
            input.name,
            input.ncesId,
            input.districtName,
            o.status,
            input.contactPerson.name.first,
            input.contactPerson.name.last,
            input.contactInfo.email ?? input.email,
            input.contactInfo.phone,
            json(input.contactInfo.address),
            input.settings.maxInterns,
            input.settings.allowsInterns,
          ],
        );
        if (o.passwordHash) {
          const userId = await insertUser(tx, { email: input.email, passwordHash: o.passwordHash, role: 'school', schoolId: id });
          const changes = accountChanges.created({ email: input.email, role: 'school', schoolId: id, password: true });
          await recordAudit(tx, { entity: 'account', entityId: userId, action: 'create', actor: o.actor, changes });
        }
        const school = (await get(id, tx))!;
        await recordChange(tx, { entity: 'school', entityId: id, actor: o.actor }, schoolAuditView, null, school);
        return school;
      });
    },

    /** PUT schools/{id}: the status toggle, inside the caller's transaction; `changed` false when it already had it. */
    async setStatus(tx: Sql, id: string, status: 'active' | 'inactive', actor: string): Promise<{ school: School; changed: boolean }> {
      const before = await lock(tx, id);
      if (before.status === status) return { school: before, changed: false };
      await tx.query(
        "UPDATE schools SET status = $2, updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond') WHERE id = $1",
        [id, status],
      );
      // A deactivated school's outstanding links (a reset link, an invitation) end with it.
      if (status === 'inactive') await endAccountLinks(tx, { schoolId: id });
      const after = (await get(id, tx))!;
      await recordChange(tx, { entity: 'school', entityId: id, actor }, schoolAuditView, before, after);
      return { school: after, changed: true };
    },

    /**
     * Takes back the actor's own change of the status to `undone`: only when it is the school's last audited change,
     * was not itself undone, and is within the undo window (by the database's clock, the one that stamped it). The act's audit row
     * stays; the undo is a row of its own (action 'undo').
     */
    async undoStatus(tx: Sql, id: string, undone: School['status'], actor: string): Promise<School> {
      const before = await lock(tx, id);
      if (before.status !== undone) throw conflict(UNDO_MESSAGES.nothingToUndo);
      const changes = await undoableChange(tx, { entity: 'school', entityId: id }, actor, 'status', undone);
      const change = changes.find((c) => c.field === 'status')!;
      const status = change.from as School['status'];
      await tx.query(
        "UPDATE schools SET status = $2, updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond') WHERE id = $1",
        [id, status],
      );
      if (status === 'inactive') await endAccountLinks(tx, { schoolId: id });
      const after = (await get(id, tx))!;
      await recordAudit(tx, {
        entity: 'school',
        entityId: id,
        action: 'undo',
        actor,
        changes: diff(schoolAuditView(before), schoolAuditView(after)),
      });
      return after;
    },

    async patch(id: string, p: PatchInput, actor: string): Promise<School> {
      const work = db.transaction(async (tx) => {
        const b = await lock(tx, id);
        assertFresh(p.updatedAt, b);
        const ci = p.contactInfo ?? {};
        const next = {
          name: p.name ?? b.name,
          ncesId: p.ncesId ?? b.ncesId,
          districtName: p.districtName ?? b.districtName,
          first: p.contactPerson?.name.first ?? b.contactPerson.name.first,
          last: p.contactPerson?.name.last ?? b.contactPerson.name.last,
          email: ci.email ?? b.contactInfo.email,
          phone: ci.phone ?? b.contactInfo.phone,
          address: { ...b.contactInfo.address, ...(ci.address ?? {}) },
          maxInterns: p.settings?.maxInterns ?? b.settings.maxInterns,
          allowsInterns: p.settings?.allowsInterns ?? b.settings.allowsInterns,
        };
        await tx.query(
          `UPDATE schools SET name = $2, nces_id = $3, district_name = $4, contact_first = $5, contact_last = $6, contact_email = $7,
                  contact_phone = $8, address = $9::jsonb, max_interns = $10, allows_interns = $11,
                  updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
            WHERE id = $1`,
          [
            id,
            next.name,
            next.ncesId,
            next.districtName,
            next.first,
            next.last,
            next.email,
            next.phone,
            json(next.address),
            next.maxInterns,
            next.allowsInterns,
          ],
        );
        const after = (await get(id, tx))!;
        const changes = await recordChange(tx, { entity: 'school', entityId: id, actor }, schoolAuditView, b, after);
        if (!changes.length) throw new NoChange(b);
        return after;
      });
      // Nothing changed: the stored record (and its updatedAt) stays as it was.
      return unlessUnchanged(work);
    },
  };
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
