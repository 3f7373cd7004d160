import type { Teacher, TeacherBody, supervisionRecordSchema } from 'shared-domain';
import type { z } from 'zod';
import { json, type Database, type Sql } from '../db/types';
import { diff } from '../lib/diff';
import { assertFresh, notFound, NOT_FOUND } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { NoChange, unlessUnchanged } from '../lib/no-change';
import { recordAudit } from './audit-repository';
import { TEACHER_FROM, TEACHER_JSON, teacherBody, teacherRow } from './teachers-sql';

type SupervisionRecord = z.output<typeof supervisionRecordSchema>;

export function createTeachersRepository(db: Database) {
  const get = async (id: string, q: Sql = db): Promise<Teacher | null> =>
    (await q.query<{ j: Teacher }>(`SELECT ${TEACHER_JSON} AS j FROM ${TEACHER_FROM} WHERE t.id = $1`, [id]))[0]?.j ?? null;

  const lock = async (tx: Sql, id: string): Promise<Teacher> => {
    await tx.query('SELECT 1 FROM teachers WHERE id = $1 FOR UPDATE', [id]);
    const t = await get(id, tx);
    if (!t) throw notFound(NOT_FOUND.teacher);
    return t;
  };

  /** Writes a new body over `before` and records the field-level changes; unchanged = no write. */
  async function save(tx: Sql, before: Teacher, body: TeacherBody, actor: string): Promise<Teacher> {
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

  return {
    get,
    /** Every teacher with its current assignment, as one JSON array built and serialised in SQL (teachers/all). */
    async listText(): Promise<string> {
      const [row] = await db.query<{ body: string }>(
        `SELECT coalesce(json_agg(${TEACHER_JSON} ORDER BY t.last_name, t.first_name, t.id), '[]')::text AS body FROM ${TEACHER_FROM}`,
      );
      return row.body;
    },

    async create(body: TeacherBody, actor: string): Promise<Teacher> {
      return db.transaction(async (tx) => {
        const id = newId();
        const r = teacherRow(body);
        await tx.query(
          `INSERT INTO teachers (id, teacher_status, first_name, last_name, tea_id, orbund_id, doc) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
          [id, r.teacherStatus, r.first, r.last, r.teaId, r.orbundId, json(r.doc)],
        );
        await recordAudit(tx, { entity: 'teacher', entityId: id, action: 'create', actor, changes: diff({}, body) });
        return (await get(id, tx))!;
      });
    },

    /** PUT: replaces the whole record; a stale `updatedAt` is a 409 carrying the newer record. */
    async replace(id: string, body: TeacherBody, updatedAt: string | undefined, actor: string): Promise<Teacher> {
      return unlessUnchanged(
        db.transaction(async (tx) => {
          const before = await lock(tx, id);
          assertFresh(updatedAt, before);
          return save(tx, before, body, actor);
        }),
      );
    },

    /** Appends one observation record; `check` may refuse (e.g. a supervisor on someone else's teacher). */
    async addSupervision(
      id: string,
      rec: SupervisionRecord,
      o: {
        updatedAt?: string;
        actor: string;
        supervisorName?: string;
        check?: (t: Teacher) => void;
        /** Runs in the same transaction before the save (e.g. queues the mentor's copy) and may complete the record. */
        prepare?: (tx: Sql, t: Teacher, rec: SupervisionRecord) => Promise<SupervisionRecord>;
      },
    ): Promise<Teacher> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, id);
        o.check?.(before);
        assertFresh(o.updatedAt, before);
        const body = teacherBody(before);
        const supervisor = body.supervisions.supervisor || o.supervisorName || '';
        const saved = o.prepare ? await o.prepare(tx, before, rec) : rec;
        return save(tx, before, { ...body, supervisions: { supervisor, list: [...body.supervisions.list, saved] } }, o.actor);
      });
    },

    async exists(id: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM teachers WHERE id = $1', [id])).length > 0;
    },
  };
}
export type TeachersRepository = ReturnType<typeof createTeachersRepository>;
