import {
  MESSAGES,
  toTeacherListItem,
  type ChecklistRules,
  type StoredTeacher,
  type TeacherBody,
  type TeacherListItem,
  type supervisionRecordSchema,
} from 'shared-domain';
import type { z } from 'zod';
import { json, type Database, type Sql } from '../db/types';
import type { ScopedList } from '../lib/list-cache';
import { diff, type FieldChange } from '../lib/diff';
import { assertFresh, conflict, notFound, NOT_FOUND } from '../lib/http-errors';
import { enteredObservations, keepStoredLog, logDiffers } from '../lib/observation-log';
import { newId } from '../lib/ids';
import { NoChange, unlessUnchanged } from '../lib/no-change';
import { recordAudit } from './audit-repository';
import { LOCK_TEACHER, TEACHER_FROM, TEACHER_JSON, teacherBody, teacherInScopeSql, teacherRow } from './teachers-sql';

type SupervisionRecord = z.output<typeof supervisionRecordSchema>;

/** Teachers per query when the whole list is read (about 2 KB of JSON each). */
const LIST_PAGE = 500;

/**
 * The teachers a field supervisor keeps to (the setting security.limitSupervisorsToOwnTeachers): those
 * assigned to its supervisor record and those its account added.
 */
export interface TeacherScope {
  supervisorId: string;
  userId: string;
}
/** The list cache's keys of a scope, and of a teacher's owners (lib/list-cache ScopedList). */
export const scopeKeys = (s: TeacherScope): string[] => [`supervisor:${s.supervisorId}`, `user:${s.userId}`];
const ownerKeys = (supervisorId: string | null, createdBy: string | null) => [
  ...(supervisorId ? [`supervisor:${supervisorId}`] : []),
  ...(createdBy ? [`user:${createdBy}`] : []),
];
/** The SQL condition of a scope over TEACHER_FROM, its two values as parameters $n and $n+1. */
const inScopeSql = (n: number) => teacherInScopeSql(`$${n}`, `$${n + 1}`);

/**
 * Forms and hours a new record comes with were received before the portal: migration 046's evidence_before_portal turns
 * them into evidence entries of the same kind (a document version, field hours), audited as `actor`'s.
 */
export async function evidenceBeforePortal(tx: Sql, teacherId: string, actor: string): Promise<void> {
  await tx.query('SELECT evidence_before_portal($1, $2, $2)', [teacherId, actor]);
}

