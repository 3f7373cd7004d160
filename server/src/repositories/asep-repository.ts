import { ASEP_SUPERVISOR_LAST } from 'shared-domain';
import type {
  AsepCandidate,
  AsepCandidateFile,
  AsepException,
  AsepExceptionInput,
  AsepSupervisor,
  AsepYear,
  StoredTeacher,
} from 'shared-domain';
import type { Database, Sql } from '../db/types';
import { diff } from '../lib/diff';
import { notFound, NOT_FOUND } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { NoChange, unlessUnchanged } from '../lib/no-change';
import { recordAudit } from './audit-repository';
import { nameJson } from './sql-json';
import { unlessDuplicate } from './unique';
import { LOCK_TEACHER, TEACHER_FROM, TEACHER_JSON } from './teachers-sql';

/** Candidates read per query by the report (each with its record, stages and admission facts). */
export const ASEP_PAGE = 1000;

/**
 * What one file reads of a record: the fields its rows are built from (shared-domain `asepCandidateRows`), not the
 * whole stored document, whose size was most of a file's time. The supervisor's name as TEACHER_JSON gives it; the
 * observation log only for the observations file, without the informal ones (never reported).
 */
const fileTeacherJson = (file: AsepCandidateFile) => `jsonb_build_object(
  '_id', t.id, 'teaId', t.tea_id, 'name', ${nameJson('t')}, 'internStatus', t.doc -> 'internStatus',
  'certificationInfo', t.doc -> 'certificationInfo', 'placement', t.doc -> 'placement', 'obsNeeded', t.doc -> 'obsNeeded',
  'assignment', CASE WHEN a.id IS NULL THEN NULL ELSE jsonb_build_object('supervisorId', a.supervisor_id) END,
  'supervisions', jsonb_build_object(
    'supervisor', CASE WHEN sv.id IS NULL THEN t.doc -> 'supervisions' -> 'supervisor' ELSE to_jsonb(sv.first_name || ' ' || sv.last_name) END,
    'list', ${
      file === 'observations'
        ? `(SELECT coalesce(jsonb_agg(o.v ORDER BY o.n), '[]'::jsonb)
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.doc -> 'supervisions' -> 'list') = 'array'
                                             THEN t.doc -> 'supervisions' -> 'list' ELSE '[]'::jsonb END) WITH ORDINALITY AS o(v, n)
             WHERE o.v ->> 'kind' IS DISTINCT FROM 'informal')`
        : `'[]'::jsonb`
    }))`;

/**
 * The candidates a file can have rows of, among those on a path by the year's end ($2 the year's last day, `start` its
 * first): the admissions file only those whose admission can fall in the year (the effective date in it, or none and a
 * day "Admitted" was reached in it); `asepCandidateRows` decides each row.
 */
const FILE_WHERE: Partial<Record<AsepCandidateFile, (start: string) => string>> = {
  admissions: (start) => `AND (ad.admission_effective_on BETWEEN ${start}::date AND $2::date
        OR (ad.admission_effective_on IS NULL AND EXISTS (SELECT 1 FROM teacher_path_entries e
              WHERE e.teacher_id = t.id AND e.stage = 'admitted' AND e.reached_on BETWEEN ${start}::date AND $2::date)))`,
};

/** The admission facts as the report reads them (`ad`: teacher_admissions, NULL when none). */
export const ADMISSION_JSON = `CASE WHEN ad.teacher_id IS NULL THEN NULL ELSE jsonb_build_object(
  'gpaOverall', ad.gpa_overall::float8, 'gpaLast60', ad.gpa_last_60::float8, 'contentCreditHours', ad.content_credit_hours,
  'contentMathScience7Up', ad.content_math_science_7_up, 'contentTestPassedOn', ad.content_test_passed_on::text,
  'offerSentOn', ad.offer_sent_on::text, 'admissionEffectiveOn', ad.admission_effective_on::text,
  'acceptedOn', ad.accepted_on::text, 'teaReportedOn', ad.tea_reported_on::text) END`;

