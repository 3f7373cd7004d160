import { MESSAGES, type RequestFilters, type RequestListQuery, type TeacherRequest, UNDO_MESSAGES } from 'shared-domain';
import type { Database, Sql } from '../db/types';
import { badRequest, conflict, notFound, NOT_FOUND } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { consentBlockSql, LISTED_FOR_SCHOOL_SQL } from './consent-sql';
import { diff } from '../lib/diff';
import { recordAudit, recordChange, undoableChange } from './audit-repository';
import { jsonArrayText, JSON_ARRAY_PAGE, nameJson } from './sql-json';
import { unlessDuplicate } from './unique';

/**
 * A request as JSON. `unavailable`: why the teacher's details may not go to the school now, by the one consent rule;
 * staff see the reason, the school only that the teacher is no longer available.
 */
const requestJson = (viewer: 'staff' | 'school') => `jsonb_build_object('_id', r.id, 'status', r.status,
  'from', jsonb_build_object('schoolId', s.id, 'schoolName', s.name, 'district', s.district_name),
  'teacher', jsonb_build_object('_id', t.id, 'name', ${nameJson('t')},
    'exam', coalesce((SELECT e->>'content' FROM jsonb_array_elements(t.doc->'exams') e WHERE e->>'content' <> 'n/a' LIMIT 1), '')),
  'createdAt', iso_ts(r.created_at),
  'responseDate', CASE WHEN r.response_date IS NULL THEN NULL ELSE iso_ts(r.response_date) END,
  'reason', r.reason,
  'unavailable', ${viewer === 'staff' ? consentBlockSql('r.school_id') : `CASE WHEN ${consentBlockSql('r.school_id')} IS NOT NULL THEN '${MESSAGES.noLongerAvailable}' END`})`;
const REQUEST_JSON = requestJson('staff');
const FROM = 'requests r JOIN schools s ON s.id = r.school_id JOIN teachers t ON t.id = r.teacher_id';

export const NOT_AVAILABLE = 'This teacher is not available for requests';

/** What the audit log shows of a request: who asked about whom, and the answer. */
const requestAuditView = (r: TeacherRequest) => ({
  status: r.status,
  schoolId: r.from.schoolId,
  school: r.from.schoolName,
  teacherId: r.teacher._id,
  teacher: `${r.teacher.name.first} ${r.teacher.name.last}`,
  responseDate: r.responseDate,
  // Only an answer carries a reason.
  ...(r.reason ? { reason: r.reason } : {}),
});

/** The WHERE of the Requests page's filters, with its parameters numbered from 1. */
function filterWhere(f: Pick<RequestListQuery, 'status' | 'school' | 'teacher'>): { where: string; params: unknown[] } {
  const terms: string[] = [];
  const params: unknown[] = [];
  if (f.status) terms.push(`r.status = $${params.push(f.status)}`);
  if (f.school) terms.push(`r.school_id = $${params.push(f.school)}::uuid`);
  if (f.teacher) terms.push(`r.teacher_id = $${params.push(f.teacher)}::uuid`);
  return { where: terms.length ? `WHERE ${terms.join(' AND ')}` : '', params };
}