export function createTeachersRepository(db: Database) {
  const get = async (id: string, q: Sql = db): Promise<StoredTeacher | null> =>
    (await q.query<{ j: StoredTeacher }>(`SELECT ${TEACHER_JSON} AS j FROM ${TEACHER_FROM} WHERE t.id = $1`, [id]))[0]?.j ?? null;

  const lock = async (tx: Sql, id: string): Promise<StoredTeacher> => {
    await tx.query(LOCK_TEACHER, [id]);
    const t = await get(id, tx);
    if (!t) throw notFound(NOT_FOUND.teacher);
    return t;
  };

  /**
   * Every teacher with its current assignment, in list order (last, first name), as JSON texts serialised in SQL,
   * a page at a time: no query holds the whole table's JSON, so the embedded database's heap (which never
   * shrinks) stays small however many teachers there are. One read-only snapshot, so the pages agree. `less` takes
   * keys off each record (` - 'financials'`); `scope` reads only a supervisor's own teachers. `visit` also gets each
   * record's owners (its supervisor's and its creator's keys, see scopeKeys).
   */
  async function eachPage(
    visit: (page: string[], owners: string[][]) => void,
    size = LIST_PAGE,
    less = '',
    scope?: TeacherScope | null,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      let after: string[] | null = null;
      for (;;) {
        const where = [
          ...(scope ? [inScopeSql(2)] : []),
          ...(after ? [`(t.last_name, t.first_name, t.id) > ($${scope ? 4 : 2}, $${scope ? 5 : 3}, $${scope ? 6 : 4}::uuid)`] : []),
        ];
        const rows: { j: string; last: string; first: string; id: string; sv: string | null; cb: string | null }[] = await tx.query(
          `SELECT ((${TEACHER_JSON})${less})::text AS j, t.last_name AS last, t.first_name AS first, t.id::text AS id,
                  a.supervisor_id::text AS sv, t.created_by::text AS cb
             FROM ${TEACHER_FROM}
            ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY t.last_name, t.first_name, t.id LIMIT $1`,
          [size, ...(scope ? [scope.supervisorId, scope.userId] : []), ...(after ?? [])],
        );
        if (rows.length) {
          visit(
            rows.map((r) => r.j),
            rows.map((r) => ownerKeys(r.sv, r.cb)),
          );
        }
        if (rows.length < size) return;
        const last = rows[rows.length - 1];
        after = [last.last, last.first, last.id];
      }
    });
  }

  /**
   * The teachers named by `ids` (JSON texts serialised in SQL), a page of ids per query, in no particular order: a
   * reader that needs a few hundred records of a hundred thousand reads those and not the table.
   */
  async function eachOf(ids: readonly string[], visit: (page: string[]) => void, size = LIST_PAGE): Promise<void> {
    for (let i = 0; i < ids.length; i += size) {
      const rows: { j: string }[] = await db.query(
        `SELECT (${TEACHER_JSON})::text AS j FROM ${TEACHER_FROM} WHERE t.id = ANY($1::uuid[])`,
        [ids.slice(i, i + size)],
      );
      visit(rows.map((r) => r.j));
    }
  }

  /** Writes a new body over `before` and records the field-level changes; unchanged = no write. */
  async function save(tx: Sql, before: StoredTeacher, body: TeacherBody, actor: string): Promise<StoredTeacher> {
    const changes = diff(teacherBody(before), body);
    if (!changes.length) throw new NoChange(before);
    const r = teacherRow(body);
    await tx.query(
      `UPDATE teachers SET teacher_status = $2, first_name = $3, last_name = $4, tea_id = $5, orbund_id = $6, doc = $7::jsonb,
              updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
        WHERE id = $1`,
      [before._id, r.teacherStatus, r.first, r.last, r.teaId, r.orbundId, json(r.doc)],
    );
    await recordAudit(tx, { entity: 'teacher', entityId: before._id, action: 'update', actor, changes });
    return (await get(before._id, tx))!;
  }

  /**
   * Writes the financials the ledger derived with the ledger change that caused them (`change`), in one
   * audit row on the teacher; bumps updatedAt, so a form open on the old figures is told (409) rather than overwriting.
   */
  async function writeFinancials(
    tx: Sql,
    before: StoredTeacher,
    financials: StoredTeacher['financials'],
    actor: string,
    change: FieldChange,
  ) {
    const changes = [change, ...diff({ financials: before.financials }, { financials })];
    await tx.query(
      `UPDATE teachers SET doc = jsonb_set(doc, '{financials}', $2::jsonb),
              updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
        WHERE id = $1`,
      [before._id, json(financials)],
    );
    await recordAudit(tx, { entity: 'teacher', entityId: before._id, action: 'update', actor, changes });
    return (await get(before._id, tx))!;
  }

  return {
    get,
    lock,
    writeFinancials,
    eachPage,
    eachOf,
    /** The staff lists' projection of every teacher for `now` (teachers/all?view=list), each with its owners. */
    async listItemsText(now: Date, timeZone?: string, rules?: ChecklistRules): Promise<ScopedList> {
      const list: ScopedList = { items: [], owners: [] };
      await eachPage((page, owners) => {
        for (const j of page) list.items.push(JSON.stringify(toTeacherListItem(JSON.parse(j) as StoredTeacher, now, { timeZone, rules })));
        list.owners.push(...owners);
      });
      return list;
    },

    /** The first `n` items of that projection, in the list's order (a first paint before the whole list); `scope`: a supervisor's own. */
    async listItemsFirst(n: number, now: Date, o: { timeZone?: string; rules?: ChecklistRules; scope?: TeacherScope | null } = {}) {
      const rows = await db.query<{ j: StoredTeacher }>(
        `SELECT ${TEACHER_JSON} AS j FROM ${TEACHER_FROM} ${o.scope ? `WHERE ${inScopeSql(2)}` : ''}
          ORDER BY t.last_name, t.first_name, t.id LIMIT $1`,
        o.scope ? [n, o.scope.supervisorId, o.scope.userId] : [n],
      );
      return rows.map((r): TeacherListItem => toTeacherListItem(r.j, now, { timeZone: o.timeZone, rules: o.rules }));
    },

    /** True when the teacher exists and is in `scope` (assigned to the supervisor or added by its account). */
    async inScope(id: string, scope: TeacherScope): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM ${TEACHER_FROM} WHERE t.id = $1 AND ${inScopeSql(2)}`, [
        id,
        scope.supervisorId,
        scope.userId,
      ]);
      return rows.length > 0;
    },

    /**
     * A new record added by `actor` (its e-mail goes into the audit trail, its account id into created_by); `then`
     * runs in its transaction once it exists (its opening balance goes into the ledger).
     */
    async create(
      body: TeacherBody,
      actor: { email: string; id: string | null },
      then?: (tx: Sql, id: string) => Promise<void>,
    ): Promise<StoredTeacher> {
      body = enteredObservations(body, actor.email, new Date().toISOString());
      return db.transaction(async (tx) => {
        const id = newId();
        const r = teacherRow(body);
        await tx.query(
          `INSERT INTO teachers (id, teacher_status, first_name, last_name, tea_id, orbund_id, doc, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
          [id, r.teacherStatus, r.first, r.last, r.teaId, r.orbundId, json(r.doc), actor.id],
        );
        await recordAudit(tx, { entity: 'teacher', entityId: id, action: 'create', actor: actor.email, changes: diff({}, body) });
        await then?.(tx, id);
        return (await get(id, tx))!;
      });
    },

    /**
     * PUT: replaces the whole record; a stale `updatedAt` is a 409 carrying the newer record. The financials are the
     * ledger's and the observations the observation routes': the stored ones are kept whatever
     * the body says, and `logKept` tells whether the body's observations differed (the answer says so).
     */
    async replace(
      id: string,
      body: TeacherBody,
      updatedAt: string | undefined,
      actor: string,
      /** The record's assignment, saved in the same transaction (the record's one Save); true if it changed. */
      assign?: (tx: Sql) => Promise<boolean>,
    ): Promise<{ saved: StoredTeacher; logKept: boolean }> {
      let logKept = false;
      const saved = await unlessUnchanged(
        db.transaction(async (tx) => {
          let before = await lock(tx, id);
          assertFresh(updatedAt, before);
          // The body's supervisor name as read (the assigned supervisor's): an echo, not a typed name.
          const echoed = !!before.assignment?.supervisorName && body.supervisions.supervisor === before.supervisions.supervisor;
          const assigned = assign ? await assign(tx) : false;
          if (assigned) before = (await get(id, tx))!;
          // The observation log is the observation routes': the stored one is kept whatever the body says.
          logKept = logDiffers(body, before);
          const next = { ...keepStoredLog(body, before), financials: before.financials };
          // With a field supervisor assigned, the record's supervisor name is that supervisor's (derived on
          // every read); the body's copy of it (or its echo of the one just taken off) changes nothing.
          if (before.assignment?.supervisorName || echoed) {
            next.supervisions = { ...next.supervisions, supervisor: before.supervisions.supervisor };
          }
          try {
            return await save(tx, before, next, actor);
          } catch (err) {
            // Only the assignment changed: that is kept (its own audit row), the record is answered as it now is.
            if (err instanceof NoChange && assigned) return before;
            throw err;
          }
        }),
      );
      return { saved, logKept };
    },

    /** Appends one observation record; `check` may refuse (e.g. a supervisor on someone else's teacher). */
    async addSupervision(
      id: string,
      rec: SupervisionRecord,
      o: {
        updatedAt?: string;
        actor: string;
        supervisorName?: string;
        check?: (t: StoredTeacher) => void;
        /** Runs in the same transaction before the save (e.g. queues the mentor's copy) and may complete the record. */
        prepare?: (tx: Sql, t: StoredTeacher, rec: SupervisionRecord) => Promise<SupervisionRecord>;
      },
    ): Promise<StoredTeacher> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, id);
        o.check?.(before);
        const body = teacherBody(before);
        // A resend of an observation already recorded (its answer was lost on the way) adds nothing: checked before the
        // 409, since the first send changed the record the resend was written against.
        const logged = [...body.supervisions.list, ...(body.supervisions.removed ?? [])];
        if (rec.clientId && logged.some((x) => x.clientId === rec.clientId)) return before;
        assertFresh(o.updatedAt, before);
        const supervisor = body.supervisions.supervisor || o.supervisorName || '';
        // Stamped by the server: an id, who recorded it and when; the mentor copy only by `prepare`.
        const stamped: SupervisionRecord = {
          ...rec,
          _id: newId(),
          source: 'recorded',
          recordedBy: o.actor,
          recordedAt: new Date().toISOString(),
          mentorCopySentAt: null,
        };
        const saved = o.prepare ? await o.prepare(tx, before, stamped) : stamped;
        return save(
          tx,
          before,
          { ...body, supervisions: { ...body.supervisions, supervisor, list: [...body.supervisions.list, saved] } },
          o.actor,
        );
      });
    },

    /**
     * Removes one observation (admins): it leaves the log (so nothing counts it) for the record's removed
     * observations, with who removed it, when and why; the audit row holds the same. 404 for an id the log does not
     * hold, 409 for one already removed.
     */
    async removeSupervision(
      id: string,
      supervisionId: string,
      o: { reason: string; actor: string; updatedAt?: string },
    ): Promise<StoredTeacher> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, id);
        assertFresh(o.updatedAt, before);
        const body = teacherBody(before);
        const removed = body.supervisions.removed ?? [];
        const at = body.supervisions.list.findIndex((x) => x._id === supervisionId);
        if (at === -1) {
          if (removed.some((x) => x._id === supervisionId)) throw conflict(MESSAGES.observationAlreadyRemoved);
          throw notFound(MESSAGES.observationNotFound);
        }
        const gone = { ...body.supervisions.list[at], removedAt: new Date().toISOString(), removedBy: o.actor, reason: o.reason };
        const list = body.supervisions.list.filter((_, i) => i !== at);
        return save(tx, before, { ...body, supervisions: { ...body.supervisions, list, removed: [...removed, gone] } }, o.actor);
      });
    },

    /** The id of the teacher with this record number (migration 017), or null. */
    async idForRecordNumber(ref: number): Promise<string | null> {
      return (await db.query<{ id: string }>('SELECT id FROM teachers WHERE ref = $1', [ref]))[0]?.id ?? null;
    },

    async exists(id: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM teachers WHERE id = $1', [id])).length > 0;
    },
  };
}
export type TeachersRepository = ReturnType<typeof createTeachersRepository>;
