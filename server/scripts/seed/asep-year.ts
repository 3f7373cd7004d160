import { addDays, asepYear, asepYearDue, programDate } from 'shared-domain';
import type { Database } from '../../src/db/types';
import { insertTables } from './batch';
import { createRng } from './prng';

const ADMISSION_COLUMNS = 'teacher_id, gpa_overall, gpa_last_60, content_credit_hours, offer_sent_on, accepted_on, admission_effective_on';

/** How many of the demo's hired interns the year-end report's demo year puts on the path. */
const CANDIDATES = 4;

/**
 * The demo's year-end report (docs/domain/asep.md): the year due on `now` gets candidates, so its page has records
 * ready and records with problems. Up to CANDIDATES hired interns whose assignment (first day with students to end
 * date) runs in that year, and who have no stage on their path yet, are admitted three weeks before it and in an
 * internship from it; the first three's admission facts date their formal admission a week after it began (a record
 * with a problem), the first with a draft Request for Exception about it. Its own generator, so the rest of the demo
 * stays as it was; a record with a path is left as it is, and so is a year that has a request already.
 */
export async function seedAsepYear(db: Database, now = new Date()): Promise<void> {
  const rng = createRng(229);
  const y = asepYear(asepYearDue(programDate(now)));
  // Made once: a year with a request already has its demo.
  const [made] = await db.query('SELECT 1 FROM asep_exceptions WHERE academic_year = $1 LIMIT 1', [y.year]);
  if (made) return;
  const picked = await db.query<{ id: string; first_day: string }>(
    `SELECT t.id::text AS id, t.doc #>> '{certificationInfo,firstDayWithStudent}' AS first_day
       FROM teachers t
      WHERE t.teacher_status = 'hired'
        AND t.doc #>> '{certificationInfo,firstDayWithStudent}' BETWEEN '0001-01-01' AND $2
        AND t.doc #>> '{certificationInfo,endDate}' >= $1
        AND NOT EXISTS (SELECT 1 FROM teacher_path_entries p WHERE p.teacher_id = t.id)
      ORDER BY t.last_name, t.first_name, t.id LIMIT $3`,
    [y.start, y.end, CANDIDATES],
  );
  const entry = (teacherId: string, stage: string, day: string, type: string | null) => ({
    id: rng.uuid(),
    teacher_id: teacherId,
    stage,
    reached_on: day,
    recorded_by: 'Program staff',
    evidence: 'Demo data',
    assignment_type: type,
  });
  const teacher_path_entries = picked.flatMap((t) => [
    entry(t.id, 'admitted', addDays(t.first_day, -21), null),
    entry(t.id, 'internship', t.first_day, 'intern'),
  ]);
  // The admission facts; the first three's formal admission dated a week after their internship began.
  const admissions = picked.map((t, i) => ({
    teacher_id: t.id,
    gpa_overall: 3.2 + i / 10,
    gpa_last_60: 3.4,
    content_credit_hours: 24,
    offer_sent_on: addDays(t.first_day, -35),
    accepted_on: addDays(t.first_day, -30),
    admission_effective_on: addDays(t.first_day, i < 3 ? 7 : -21),
  }));
  const asep_exceptions = picked.slice(0, 1).map((t) => ({
    id: rng.uuid(),
    teacher_id: t.id,
    academic_year: y.year,
    requirement: 'admission',
    reason: 'The offer was accepted before the campus start; the admission letter was dated after it.',
    evidence: 'Signed offer and acceptance',
    status: 'draft',
  }));
  await insertTables(db, { teacher_path_entries, asep_exceptions });
  // A record whose admission facts another part of the demo already gave keeps them.
  if (admissions.length)
    await db.query(
      `INSERT INTO teacher_admissions (${ADMISSION_COLUMNS})
       SELECT ${ADMISSION_COLUMNS} FROM jsonb_populate_recordset(NULL::teacher_admissions, $1::jsonb)
       ON CONFLICT (teacher_id) DO NOTHING`,
      [JSON.stringify(admissions)],
    );
}
