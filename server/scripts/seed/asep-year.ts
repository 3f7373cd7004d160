import { addDays, asepYear, asepYearDue, programDate } from 'shared-domain';
import type { Database } from '../../src/db/types';
import { insertTables } from './batch';
import { createRng } from './prng';

/** How many of the year's interns the year-end report's demo gives a problem. */
const WITH_PROBLEM = 3;

/**
 * The demo's year-end report (docs/domain/asep.md): the demo's path (demo-path.ts) already puts its interns and hired teachers in an
 * internship, so the year due on `now` has records ready. Here the first WITH_PROBLEM of them whose internship began in
 * that year get a formal admission dated a week after it began (a record with a problem), the first with a draft
 * Request for Exception about it. Made once: a year with a request already has its demo.
 */
export async function seedAsepYear(db: Database, now = new Date()): Promise<void> {
  const rng = createRng(229);
  const y = asepYear(asepYearDue(programDate(now)));
  const [made] = await db.query('SELECT 1 FROM asep_exceptions WHERE academic_year = $1 LIMIT 1', [y.year]);
  if (made) return;
  const picked = await db.query<{ id: string; began: string }>(
    `SELECT t.id::text AS id, to_char(p.reached_on, 'YYYY-MM-DD') AS began
       FROM teachers t JOIN teacher_path_entries p ON p.teacher_id = t.id AND p.stage = 'internship'
      WHERE p.reached_on BETWEEN $1::date AND $2::date
        AND EXISTS (SELECT 1 FROM teacher_admissions a WHERE a.teacher_id = t.id)
      ORDER BY t.last_name, t.first_name, t.id LIMIT $3`,
    [y.start, y.end, WITH_PROBLEM],
  );
  for (const t of picked)
    await db.query('UPDATE teacher_admissions SET admission_effective_on = $2::date WHERE teacher_id = $1::uuid', [
      t.id,
      addDays(t.began, 7),
    ]);
  const asep_exceptions = picked.slice(0, 1).map((t) => ({
    id: rng.uuid(),
    teacher_id: t.id,
    academic_year: y.year,
    requirement: 'admission',
    reason: 'The offer was accepted before the campus start; the admission letter was dated after it.',
    evidence: 'Signed offer and acceptance',
    status: 'draft',
  }));
  await insertTables(db, { asep_exceptions });
}
