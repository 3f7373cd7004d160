import type { StoredTeacher, TeacherBody } from 'shared-domain';
import { nameJson } from './sql-json';

/**
 * Locks a teacher's row ($1) for a change to it, as every writer of a teacher does first (writers of one teacher wait
 * for each other). FOR NO KEY UPDATE, not FOR UPDATE: the rows that reference the teacher (its year-end report lines,
 * documents, ledger) take a key-share lock on it when written, which FOR UPDATE blocks. A recomputation of the derived
 * rows holds the derived row a write's trigger wants, then writes the lines: under FOR UPDATE the two deadlocked.
 */
export const LOCK_TEACHER = 'SELECT 1 FROM teachers WHERE id = $1 FOR NO KEY UPDATE';

/** Teachers with their current assignment (alias a) and its school (sc) and supervisor (sv). */
export const TEACHER_FROM = `teachers t
  LEFT JOIN assignments a ON a.teacher_id = t.id AND a.is_current
  LEFT JOIN schools sc ON sc.id = a.school_id
  LEFT JOIN supervisors sv ON sv.id = a.supervisor_id`;

/**
 * The Teacher JSON as stored (shared-domain `StoredTeacher`): the stored document plus the columns and the current
 * assignment. supervisions.supervisor (the spec's field) is the assigned field supervisor's name when there is one
 * (no free-text copy of the chosen supervisor); the stored text only for a record without one.
 */
export const TEACHER_JSON = `t.doc || jsonb_build_object(
  '_id', t.id, 'ref', t.ref, 'teacherStatus', t.teacher_status, 'name', ${nameJson('t')},
  'teaId', t.tea_id, 'orbundId', t.orbund_id, 'dateAdded', iso_ts(t.date_added), 'updatedAt', iso_ts(t.updated_at),
  'assignment', CASE WHEN a.id IS NULL THEN NULL ELSE jsonb_build_object(
    '_id', a.id, 'schoolId', a.school_id, 'schoolName', sc.name, 'supervisorId', a.supervisor_id,
    'supervisorName', CASE WHEN sv.id IS NULL THEN NULL ELSE sv.first_name || ' ' || sv.last_name END,
    'status', a.status, 'startDate', a.start_date, 'endDate', a.end_date) END)
  || CASE WHEN sv.id IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('supervisions',
    jsonb_set(coalesce(t.doc -> 'supervisions', '{}'::jsonb), '{supervisor}', to_jsonb(sv.first_name || ' ' || sv.last_name))) END`;

/** Splits a validated teacher body into the table's columns and its document. */
export function teacherRow(body: TeacherBody) {
  const { teacherStatus, name, teaId, orbundId, ...doc } = body;
  return { teacherStatus, first: name.first, last: name.last, teaId, orbundId, doc };
}

/** The editable body of a stored teacher (what PUT replaces and the audit log compares). */
export function teacherBody(t: StoredTeacher): TeacherBody {
  // The server-set fields are named only to leave them out of the rest (eslint's ignoreRestSiblings allows it).
  const { _id, ref, dateAdded, updatedAt, assignment, ...body } = t;
  return body;
}

/**
 * The ids of the teachers in a supervisor's scope (routes/teachers/scope.ts: assigned to the supervisor now, or added
 * by its account; `supervisorId` and `userId` are SQL expressions of the scope's ids), read through the two
 * indexes (assignments_supervisor_idx, teachers_created_by_idx): a list kept to a scope by `id IN (...)` reads its own
 * teachers only. Asked of the joined row instead (assigned OR added), the condition read every teacher: at 100,000
 * teachers a supervisor's list took 0.3 s a query on a quiet PostgreSQL and about 1 s under a morning's load.
 */
export const scopeIdsSql = (supervisorId: string, userId: string) =>
  `SELECT sa.teacher_id FROM assignments sa WHERE sa.supervisor_id = ${supervisorId}::uuid AND sa.is_current
    UNION ALL SELECT st.id FROM teachers st WHERE st.created_by = ${userId}::uuid`;

/** The teacher `t` is within a supervisor's scope: the one set of scopeIdsSql. */
export const teacherInScopeSql = (supervisorId: string, userId: string, t = 't') => `${t}.id IN (${scopeIdsSql(supervisorId, userId)})`;

/** A scope as the SQL expressions of its two ids: where a list that names teachers keeps only the scope's. */
export interface ScopeSql {
  supervisorId: string;
  userId: string;
}
