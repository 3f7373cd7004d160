import type { AsepCandidate, AsepSupervisor, AsepYear, StoredTeacher } from 'shared-domain';
import type { Database } from '../db/types';
import { TEACHER_FROM, TEACHER_JSON } from './teachers-sql';

/** Candidates read per query by the report (each with its record, stages and admission facts). */
export const ASEP_PAGE = 500;

const ADMISSION_JSON = `CASE WHEN ad.teacher_id IS NULL THEN NULL ELSE jsonb_build_object(
  'gpaOverall', ad.gpa_overall::float8, 'gpaLast60', ad.gpa_last_60::float8, 'contentCreditHours', ad.content_credit_hours,
  'contentMathScience7Up', ad.content_math_science_7_up, 'contentTestPassedOn', ad.content_test_passed_on::text,
  'offerSentOn', ad.offer_sent_on::text, 'admissionEffectiveOn', ad.admission_effective_on::text,
  'acceptedOn', ad.accepted_on::text, 'teaReportedOn', ad.tea_reported_on::text) END`;

const ENTRIES_JSON = `(SELECT jsonb_agg(jsonb_build_object('stage', e.stage, 'reachedOn', e.reached_on::text, 'recordedBy', e.recorded_by,
    'evidence', e.evidence, 'assignmentType', e.assignment_type,
    'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) ORDER BY e.reached_on, e.created_at)
   FROM teacher_path_entries e WHERE e.teacher_id = t.id)`;

interface Row {
  t: StoredTeacher;
  entries: AsepCandidate['entries'];
  admission: AsepCandidate['admission'] | null;
  last: string;
  first: string;
  id: string;
}

/** What TEA's year-end report reads: the candidates on a path by the year's end, and the field supervisors. */
export function createAsepRepository(db: Database) {
  return {
    /**
     * The candidates with a stage reached by the year's end, in name order (last, first, id), `size` at a time by
     * keyset: memory stays one page however large the program. `empty` gives the admission facts of a record with none.
     */
    async *candidates(y: AsepYear, empty: AsepCandidate['admission'], size = ASEP_PAGE): AsyncGenerator<AsepCandidate[]> {
      let after: string[] | null = null;
      for (;;) {
        const rows: Row[] = await db.query<Row>(
          `SELECT ${TEACHER_JSON} AS t, ${ENTRIES_JSON} AS entries, ${ADMISSION_JSON} AS admission,
                  t.last_name AS last, t.first_name AS first, t.id::text AS id
             FROM ${TEACHER_FROM} LEFT JOIN teacher_admissions ad ON ad.teacher_id = t.id
            WHERE EXISTS (SELECT 1 FROM teacher_path_entries p WHERE p.teacher_id = t.id AND p.reached_on <= $2::date)
              ${after ? 'AND (t.last_name, t.first_name, t.id) > ($3, $4, $5::uuid)' : ''}
            ORDER BY t.last_name, t.first_name, t.id LIMIT $1`,
          [size, y.end, ...(after ?? [])],
        );
        if (rows.length) yield rows.map((r) => ({ teacher: r.t, entries: r.entries, admission: r.admission ?? empty }));
        if (rows.length < size) return;
        const last = rows[rows.length - 1];
        after = [last.last, last.first, last.id];
      }
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
  };
}
export type AsepRepository = ReturnType<typeof createAsepRepository>;