const ENTRIES_JSON = `(SELECT jsonb_agg(jsonb_build_object('stage', e.stage, 'reachedOn', e.reached_on::text, 'recordedBy', e.recorded_by,
    'evidence', e.evidence, 'assignmentType', e.assignment_type,
    'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) ORDER BY e.reached_on, e.created_at)
   FROM teacher_path_entries e WHERE e.teacher_id = t.id)`;
/** The stages as a file reads them: without who recorded each and its evidence, which no file's row holds. */
export const FILE_ENTRIES_JSON = `(SELECT jsonb_agg(jsonb_build_object('stage', e.stage, 'reachedOn', e.reached_on::text,
    'assignmentType', e.assignment_type, 'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
    ORDER BY e.reached_on, e.created_at)
   FROM teacher_path_entries e WHERE e.teacher_id = t.id)`;

interface Row {
  t: StoredTeacher;
  entries: AsepCandidate['entries'];
  admission: AsepCandidate['admission'] | null;
  last: string;
  first: string;
  id: string;
}

const EXCEPTION_COLUMNS = `x.id::text AS id, x.teacher_id::text AS "teacherId", t.first_name AS "firstName", t.last_name AS "lastName",
  t.tea_id AS "teaId", x.academic_year AS year, x.requirement, x.reason, x.evidence, x.status,
  x.filed_on::text AS "filedOn", x.decided_on::text AS "decidedOn",
  x.recorded_by_id::text AS "recordedById", coalesce(ru.email, x.recorded_by) AS "recordedBy", iso_ts(x.recorded_at) AS "recordedAt",
  x.changed_by_id::text AS "changedById", coalesce(cu.email, x.changed_by) AS "changedBy", iso_ts(x.changed_at) AS "changedAt"`;
/** The request, its candidate, and the accounts that recorded and last changed it (their e-mail now, else then). */
const EXCEPTIONS_FROM = `asep_exceptions x JOIN teachers t ON t.id = x.teacher_id
  LEFT JOIN users ru ON ru.id = x.recorded_by_id LEFT JOIN users cu ON cu.id = x.changed_by_id`;

/** Candidates per query of a file read from its kept lines (about 100 bytes a line: 5,000 are about half a megabyte). */
export const ASEP_KEPT_PAGE = 5000;

/**
 * The supervisor's cell and the line's end, for the files that end with it (ASEP_SUPERVISOR_LAST): the name the
 * assigned field supervisor has now, else the record's own text kept with the lines, as the candidate's record reads
 * (TEACHER_JSON), by csv_text (migration 031: csvLine's bytes).
 */
const SUPERVISOR_CELL = `csv_text(CASE WHEN sv.id IS NULL THEN l.supervisor_text ELSE sv.first_name || ' ' || sv.last_name END) || E'\\r\\n'`;

/** The signed-in account acting: its id, and its e-mail that the audit trail names it by. */
export interface AsepActor {
  id: string;
  email: string;
}

/** The request as the audit trail compares it. */
const audited = (x: Pick<AsepException, 'requirement' | 'reason' | 'evidence' | 'status' | 'filedOn' | 'decidedOn'>) => ({
  requirement: x.requirement,
  reason: x.reason,
  evidence: x.evidence,
  status: x.status,
  filedOn: x.filedOn,
  decidedOn: x.decidedOn,
});
const oneException = async (q: Sql, year: number, id: string) =>
  (
    await q.query<AsepException>(`SELECT ${EXCEPTION_COLUMNS} FROM ${EXCEPTIONS_FROM} WHERE x.id = $1 AND x.academic_year = $2`, [id, year])
  )[0] ?? null;
export const EXCEPTION_NOT_FOUND = 'Request for Exception not found';
export const EXCEPTION_TAKEN = 'This candidate already has a Request for Exception for this requirement this year';

