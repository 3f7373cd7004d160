import {
  addDays,
  certificationStanding,
  DAYS_TO_HIRE_BUCKETS,
  programDate,
  PROGRAM_TIME_ZONE,
  systemSettingsSchema,
  type SystemSettings,
  OBSERVATION_CHART_WEEKS,
  daysUntil,
  PENDING_FORMS,
  RECENT_REGISTRATIONS_LIMIT,
  TEXAS_RULES,
  type AdminDashboard,
  type DashboardAlert,
  observationLapse,
  type StoredTeacher,
} from 'shared-domain';
import type { Database } from '../db/types';
import { TEACHER_FROM, TEACHER_JSON } from './teachers-sql';

/** At most this many alerts of one kind (the dashboard is a summary, the lists hold the rest). */
export const ALERTS_PER_KIND = 25;

interface InternRow {
  id: string;
  first: string;
  last: string;
  deadline: string | null;
  observations: number;
  handbook: boolean;
  attestation: boolean;
}

/** A stored record date (YYYY-MM-DD, or a date-time) as a SQL date; NULL when blank. */
const day = (path: string) => `CASE WHEN ${path} ~ '^\\d{4}-\\d{2}-\\d{2}' THEN left(${path}, 10)::date END`;

/** The Monday of the week of a YYYY-MM-DD day. */
function monday(isoDay: string): Date {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** The dashboard charts: days from the hired list to hire, and observations due and done by week. */
async function charts(db: Database, now: Date): Promise<AdminDashboard['charts']> {
  const first = monday(now.toISOString().slice(0, 10));
  first.setUTCDate(first.getUTCDate() - 7 * (OBSERVATION_CHART_WEEKS - 1));
  const from = first.toISOString().slice(0, 10);
  const [hired, done, due] = await Promise.all([
    db.query<{ days: number }>(
      `SELECT (${day("doc #>> '{hiredListInfo,dateHired}'")} - ${day("doc #>> '{hiredListInfo,dateAdded}'")})::int AS days FROM teachers
        WHERE ${day("doc #>> '{hiredListInfo,dateHired}'")} IS NOT NULL AND ${day("doc #>> '{hiredListInfo,dateAdded}'")} IS NOT NULL`,
    ),
    db.query<{ week: string; n: number }>(
      `SELECT to_char(date_trunc('week', d), 'YYYY-MM-DD') AS week, count(*)::int AS n
         FROM (SELECT ${day("s->>'date'")} AS d FROM teachers t,
                      jsonb_array_elements(coalesce(t.doc #> '{supervisions,list}', '[]'::jsonb)) s) x
        WHERE d >= $1::date GROUP BY 1`,
      [from],
    ),
    db.query<{ week: string; n: number }>(
      `SELECT to_char(date_trunc('week', d), 'YYYY-MM-DD') AS week, count(*)::int AS n
         FROM (SELECT ${day("doc #>> '{certificationInfo,firstObsDeadline}'")} AS d FROM teachers WHERE teacher_status = 'intern') x
        WHERE d >= $1::date GROUP BY 1`,
      [from],
    ),
  ]);
  const bucket = (days: number) => (days <= 30 ? 0 : days <= 60 ? 1 : days <= 90 ? 2 : 3);
  const daysToHire = DAYS_TO_HIRE_BUCKETS.map((b) => ({ bucket: b, count: 0 }));
  for (const { days } of hired) if (days >= 0) daysToHire[bucket(days)].count += 1;
  const count = (rows: { week: string; n: number }[], week: string) => rows.find((r) => r.week === week)?.n ?? 0;
  const observationsByWeek = Array.from({ length: OBSERVATION_CHART_WEEKS }, (_, i) => {
    const d = new Date(first);
    d.setUTCDate(d.getUTCDate() + 7 * i);
    const week = d.toISOString().slice(0, 10);
    return { week, due: count(due, week), done: count(done, week) };
  });
  return { daysToHire, observationsByWeek };
}

export function createDashboardRepository(db: Database) {
  return {
    /**
     * The dashboard on `now`. The settings decide the certification alerts (warningThreshold, the grace period) and
     * whether placements left without a supervisor are flagged (autoAssignSupervisors).
     */
    async build(now: Date = new Date(), o: { settings?: SystemSettings; timeZone?: string } = {}): Promise<AdminDashboard> {
      const settings = o.settings ?? systemSettingsSchema.parse({});
      const cert = settings.teacherCertification;
      const today = programDate(now, o.timeZone ?? PROGRAM_TIME_ZONE);
      const grace = cert.allowGracePeriod ? cert.gracePeriodDays : 0;
      const [byStatus, [counts], awaiting, interns, hiring, recent, chartData, ending, unsupervised, overdue, supervised] =
        await Promise.all([
          db.query<{ status: string; n: number }>('SELECT teacher_status AS status, count(*)::int AS n FROM teachers GROUP BY 1'),
          db.query<{ active: number; inactive: number; sup: number; supActive: number; pending: number; inquiries: number }>(
            `SELECT (SELECT count(*)::int FROM schools WHERE status = 'active') AS active,
                  (SELECT count(*)::int FROM schools WHERE status = 'inactive') AS inactive,
                  (SELECT count(*)::int FROM supervisors) AS sup,
                  (SELECT count(*)::int FROM supervisors WHERE status = 'active') AS "supActive",
                  (SELECT count(*)::int FROM requests WHERE status = 'pending') AS pending,
                  (SELECT count(*)::int FROM inquiries WHERE NOT handled) AS inquiries`,
          ),
          db.query<{ id: string; name: string }>(
            `SELECT id, name FROM schools WHERE status = 'inactive' ORDER BY created_at DESC LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
          db.query<InternRow>(
            `SELECT id, first_name AS first, last_name AS last, nullif(doc #>> '{certificationInfo,firstObsDeadline}', '') AS deadline,
                  jsonb_array_length(coalesce(doc #> '{supervisions,list}', '[]'::jsonb))::int AS observations,
                  coalesce((doc #>> '{formsStatus,mentorHandbookFormsUploaded,uploaded}')::boolean, false)
                    AND (NOT $1 OR coalesce((doc #>> '{formsStatus,mentorHandbookFormsUploaded,verified}')::boolean, false)) AS handbook,
                  coalesce((doc #>> '{formsStatus,internMentorAttestationForm,uploaded}')::boolean, false)
                    AND (NOT $1 OR coalesce((doc #>> '{formsStatus,internMentorAttestationForm,verified}')::boolean, false)) AS attestation
             FROM teachers WHERE teacher_status = 'intern' ORDER BY last_name, first_name`,
            [cert.requireDocumentVerification],
          ),
          db.query<{ id: string; first: string; last: string; added: string }>(
            `SELECT id, first_name AS first, last_name AS last, doc #>> '{hiredListInfo,dateAdded}' AS added FROM teachers
            WHERE coalesce(doc #>> '{hiredListInfo,dateAdded}', '') <> '' AND coalesce(doc #>> '{hiredListInfo,dateHired}', '') = ''
            ORDER BY doc #>> '{hiredListInfo,dateAdded}', last_name LIMIT $1`,
            [ALERTS_PER_KIND],
          ),
          db.query<AdminDashboard['recentRegistrations'][number]>(
            `SELECT id AS "_id", name, district_name AS "districtName", status, iso_ts(created_at) AS "createdAt"
             FROM schools ORDER BY created_at DESC, id LIMIT $1`,
            [RECENT_REGISTRATIONS_LIMIT],
          ),
          charts(db, now),
          db.query<{ id: string; first: string; last: string; end: string }>(
            // YYYY-MM-DD compares as text: a stored value that is not a date is left out, never cast.
            `SELECT id, first_name AS first, last_name AS last, left(doc #>> '{certificationInfo,endDate}', 10) AS end FROM teachers
            WHERE left(doc #>> '{certificationInfo,endDate}', 10) COLLATE "C" BETWEEN $1 AND $2
            ORDER BY 4, last_name, first_name`,
            [addDays(today, -grace), addDays(today, cert.warningThreshold)],
          ),
          settings.internshipProgram.autoAssignSupervisors
            ? db.query<{ id: string; first: string; last: string; school: string }>(
                `SELECT t.id, t.first_name AS first, t.last_name AS last, s.name AS school
                 FROM assignments a JOIN teachers t ON t.id = a.teacher_id JOIN schools s ON s.id = a.school_id
                WHERE a.is_current AND a.supervisor_id IS NULL AND a.status IN ('active', 'intern')
                ORDER BY t.last_name, t.first_name LIMIT $1`,
                [ALERTS_PER_KIND],
              )
            : Promise.resolve([]),
          // Teachers with charges past their due date and not paid (the payment ledger, issue 18).
          db.query<{ id: string; first: string; last: string; due: string; amount: number }>(
            `SELECT t.id, t.first_name AS first, t.last_name AS last, to_char(min(c.due_date), 'YYYY-MM-DD') AS due,
                  (sum(c.open) / 100.0)::float8 AS amount
             FROM (SELECT l.teacher_id, l.due_date,
                          l.amount_cents - coalesce((SELECT sum(p.amount_cents) FROM ledger_entries p WHERE p.charge_id = l.id), 0) AS open
                     FROM ledger_entries l WHERE l.kind = 'charge' AND l.due_date < $1::date) c
             JOIN teachers t ON t.id = c.teacher_id
            WHERE c.open > 0
            GROUP BY t.id ORDER BY min(c.due_date), t.last_name, t.first_name LIMIT $2`,
            [today, ALERTS_PER_KIND],
          ),
          // Placed interns with a supervisor who need observations: the evaluationFrequency rule reads the whole record.
          db.query<{ j: string }>(
            `SELECT (${TEACHER_JSON})::text AS j FROM ${TEACHER_FROM}
            WHERE a.supervisor_id IS NOT NULL AND coalesce(t.doc ->> 'obsNeeded', 'n/a') NOT IN ('n/a', '')`,
          ),
        ]);

      const alerts: DashboardAlert[] = awaiting.map((s) => ({
        kind: 'school-awaiting-approval',
        severity: 'warning',
        schoolId: s.id,
        name: s.name,
      }));
      let due = 0;
      let dueThisWeek = 0;
      const obsAlerts: DashboardAlert[] = [];
      for (const t of interns) {
        const left = t.deadline ? daysUntil(t.deadline, now) : null;
        if (left === null || t.observations > 0 || left > TEXAS_RULES.firstObsAlertDays) continue;
        due += 1;
        const name = `${t.first} ${t.last}`;
        if (left >= 0) dueThisWeek += 1;
        const alert = { teacherId: t.id, name, date: t.deadline! };
        obsAlerts.push(
          left < 0
            ? { kind: 'first-observation-overdue', severity: 'danger', ...alert }
            : { kind: 'first-observation-due', severity: 'warning', ...alert },
        );
      }
      alerts.push(
        ...obsAlerts.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'danger' ? -1 : 1)).slice(0, ALERTS_PER_KIND),
      );
      const forms = interns.filter((t) => !t.handbook || !t.attestation).slice(0, ALERTS_PER_KIND);
      alerts.push(
        ...forms.map((t): DashboardAlert => ({
          kind: 'forms-pending',
          severity: 'info',
          teacherId: t.id,
          name: `${t.first} ${t.last}`,
          forms: PENDING_FORMS.filter((f) => (f === 'mentorHandbookFormsUploaded' ? !t.handbook : !t.attestation)),
        })),
        ...hiring.map((t): DashboardAlert => ({
          kind: 'hire-in-process',
          severity: 'info',
          teacherId: t.id,
          name: `${t.first} ${t.last}`,
          date: t.added,
        })),
      );

      const endingAlerts: DashboardAlert[] = [];
      for (const t of ending) {
        const standing = certificationStanding(t.end, today, cert);
        const ref = { teacherId: t.id, name: `${t.first} ${t.last}` };
        if (standing?.state === 'ending') endingAlerts.push({ kind: 'certification-ending', severity: 'warning', ...ref, date: t.end });
        if (standing?.state === 'grace') {
          endingAlerts.push({ kind: 'certification-grace', severity: 'danger', ...ref, date: t.end, until: standing.graceUntil });
        }
      }
      alerts.push(
        ...endingAlerts.filter((a) => a.kind === 'certification-grace').slice(0, ALERTS_PER_KIND),
        ...endingAlerts.filter((a) => a.kind === 'certification-ending').slice(0, ALERTS_PER_KIND),
        ...unsupervised.map((t): DashboardAlert => ({
          kind: 'supervisor-needed',
          severity: 'warning',
          teacherId: t.id,
          name: `${t.first} ${t.last}`,
          schoolName: t.school,
        })),
        ...supervised
          .flatMap((r): DashboardAlert[] => {
            const t = JSON.parse(r.j) as StoredTeacher;
            const lapse = observationLapse(t, now, settings.internshipProgram.evaluationFrequency, o.timeZone ?? PROGRAM_TIME_ZONE);
            return lapse
              ? [
                  {
                    kind: 'observation-lapsed',
                    severity: 'warning',
                    teacherId: t._id,
                    name: `${t.name.first} ${t.name.last}`,
                    date: lapse.since,
                    days: lapse.days,
                  },
                ]
              : [];
          })
          .sort((a, b) => (b.kind === 'observation-lapsed' && a.kind === 'observation-lapsed' ? b.days - a.days : 0))
          .slice(0, ALERTS_PER_KIND),
        ...overdue.map((t): DashboardAlert => ({
          kind: 'payment-overdue',
          severity: 'warning',
          teacherId: t.id,
          name: `${t.first} ${t.last}`,
          date: t.due,
          amount: t.amount,
        })),
      );

      const statusCounts = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
      return {
        stats: {
          teachers: { total: byStatus.reduce((n, r) => n + r.n, 0), byStatus: statusCounts },
          schools: { active: counts.active, awaitingApproval: counts.inactive },
          supervisors: { total: counts.sup, active: counts.supActive },
          pendingRequests: counts.pending,
          observationsDue: due,
          observationsDueThisWeek: dueThisWeek,
          newInquiries: counts.inquiries,
        },
        alerts,
        charts: chartData,
        recentRegistrations: recent,
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
