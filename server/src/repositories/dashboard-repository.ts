import {
  addDays,
  DAYS_TO_HIRE_BUCKETS,
  programDate,
  PROGRAM_TIME_ZONE,
  systemSettingsSchema,
  type SystemSettings,
  OBSERVATION_CHART_WEEKS,
  PENDING_FORMS,
  RECENT_REGISTRATIONS_LIMIT,
  type AdminDashboard,
  type DashboardAlert,
} from 'shared-domain';
import type { Database } from '../db/types';
import type { DerivedRepository } from './derived-repository';

/** At most this many alerts of one kind (the dashboard is a summary, the lists hold the rest). */
export const ALERTS_PER_KIND = 25;

/** The Monday of the week of a YYYY-MM-DD day. */
function monday(isoDay: string): Date {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** The Monday of the first week the observations chart shows, `now`'s week last. */
function chartStart(now: Date): Date {
  const first = monday(now.toISOString().slice(0, 10));
  first.setUTCDate(first.getUTCDate() - 7 * (OBSERVATION_CHART_WEEKS - 1));
  return first;
}

/**
 * The teacher figures kept in derived_counts (migration 034: signed deltas written by the triggers of
 * teacher_derived and teacher_search, a figure's count is the sum of its rows): the alert groups' totals, the statuses,
 * the days-to-hire buckets, and the observations due and done in each week of the chart (from `from`, a Monday, $1). A
 * few hundred rows however many teachers there are, where counting the tables was two passes over every teacher.
 */
const KEPT_FIGURES = `SELECT kind, CASE WHEN day IS NULL THEN -1 ELSE (day - $1::date) / 7 END AS week, sum(n)::int AS n
    FROM derived_counts
   WHERE day IS NULL OR (kind IN ('obsDue', 'obsDone') AND day >= $1::date AND day < $1::date + $2::int * 7)
   GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`;

/** The kept figures for the chart that starts on `from` (a Monday). */
export async function keptFigures(db: Database, from: string): Promise<TeacherFigures> {
  const rows = await db.query<{ kind: string; week: number; n: number }>(KEPT_FIGURES, [from, OBSERVATION_CHART_WEEKS]);
  const f: TeacherFigures = {
    firstDue: 0,
    firstOverdue: 0,
    forms: 0,
    hire: 0,
    grace: 0,
    ending: 0,
    overdue: 0,
    byStatus: {},
    hireBuckets: DAYS_TO_HIRE_BUCKETS.map(() => 0),
    dueByWeek: Array.from({ length: OBSERVATION_CHART_WEEKS }, () => 0),
    doneByWeek: Array.from({ length: OBSERVATION_CHART_WEEKS }, () => 0),
  };
  for (const { kind, week, n } of rows) {
    if (kind === 'obsDue') f.dueByWeek[week] = n;
    else if (kind === 'obsDone') f.doneByWeek[week] = n;
    else if (kind.startsWith('status:')) f.byStatus[kind.slice('status:'.length)] = n;
    else if (kind.startsWith('hireDays')) f.hireBuckets[Number(kind.slice('hireDays'.length))] = n;
    else if (kind in f) f[kind as keyof Counts] = n;
  }
  return f;
}

/**
 * One kept count of a family of derived_counts kinds (`status:` by status, migration 034; `compliance:` by
 * compliance status, migration 038): the family's total, or `value`'s alone (a value never counted answers 0).
 */
export async function keptCount(db: Database, family: 'status' | 'compliance', value?: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT coalesce(sum(n), 0)::int AS n FROM derived_counts WHERE ${value === undefined ? 'starts_with(kind, $1)' : 'kind = $1'}`,
    [`${family}:${value ?? ''}`],
  );
  return row.n;
}

type Counts = Record<'firstDue' | 'firstOverdue' | 'forms' | 'hire' | 'grace' | 'ending' | 'overdue', number>;
/** The dashboard's teacher figures: the alert groups' totals, the statuses and the charts' counts. */
export type TeacherFigures = Counts & {
  byStatus: Record<string, number>;
  /** One per DAYS_TO_HIRE_BUCKETS. */
  hireBuckets: number[];
  /** Per week of the observations chart, its first week first. */
  dueByWeek: number[];
  doneByWeek: number[];
};

/** The dashboard charts: days from the hired list to hire, and observations due and done by week. */
function charts(first: Date, f: TeacherFigures): AdminDashboard['charts'] {
  const daysToHire = DAYS_TO_HIRE_BUCKETS.map((b, i) => ({ bucket: b, count: f.hireBuckets[i] ?? 0 }));
  const observationsByWeek = Array.from({ length: OBSERVATION_CHART_WEEKS }, (_, i) => {
    const d = new Date(first);
    d.setUTCDate(d.getUTCDate() + 7 * i);
    return { week: d.toISOString().slice(0, 10), due: f.dueByWeek[i] ?? 0, done: f.doneByWeek[i] ?? 0 };
  });
  return { daysToHire, observationsByWeek };
}

type Named = { id: string; first: string; last: string };
/**
 * The alert lists read teacher_derived alone (migration 031 keeps the teacher's name there), each by an index
 * in the list's own order, so a list of 25 reads 25 index entries however many teachers the group holds.
 */
const NAMED = `d.teacher_id AS id, d.first_name AS first, d.last_name AS last`;
const DERIVED = `teacher_derived d`;

export function createDashboardRepository(db: Database, derived: DerivedRepository) {
  return {
    /**
     * The dashboard on `now`. The settings decide the certification alerts (warningThreshold, the grace period) and
     * whether placements left without a supervisor are flagged (autoAssignSupervisors). Every teacher figure is an
     * aggregate over teacher_derived, its few stale rows recomputed first (many are left to the
     * background: the figures are then those stored); each alert group holds its first
     * ALERTS_PER_KIND and alertTotals how many there are.
     */
    async build(
      now: Date = new Date(),
      o: { settings?: SystemSettings; timeZone?: string; pathClocks?: AdminDashboard['pathClocks'] } = {},
    ): Promise<AdminDashboard> {
      const settings = o.settings ?? systemSettingsSchema.parse({});
      const timeZone = o.timeZone ?? PROGRAM_TIME_ZONE;
      const today = programDate(now, timeZone);
      await derived.refreshForRead(today, settings, timeZone);
      const supervisorNeeded = settings.internshipProgram.autoAssignSupervisors;
      const first = chartStart(now);
      const [[counts], figures, awaiting, firstObs, forms, hiring, recent, grace, ending, unsupervised, lapsed, overdue] =
        await Promise.all([
          db.query<{
            active: number;
            inactive: number;
            sup: number;
            supActive: number;
            pending: number;
            inquiries: number;
            unsupervised: number;
            lapsed: number;
          }>(
            `SELECT (SELECT count(*)::int FROM schools WHERE status = 'active') AS active,
                  (SELECT count(*)::int FROM schools WHERE status = 'inactive') AS inactive,
                  (SELECT count(*)::int FROM supervisors) AS sup,
                  (SELECT count(*)::int FROM supervisors WHERE status = 'active') AS "supActive",
                  (SELECT count(*)::int FROM requests WHERE status = 'pending') AS pending,
                  (SELECT count(*)::int FROM inquiries WHERE NOT handled) AS inquiries,
                  CASE WHEN $1 THEN (SELECT count(*)::int FROM assignments a
                     WHERE a.is_current AND a.supervisor_id IS NULL AND a.status IN ('active', 'intern')) ELSE 0 END AS unsupervised,
                  (SELECT count(*)::int FROM teacher_derived d JOIN assignments a ON a.teacher_id = d.teacher_id AND a.is_current
                     WHERE d.lapse_since IS NOT NULL AND a.supervisor_id IS NOT NULL) AS lapsed`,
            [supervisorNeeded],
          ),
          keptFigures(db, first.toISOString().slice(0, 10)),
          db.query<{ id: string; name: string }>(
            `SELECT id, name FROM schools WHERE status = 'inactive' ORDER BY created_at DESC LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
          // Overdue first (danger), then due; the earliest deadline first within each (the most days late).
          db.query<Named & { kind: string; date: string }>(
            `SELECT * FROM ((SELECT ${NAMED}, d.first_obs AS kind, d.first_obs_date AS date FROM ${DERIVED}
                             WHERE d.first_obs = 'overdue' ORDER BY d.first_obs_date, d.last_name, d.first_name, d.teacher_id LIMIT $1)
                          UNION ALL
                          (SELECT ${NAMED}, d.first_obs AS kind, d.first_obs_date AS date FROM ${DERIVED}
                             WHERE d.first_obs = 'due' ORDER BY d.first_obs_date, d.last_name, d.first_name, d.teacher_id LIMIT $1)) x
             ORDER BY x.kind = 'overdue' DESC, x.date, x.last, x.first, x.id LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
          db.query<Named & { forms: string[] }>(
            `SELECT ${NAMED}, d.forms_pending AS forms FROM ${DERIVED}
              WHERE d.forms_pending IS NOT NULL ORDER BY d.last_name, d.first_name, d.teacher_id LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
          db.query<Named & { added: string }>(
            `SELECT ${NAMED}, d.hire_added AS added FROM ${DERIVED}
              WHERE d.hire_added IS NOT NULL ORDER BY d.hire_added, d.last_name, d.first_name, d.teacher_id LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
          db.query<AdminDashboard['recentRegistrations'][number]>(
            `SELECT id AS "_id", name, district_name AS "districtName", status, iso_ts(created_at) AS "createdAt"
             FROM schools ORDER BY created_at DESC, id LIMIT $1`,
            [RECENT_REGISTRATIONS_LIMIT],
          ),
          db.query<Named & { end: string; until: string }>(
            `SELECT ${NAMED}, to_char(d.cert_end, 'YYYY-MM-DD') AS end, to_char(d.grace_until, 'YYYY-MM-DD') AS until FROM ${DERIVED}
              WHERE d.cert_state = 'grace' ORDER BY d.cert_end, d.last_name, d.first_name, d.teacher_id LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
          db.query<Named & { end: string }>(
            `SELECT ${NAMED}, to_char(d.cert_end, 'YYYY-MM-DD') AS end FROM ${DERIVED}
              WHERE d.cert_state = 'ending' ORDER BY d.cert_end, d.last_name, d.first_name, d.teacher_id LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
          supervisorNeeded
            ? db.query<Named & { school: string }>(
                `SELECT ${NAMED}, s.name AS school
                 FROM assignments a JOIN ${DERIVED} ON d.teacher_id = a.teacher_id JOIN schools s ON s.id = a.school_id
                WHERE a.is_current AND a.supervisor_id IS NULL AND a.status IN ('active', 'intern')
                ORDER BY d.last_name, d.first_name, d.teacher_id LIMIT $1`,
                [ALERTS_PER_KIND],
              )
            : Promise.resolve([]),
          // Placed interns with a supervisor, lapsed without an observation: the longest first.
          db.query<Named & { since: string; days: number }>(
            `SELECT ${NAMED}, to_char(d.lapse_since, 'YYYY-MM-DD') AS since, ($2::date - d.lapse_since)::int AS days
               FROM ${DERIVED} JOIN assignments a ON a.teacher_id = d.teacher_id AND a.is_current
              WHERE d.lapse_since IS NOT NULL AND a.supervisor_id IS NOT NULL
              ORDER BY d.lapse_since, d.last_name, d.first_name, d.teacher_id LIMIT $1`,
            [ALERTS_PER_KIND, today],
          ),
          // Teachers with charges past their due date and not paid (the payment ledger).
          db.query<Named & { due: string; amount: number }>(
            `SELECT ${NAMED}, to_char(d.overdue_from, 'YYYY-MM-DD') AS due, (d.overdue_cents / 100.0)::float8 AS amount
               FROM ${DERIVED} WHERE d.overdue_from IS NOT NULL ORDER BY d.overdue_from, d.last_name, d.first_name, d.teacher_id LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
        ]);

      const totals = { ...figures, unsupervised: counts.unsupervised, lapsed: counts.lapsed };
      const ref = (t: Named) => ({ teacherId: t.id, name: `${t.first} ${t.last}` });
      const alerts: DashboardAlert[] = [
        ...awaiting.map((s): DashboardAlert => ({ kind: 'school-awaiting-approval', severity: 'warning', schoolId: s.id, name: s.name })),
        ...firstObs.map((t): DashboardAlert =>
          t.kind === 'overdue'
            ? { kind: 'first-observation-overdue', severity: 'danger', ...ref(t), date: t.date }
            : { kind: 'first-observation-due', severity: 'warning', ...ref(t), date: t.date },
        ),
        ...forms.map((t): DashboardAlert => ({
          kind: 'forms-pending',
          severity: 'info',
          ...ref(t),
          forms: PENDING_FORMS.filter((f) => t.forms.includes(f)),
        })),
        ...hiring.map((t): DashboardAlert => ({ kind: 'hire-in-process', severity: 'info', ...ref(t), date: t.added })),
        ...grace.map((t): DashboardAlert => ({ kind: 'certification-grace', severity: 'danger', ...ref(t), date: t.end, until: t.until })),
        ...ending.map((t): DashboardAlert => ({ kind: 'certification-ending', severity: 'warning', ...ref(t), date: t.end })),
        ...unsupervised.map((t): DashboardAlert => ({ kind: 'supervisor-needed', severity: 'warning', ...ref(t), schoolName: t.school })),
        ...lapsed.map((t): DashboardAlert => ({
          kind: 'observation-lapsed',
          severity: 'warning',
          ...ref(t),
          date: t.since,
          days: t.days,
          due: addDays(t.since, settings.internshipProgram.evaluationFrequency),
        })),
        ...overdue.map((t): DashboardAlert => ({ kind: 'payment-overdue', severity: 'warning', ...ref(t), date: t.due, amount: t.amount })),
      ];
      const alertTotals: AdminDashboard['alertTotals'] = {
        'school-awaiting-approval': counts.inactive,
        'first-observation-overdue': totals.firstOverdue,
        'first-observation-due': totals.firstDue,
        'forms-pending': totals.forms,
        'hire-in-process': totals.hire,
        'certification-grace': totals.grace,
        'certification-ending': totals.ending,
        'supervisor-needed': totals.unsupervised,
        'observation-lapsed': totals.lapsed,
        'payment-overdue': totals.overdue,
      };

      const statusCounts = figures.byStatus;
      return {
        ...(o.pathClocks ? { pathClocks: o.pathClocks } : {}),
        stats: {
          teachers: { total: Object.values(statusCounts).reduce((n, c) => n + c, 0), byStatus: statusCounts },
          schools: { active: counts.active, awaitingApproval: counts.inactive },
          supervisors: { total: counts.sup, active: counts.supActive },
          pendingRequests: counts.pending,
          observationsDue: totals.firstDue + totals.firstOverdue,
          observationsDueThisWeek: totals.firstDue,
          newInquiries: counts.inquiries,
        },
        alerts,
        alertTotals,
        charts: charts(first, figures),
        recentRegistrations: recent,
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