export function createRequestsRepository(db: Database) {
  const get = async (id: string, q: Sql = db): Promise<TeacherRequest | null> =>
    (await q.query<{ j: TeacherRequest }>(`SELECT ${REQUEST_JSON} AS j FROM ${FROM} WHERE r.id = $1`, [id]))[0]?.j ?? null;
  const many = async (where: string, params: unknown[]) =>
    (
      await db.query<{ j: TeacherRequest }>(`SELECT ${REQUEST_JSON} AS j FROM ${FROM} ${where} ORDER BY r.created_at DESC, r.id`, params)
    ).map((r) => r.j);

  /** `{"requests": [...]}` built and serialised in SQL. */
  const text = async (where: string, params: unknown[], viewer: 'staff' | 'school' = 'staff') =>
    `{"requests":${await jsonArrayText(
      db,
      `SELECT (${requestJson(viewer)})::text AS j FROM ${FROM} ${where} ORDER BY r.created_at DESC, r.id`,
      params,
      JSON_ARRAY_PAGE * 10,
    )}}`;

  return {
    get,
    list: () => many('', []),
    listText: () => text('', []),
    listForSchoolText: (schoolId: string) => text('WHERE r.school_id = $1', [schoolId], 'school'),

    /**
     * The requests matching the filters, newest first, a page at a time (every match without a
     * limit), as `{"requests": [...]}` text built in SQL, and how many match in all.
     */
    async page(q: RequestListQuery): Promise<{ body: string; total: number }> {
      const { where, params } = filterWhere(q);
      const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM requests r ${where}`, params);
      const limit = q.limit === undefined ? '' : `LIMIT $${params.length + 1}`;
      const paging = [...params, ...(q.limit === undefined ? [] : [q.limit]), q.offset ?? 0];
      const [{ body }] = await db.query<{ body: string }>(
        `SELECT json_build_object('requests', coalesce(json_agg(p.j ORDER BY p.created_at DESC, p.id), '[]'))::text AS body
           FROM (SELECT ${REQUEST_JSON} AS j, r.created_at, r.id FROM ${FROM} ${where}
                  ORDER BY r.created_at DESC, r.id ${limit} OFFSET $${paging.length}) p`,
        paging,
      );
      return { body, total: n };
    },

    /** The schools and the teachers that have requests, by name, with how many each has. */
    async filterChoices(): Promise<RequestFilters> {
      const [row] = await db.query<{ j: RequestFilters }>(
        `SELECT jsonb_build_object(
           'total', (SELECT count(*)::int FROM requests),
           'pending', (SELECT count(*)::int FROM requests WHERE status = 'pending'),
           'schools', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name, 'count', x.n) ORDER BY lower(x.name), x.id), '[]')
                         FROM (SELECT s.id, s.name, count(*)::int AS n FROM requests r JOIN schools s ON s.id = r.school_id GROUP BY s.id, s.name) x),
           'teachers', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name, 'count', x.n) ORDER BY lower(x.last), lower(x.first), x.id), '[]')
                         FROM (SELECT t.id, t.first_name AS first, t.last_name AS last, trim(t.first_name || ' ' || t.last_name) AS name, count(*)::int AS n
                                 FROM requests r JOIN teachers t ON t.id = r.teacher_id GROUP BY t.id, t.first_name, t.last_name) x)
         ) AS j`,
      );
      return row.j;
    },

    /** A school asks to see a teacher's details; one open (pending or approved) request per teacher. */
    async create(schoolId: string, teacherId: string, actor: string): Promise<TeacherRequest> {
      return db.transaction(async (tx) => {
        // Only a teacher on Find Teachers for this school (on the pool, consent on, not hidden from it) may be requested.
        const [t] = await tx.query<{ listed: boolean }>(`SELECT ${LISTED_FOR_SCHOOL_SQL} AS listed FROM teachers t WHERE t.id = $2`, [
          schoolId,
          teacherId,
        ]);
        if (!t) throw notFound(NOT_FOUND.teacher);
        if (!t.listed) throw badRequest(NOT_AVAILABLE, { teacherId: NOT_AVAILABLE });
        const id = newId();
        await unlessDuplicate(
          tx.query('INSERT INTO requests (id, school_id, teacher_id) VALUES ($1, $2, $3)', [id, schoolId, teacherId]),
          MESSAGES.duplicateRequest,
        );
        const created = (await get(id, tx))!;
        await recordChange(tx, { entity: 'request', entityId: id, actor }, requestAuditView, null, created);
        return created;
      });
    },

    /** The admin approves or denies, inside the caller's transaction. */
    async answer(
      tx: Sql,
      id: string,
      { status, responseDate, reason }: { status: 'approved' | 'denied'; responseDate: string; reason: string },
      actor: string,
    ): Promise<TeacherRequest> {
      const rows = await tx.query('SELECT 1 FROM requests WHERE id = $1 FOR UPDATE', [id]);
      if (!rows.length) throw notFound(NOT_FOUND.request);
      const before = (await get(id, tx))!;
      // Consent holds at every step: staff cannot release what the teacher withheld from this school since it asked.
      if (status === 'approved' && before.unavailable) throw conflict(before.unavailable);
      // A duplicate: approving an old request while the school has another open one for the same teacher.
      await unlessDuplicate(
        tx.query(
          'UPDATE requests SET status = $2, response_date = $3::timestamptz, reason = $4, updated_at = clock_timestamp() WHERE id = $1',
          [id, status, responseDate, reason],
        ),
        MESSAGES.duplicateRequest,
      );
      const r = (await get(id, tx))!;
      await recordChange(tx, { entity: 'request', entityId: id, actor }, requestAuditView, before, r);
      return r;
    },

    /**
     * Takes back the actor's own answer (`undone`) within the undo window: the request is pending again, without a
     * response date or reason, so an approval's release of the teacher's details is withdrawn with it. Refused (409)
     * when the school has asked again for the same teacher since (one open request each).
     */
    async undoAnswer(tx: Sql, id: string, undone: 'approved' | 'denied', actor: string): Promise<TeacherRequest> {
      const rows = await tx.query('SELECT 1 FROM requests WHERE id = $1 FOR UPDATE', [id]);
      if (!rows.length) throw notFound(NOT_FOUND.request);
      const before = (await get(id, tx))!;
      if (before.status !== undone) throw conflict(UNDO_MESSAGES.nothingToUndo);
      await undoableChange(tx, { entity: 'request', entityId: id }, actor, 'status', undone);
      await unlessDuplicate(
        tx.query(
          "UPDATE requests SET status = 'pending', response_date = NULL, reason = '', updated_at = clock_timestamp() WHERE id = $1",
          [id],
        ),
        MESSAGES.duplicateRequest,
      );
      const r = (await get(id, tx))!;
      await recordAudit(tx, {
        entity: 'request',
        entityId: id,
        action: 'undo',
        actor,
        changes: diff(requestAuditView(before), requestAuditView(r)),
      });
      return r;
    },

    /** Where a school's e-mails go: its account's address, else its contact e-mail. */
    async schoolEmail(schoolId: string, q: Sql = db): Promise<string> {
      const [to] = await q.query<{ email: string }>(
        `SELECT coalesce((SELECT u.email FROM users u WHERE u.school_id = s.id), s.contact_email) AS email FROM schools s WHERE s.id = $1`,
        [schoolId],
      );
      return to.email;
    },
  };
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