/** What TEA's year-end report reads: the candidates on a path by the year's end, and the field supervisors. */
export function createAsepRepository(db: Database) {
  return {
    /**
     * The candidates with a stage reached by the year's end, in name order (last, first, id), `size` at a time by
     * keyset: memory stays one page however large the program. `empty` gives the admission facts of a record with none.
     * `file` reads only what that file's rows are built from, and only the candidates it can have rows of; without
     * it, the whole record (the records with problems and the indicator read all of it).
     */
    async *candidates(
      y: AsepYear,
      empty: AsepCandidate['admission'],
      file?: AsepCandidateFile,
      size = ASEP_PAGE,
    ): AsyncGenerator<AsepCandidate[]> {
      let after: string[] | null = null;
      for (;;) {
        const params: unknown[] = [size, y.end];
        const param = (v: unknown) => `$${params.push(v)}`;
        const keyset = after
          ? `AND (t.last_name, t.first_name, t.id) > (${param(after[0])}, ${param(after[1])}, ${param(after[2])}::uuid)`
          : '';
        const only = file && FILE_WHERE[file] ? FILE_WHERE[file](param(y.start)) : '';
        const rows: Row[] = await db.query<Row>(
          `SELECT ${file ? fileTeacherJson(file) : TEACHER_JSON} AS t, ${file ? FILE_ENTRIES_JSON : ENTRIES_JSON} AS entries,
                  ${ADMISSION_JSON} AS admission,
                  t.last_name AS last, t.first_name AS first, t.id::text AS id
             FROM ${TEACHER_FROM} LEFT JOIN teacher_admissions ad ON ad.teacher_id = t.id
            WHERE EXISTS (SELECT 1 FROM teacher_path_entries p WHERE p.teacher_id = t.id AND p.reached_on <= $2::date)
              ${keyset} ${only}
            ORDER BY t.last_name, t.first_name, t.id LIMIT $1`,
          params,
        );
        if (rows.length) yield rows.map((r) => ({ teacher: r.t, entries: r.entries, admission: r.admission ?? empty }));
        if (rows.length < size) return;
        const last = rows[rows.length - 1];
        after = [last.last, last.first, last.id];
      }
    },

    /**
     * One file of a kept year as its lines (migration 057), `size` candidates a query by keyset in the report's order
     * (last name, first name, id): read from the file's index, whatever the size of the program.
     */
    async *keptLines(year: number, file: AsepCandidateFile, size = ASEP_KEPT_PAGE): AsyncGenerator<string> {
      const closed = ASEP_SUPERVISOR_LAST.includes(file);
      const text = closed
        ? `(SELECT array_to_string(l.lines, s.e) || s.e FROM (SELECT ${SUPERVISOR_CELL} AS e) s)`
        : `array_to_string(l.lines, '')`;
      const joins = closed ? `LEFT JOIN supervisors sv ON sv.id = l.supervisor_id` : '';
      let after: [string, string, string] | null = null;
      for (;;) {
        const params: unknown[] = [year, file, size];
        const keyset: string = after ? `AND (l.last_name, l.first_name, l.teacher_id) > ($4, $5, $6::uuid)` : '';
        if (after) params.push(...after);
        const rows: { text: string; last: string; first: string; id: string }[] = await db.query(
          `SELECT ${text} AS text, l.last_name AS last, l.first_name AS first, l.teacher_id::text AS id
             FROM teacher_asep_lines l ${joins}
            WHERE l.year = $1 AND l.file = $2 ${keyset}
            ORDER BY l.last_name, l.first_name, l.teacher_id LIMIT $3`,
          params,
        );
        if (rows.length) yield rows.map((r) => r.text).join('');
        if (rows.length < size) return;
        const last = rows[rows.length - 1];
        after = [last.last, last.first, last.id];
      }
    },

    /**
     * The roster's candidates per supervisor from a kept year's clinical experience lines: each candidate with lines
     * in that file counted for the supervisor of its current assignment (kept with the lines).
     */
    async keptRosterCounts(year: number): Promise<Map<string, number>> {
      const rows = await db.query<{ id: string; n: number }>(
        `SELECT supervisor_id::text AS id, count(*)::int AS n FROM teacher_asep_lines
          WHERE year = $1 AND file = 'clinical-experience' AND supervisor_id IS NOT NULL GROUP BY 1`,
        [year],
      );
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** The supervisors of `ids`, in name order. */
    async supervisors(ids: readonly string[]): Promise<AsepSupervisor[]> {
      if (!ids.length) return [];
      return db.query<AsepSupervisor>(
        `SELECT id::text AS id, first_name AS "firstName", last_name AS "lastName", email, certification,
                years_experience AS "yearsExperience"
           FROM supervisors WHERE id = ANY($1::uuid[]) ORDER BY last_name, first_name, id`,
        [ids],
      );
    },

    /** The year's Requests for Exception, in candidate name order then requirement. */
    exceptions: (year: number) =>
      db.query<AsepException>(
        `SELECT ${EXCEPTION_COLUMNS} FROM ${EXCEPTIONS_FROM} WHERE x.academic_year = $1
          ORDER BY t.last_name, t.first_name, t.id, x.requirement`,
        [year],
      ),

    /** Files a request (one per candidate, requirement and year: a second is a 409), audited on the candidate. */
    async addException(year: number, input: AsepExceptionInput, actor: AsepActor): Promise<AsepException> {
      return db.transaction(async (tx) => {
        const [teacher] = await tx.query(LOCK_TEACHER, [input.teacherId]);
        if (!teacher) throw notFound(NOT_FOUND.teacher);
        const id = newId();
        await unlessDuplicate(
          tx.query(
            `INSERT INTO asep_exceptions (id, teacher_id, academic_year, requirement, reason, evidence, status, filed_on, decided_on,
                                         recorded_by_id, recorded_by, recorded_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, clock_timestamp())`,
            [
              id,
              input.teacherId,
              year,
              input.requirement,
              input.reason,
              input.evidence,
              input.status,
              input.filedOn,
              input.decidedOn,
              actor.id,
              actor.email,
            ],
          ),
          EXCEPTION_TAKEN,
        );
        const changes = diff({}, { [`exception.${year}.${input.requirement}`]: audited(input) });
        await recordAudit(tx, { entity: 'teacher', entityId: input.teacherId, action: 'update', actor: actor.email, changes });
        return await oneException(tx, year, id);
      });
    },

    /** Changes a request (its candidate stays); the same request again writes nothing. */
    async updateException(year: number, id: string, input: AsepExceptionInput, actor: AsepActor): Promise<AsepException> {
      const work = db.transaction(async (tx) => {
        const before = await oneException(tx, year, id);
        if (!before) throw notFound(EXCEPTION_NOT_FOUND);
        const key = `exception.${year}`;
        const changes = diff({ [key]: audited(before) }, { [key]: audited(input) });
        if (!changes.length) throw new NoChange(before);
        await unlessDuplicate(
          tx.query(
            `UPDATE asep_exceptions SET requirement = $2, reason = $3, evidence = $4, status = $5, filed_on = $6, decided_on = $7,
                    changed_by_id = $8, changed_by = $9, changed_at = clock_timestamp(), updated_at = clock_timestamp() WHERE id = $1`,
            [id, input.requirement, input.reason, input.evidence, input.status, input.filedOn, input.decidedOn, actor.id, actor.email],
          ),
          EXCEPTION_TAKEN,
        );
        await recordAudit(tx, { entity: 'teacher', entityId: before.teacherId, action: 'update', actor: actor.email, changes });
        return await oneException(tx, year, id);
      });
      return unlessUnchanged(work);
    },

    /** Removes a request and answers it as it was (its Undo files it again), audited on the candidate. */
    async removeException(year: number, id: string, actor: string): Promise<AsepException> {
      return db.transaction(async (tx) => {
        const before = await oneException(tx, year, id);
        if (!before) throw notFound(EXCEPTION_NOT_FOUND);
        await tx.query('DELETE FROM asep_exceptions WHERE id = $1', [id]);
        const changes = diff({ [`exception.${year}.${before.requirement}`]: audited(before) }, {});
        await recordAudit(tx, { entity: 'teacher', entityId: before.teacherId, action: 'update', actor, changes });
        return before;
      });
    },
  };
}
export type AsepRepository = ReturnType<typeof createAsepRepository>;
