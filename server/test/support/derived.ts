import { addDays, deriveTeacherState, OBSERVATION_CHART_WEEKS, type StoredTeacher } from 'shared-domain';
import { keptFigures, type TeacherFigures } from '../../src/repositories/dashboard-repository';
import type { TestApp } from './test-app';

/**
 * Every teacher has a stored derived row, and each equals a fresh deriveTeacherState() of its record and
 * open charges for `today` (computedOn, the day it was computed, may be earlier: a row valid for days is kept).
 */
export async function expectStoredEqualsFresh(t: TestApp, today: string) {
  await expectKeptFiguresEqualCounted(t, addDays(today, -7 * (OBSERVATION_CHART_WEEKS - 1)));
  const settings = await t.app.repos.settings.get();
  const zone = t.app.env.PROGRAM_TIME_ZONE;
  const stored = await t.app.repos.derived.stored();
  const ids = (await t.db.query<{ id: string }>('SELECT id FROM teachers ORDER BY id')).map((r) => r.id);
  expect([...stored.keys()].sort()).toEqual(ids);
  const charges = await t.app.repos.derived.openCharges(ids);
  for (const id of ids) {
    const record = (await t.app.repos.teachers.get(id)) as StoredTeacher;
    const fresh = deriveTeacherState(record, charges.get(id) ?? [], today, settings, zone);
    const { computedOn, ...kept } = stored.get(id)!;
    expect(computedOn! <= today).toBe(true);
    expect({ id, ...kept }).toEqual({ id, ...fresh });
  }
}

/**
 * The dashboard's kept figures (migration 034) (derived_counts) equal the same figures counted afresh over
 * teacher_derived and teacher_search, for the chart that starts on `from`; and (migration 038) the compliance list's
 * kept totals equal its rows counted afresh.
 */
export async function expectKeptFiguresEqualCounted(t: TestApp, from: string) {
  const weeks = OBSERVATION_CHART_WEEKS;
  const [counted] = await t.db.query<TeacherFigures>(
    `SELECT count(*) FILTER (WHERE first_obs = 'due')::int AS "firstDue",
            count(*) FILTER (WHERE first_obs = 'overdue')::int AS "firstOverdue",
            count(*) FILTER (WHERE forms_pending IS NOT NULL)::int AS forms,
            count(*) FILTER (WHERE hire_added IS NOT NULL)::int AS hire,
            count(*) FILTER (WHERE cert_state = 'grace')::int AS grace,
            count(*) FILTER (WHERE cert_state = 'ending')::int AS ending,
            count(*) FILTER (WHERE overdue_from IS NOT NULL)::int AS overdue,
            coalesce((SELECT jsonb_object_agg(status, n) FROM (SELECT status, count(*)::int AS n FROM teacher_search GROUP BY 1) s),
                     '{}'::jsonb) AS "byStatus",
            ARRAY[count(*) FILTER (WHERE hire_days BETWEEN 0 AND 30), count(*) FILTER (WHERE hire_days BETWEEN 31 AND 60),
                  count(*) FILTER (WHERE hire_days BETWEEN 61 AND 90), count(*) FILTER (WHERE hire_days > 90)]::int[] AS "hireBuckets",
            ARRAY(SELECT (SELECT count(*) FROM teacher_derived WHERE obs_deadline >= $1::date + 7 * w AND obs_deadline < $1::date + 7 * (w + 1))
                    FROM generate_series(0, $2::int - 1) w ORDER BY w)::int[] AS "dueByWeek",
            ARRAY(SELECT (SELECT count(*) FROM teacher_derived, unnest(obs_days) o WHERE o >= $1::date + 7 * w AND o < $1::date + 7 * (w + 1))
                    FROM generate_series(0, $2::int - 1) w ORDER BY w)::int[] AS "doneByWeek"
       FROM teacher_derived`,
    [from, weeks],
  );
  expect(await keptFigures(t.db, from)).toEqual(counted);
  // Migration 038: the Field Supervision list's totals, every teacher's and each status's (one never stored included).
  const byStatus = await t.db.query<{ status: string | null; n: number }>(
    'SELECT compliance_status AS status, count(*)::int AS n FROM teacher_derived GROUP BY 1',
  );
  const all = { reach: { all: true } } as const;
  expect(await t.app.repos.compliance.count(all)).toBe(byStatus.reduce((sum, r) => sum + r.n, 0));
  for (const { status, n } of [...byStatus.filter((r) => r.status), { status: 'no such status', n: 0 }]) {
    expect({ status, n: await t.app.repos.compliance.count({ ...all, status: status! }) }).toEqual({ status, n });
  }
}
