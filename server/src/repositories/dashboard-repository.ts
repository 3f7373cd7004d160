import {
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

/** The dashboard charts: days from the hired list to hire, and observations due and done by week (teacher_derived). */
async function charts(db: Database, now: Date): Promise<AdminDashboard['charts']> {
  const first = monday(now.toISOString().slice(0, 10));
  first.setUTCDate(first.getUTCDate() - 7 * (OBSERVATION_CHART_WEEKS - 1));
  const from = first.toISOString().slice(0, 10);
  const [hired, done, due] = await Promise.all([
    db.query<{ bucket: number; n: number }>(
      `SELECT CASE WHEN hire_days <= 30 THEN 0 WHEN hire_days <= 60 THEN 1 WHEN hire_days <= 90 THEN 2 ELSE 3 END AS bucket,
              count(*)::int AS n
         FROM teacher_derived WHERE hire_days >= 0 GROUP BY 1`,
    ),
    db.query<{ week: string; n: number }>(
      `SELECT to_char(date_trunc('week', d), 'YYYY-MM-DD') AS week, count(*)::int AS n
         FROM teacher_derived, unnest(obs_days) d WHERE d >= $1::date GROUP BY 1`,
      [from],
    ),
    db.query<{ week: string; n: number }>(
      `SELECT to_char(date_trunc('week', obs_deadline), 'YYYY-MM-DD') AS week, count(*)::int AS n
         FROM teacher_derived WHERE obs_deadline >= $1::date GROUP BY 1`,
      [from],
    ),
  ]);
  const daysToHire = DAYS_TO_HIRE_BUCKETS.map((b, i) => ({ bucket: b, count: hired.find((h) => h.bucket === i)?.n ?? 0 }));
  const count = (rows: { week: string; n: number }[], week: string) => rows.find((r) => r.week === week)?.n ?? 0;
  const observationsByWeek = Array.from({ length: OBSERVATION_CHART_WEEKS }, (_, i) => {
    const d = new Date(first);
    d.setUTCDate(d.getUTCDate() + 7 * i);
    const week = d.toISOString().slice(0, 10);
    return { week, due: count(due, week), done: count(done, week) };
  });
  return { daysToHire, observationsByWeek };
}

type Named = { id: string; first: string; last: string };
const NAMED = `t.id, t.first_name AS first, t.last_name AS last`;
const DERIVED = `teacher_derived d JOIN teachers t ON t.id = d.teacher_id`;

export function createDashboardRepository(db: Database, derived: DerivedRepository) {
  return {
    /**
     * The dashboard on `now`. The settings decide the certification alerts (warningThreshold, the grace period) and
     * whether placements left without a supervisor are flagged (autoAssignSupervisors). Every teacher figure is an
     * aggregate over teacher_derived (issue 33), brought up to date for today first; each alert group holds its first
     * ALERTS_PER_KIND and alertTotals how many there are.
     */
    async build(now: Date = new Date(), o: { settings?: SystemSettings; timeZone?: string } = {}): Promise<AdminDashboard> {
      const settings = o.settings ?? systemSettingsSchema.parse({});
      const timeZone = o.timeZone ?? PROGRAM_TIME_ZONE;
      const today = programDate(now, timeZone);
      await derived.refresh(today, settings, timeZone);
      const supervisorNeeded = settings.internshipProgram.autoAssignSupervisors;
      const [
        byStatus,
        [counts],
        [totals],
        awaiting,
        firstObs,
        forms,
        hiring,
        recent,
        chartData,
        grace,
        ending,
        unsupervised,
        lapsed,
        overdue,
      ] = await Promise.all([
        // teacher_search (migration 026: ~100 bytes a teacher, status copied by its trigger), not the records' heap.
        db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM teacher_search GROUP BY 1'),
        db.query<{ active: number; inactive: number; sup: number; supActive: number; pending: number; inquiries: number }>(
          `SELECT (SELECT count(*)::int FROM schools WHERE status = 'active') AS active,
                  (SELECT count(*)::int FROM schools WHERE status = 'inactive') AS inactive,
                  (SELECT count(*)::int FROM supervisors) AS sup,
                  (SELECT count(*)::int FROM supervisors WHERE status = 'active') AS "supActive",
                  (SELECT count(*)::int FROM requests WHERE status = 'pending') AS pending,
                  (SELECT count(*)::int FROM inquiries WHERE NOT handled) AS inquiries`,
        ),
        db.query<
          Record<'firstDue' | 'firstOverdue' | 'forms' | 'hire' | 'grace' | 'ending' | 'unsupervised' | 'lapsed' | 'overdue', number>
        >(
          `SELECT (SELECT count(*)::int FROM teacher_derived WHERE first_obs = 'due') AS "firstDue",
                  (SELECT count(*)::int FROM teacher_derived WHERE first_obs = 'overdue') AS "firstOverdue",
                  (SELECT count(*)::int FROM teacher_derived WHERE forms_pending IS NOT NULL) AS forms,
                  (SELECT count(*)::int FROM teacher_derived WHERE hire_added IS NOT NULL) AS hire,
                  (SELECT count(*)::int FROM teacher_derived WHERE cert_state = 'grace') AS grace,
                  (SELECT count(*)::int FROM teacher_derived WHERE cert_state = 'ending') AS ending,
                  CASE WHEN $1 THEN (SELECT count(*)::int FROM assignments a
                     WHERE a.is_current AND a.supervisor_id IS NULL AND a.status IN ('active', 'intern')) ELSE 0 END AS unsupervised,
                  (SELECT count(*)::int FROM teacher_derived d JOIN assignments a ON a.teacher_id = d.teacher_id AND a.is_current
                     WHERE d.lapse_since IS NOT NULL AND a.supervisor_id IS NOT NULL) AS lapsed,
                  (SELECT count(*)::int FROM teacher_derived WHERE overdue_from IS NOT NULL) AS overdue`,
          [supervisorNeeded],
        ),
        db.query<{ id: string; name: string }>(`SELECT id, name FROM schools WHERE status = 'inactive' ORDER BY created_at DESC LIMIT $1`, [
          ALERTS_PER_KIND,
        ]),
        // Overdue first (danger), then due; by name within each.
        db.query<Named & { kind: string; date: string }>(
          `SELECT ${NAMED}, d.first_obs AS kind, d.first_obs_date AS date FROM ${DERIVED}
              WHERE d.first_obs IS NOT NULL ORDER BY d.first_obs = 'overdue' DESC, t.last_name, t.first_name LIMIT $1`,
          [ALERTS_PER_KIND],
        ),
        db.query<Named & { forms: string[] }>(
          `SELECT ${NAMED}, d.forms_pending AS forms FROM ${DERIVED}
              WHERE d.forms_pending IS NOT NULL ORDER BY t.last_name, t.first_name LIMIT $1`,
          [ALERTS_PER_KIND],
        ),
        db.query<Named & { added: string }>(
          `SELECT ${NAMED}, d.hire_added AS added FROM ${DERIVED}
              WHERE d.hire_added IS NOT NULL ORDER BY d.hire_added, t.last_name LIMIT $1`,
          [ALERTS_PER_KIND],
        ),
        db.query<AdminDashboard['recentRegistrations'][number]>(
          `SELECT id AS "_id", name, district_name AS "districtName", status, iso_ts(created_at) AS "createdAt"
             FROM schools ORDER BY created_at DESC, id LIMIT $1`,
          [RECENT_REGISTRATIONS_LIMIT],
        ),
        charts(db, now),
        db.query<Named & { end: string; until: string }>(
          `SELECT ${NAMED}, to_char(d.cert_end, 'YYYY-MM-DD') AS end, to_char(d.grace_until, 'YYYY-MM-DD') AS until FROM ${DERIVED}
              WHERE d.cert_state = 'grace' ORDER BY d.cert_end, t.last_name, t.first_name LIMIT $1`,
          [ALERTS_PER_KIND],
        ),
        db.query<Named & { end: string }>(
          `SELECT ${NAMED}, to_char(d.cert_end, 'YYYY-MM-DD') AS end FROM ${DERIVED}
              WHERE d.cert_state = 'ending' ORDER BY d.cert_end, t.last_name, t.first_name LIMIT $1`,
          [ALERTS_PER_KIND],
        ),
        supervisorNeeded
          ? db.query<Named & { school: string }>(
              `SELECT t.id, t.first_name AS first, t.last_name AS last, s.name AS school
                 FROM assignments a JOIN teachers t ON t.id = a.teacher_id JOIN schools s ON s.id = a.school_id
                WHERE a.is_current AND a.supervisor_id IS NULL AND a.status IN ('active', 'intern')
                ORDER BY t.last_name, t.first_name LIMIT $1`,
              [ALERTS_PER_KIND],
            )
          : Promise.resolve([]),
        // Placed interns with a supervisor, lapsed without an observation: the longest first.
        db.query<Named & { since: string; days: number }>(
          `SELECT ${NAMED}, to_char(d.lapse_since, 'YYYY-MM-DD') AS since, ($2::date - d.lapse_since)::int AS days
               FROM ${DERIVED} JOIN assignments a ON a.teacher_id = t.id AND a.is_current
              WHERE d.lapse_since IS NOT NULL AND a.supervisor_id IS NOT NULL
              ORDER BY d.lapse_since, t.last_name, t.first_name LIMIT $1`,
          [ALERTS_PER_KIND, today],
        ),
        // Teachers with charges past their due date and not paid (the payment ledger, issue 18).
        db.query<Named & { due: string; amount: number }>(
          `SELECT ${NAMED}, to_char(d.overdue_from, 'YYYY-MM-DD') AS due, (d.overdue_cents / 100.0)::float8 AS amount
               FROM ${DERIVED} WHERE d.overdue_from IS NOT NULL ORDER BY d.overdue_from, t.last_name, t.first_name LIMIT $1`,
          [ALERTS_PER_KIND],
        ),
      ]);

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
        ...lapsed.map((t): DashboardAlert => ({ kind: 'observation-lapsed', severity: 'warning', ...ref(t), date: t.since, days: t.days })),
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

      const statusCounts = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
      return {
        stats: {
          teachers: { total: byStatus.reduce((n, r) => n + r.n, 0), byStatus: statusCounts },
          schools: { active: counts.active, awaitingApproval: counts.inactive },
          supervisors: { total: counts.sup, active: counts.supActive },
          pendingRequests: counts.pending,
          observationsDue: totals.firstDue + totals.firstOverdue,
          observationsDueThisWeek: totals.firstDue,
          newInquiries: counts.inquiries,
        },
        alerts,
        alertTotals,
        charts: chartData,
        recentRegistrations: recent,
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
