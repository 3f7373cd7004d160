import type { JobResult, JobRun } from 'shared-domain';
import type { Database, Sql } from '../db/types';
import { json } from '../db/types';
import { recordAudit } from './audit-repository';

/** A daily run still unfinished after this long was cut short (its server stopped): the next check runs it again. */
const STALE_RUN = '10 minutes';
const RUN_JSON = `jsonb_build_object('_id', id, 'trigger', trigger, 'day', to_char(day, 'YYYY-MM-DD'), 'actor', actor,
  'startedAt', iso_ts(started_at), 'finishedAt', CASE WHEN finished_at IS NULL THEN NULL ELSE iso_ts(finished_at) END,
  'results', results, 'error', error)`;

/** An intern lapsed without an observation whose reminder for this period is not sent yet. */
export interface LapsedIntern {
  id: string;
  name: string;
  supervisorId: string;
  /** The day the lapse counts from: the last observation on or before today, else the internship's start. */
  since: string;
  /** The last observation on or before today (null: none yet). */
  last: string | null;
  days: number;
  nextDue: string | null;
}

/** A certification ending soon whose reminder for that end date is not sent yet. */
export interface EndingCertification {
  id: string;
  end: string;
  email: string;
  name: string;
}

/** Rows read per page by the jobs' narrow reads. */
const DUE_PAGE = 1000;
/** The keyset before every id. */
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

/** An open charge falling due, with what is still owed on it and who owes it. */
export interface DueCharge {
  id: string;
  number: number;
  description: string;
  open: number;
  due: string;
  email: string;
  name: string;
}

/**
 * The scheduled jobs' SQL: the runs (`job_runs`, one daily row per program-local day), the sends (`job_sends`,
 * primary key job + subject, so a reminder is queued once) and what each job reads.
 */
export function createJobsRepository(db: Database) {
  /**
   * Every page of `sql`, in its keyset's order: its parameters are `params`, then the keyset after which a page starts
   * (`from` for the first; `next` of a page's last row after), then the page size.
   */
  async function keyset<T>(sql: string, params: unknown[], from: unknown[], next: (last: T) => unknown[]): Promise<T[]> {
    const out: T[] = [];
    for (let after = from; ;) {
      const rows = await db.query<T>(sql, [...params, ...after, DUE_PAGE]);
      out.push(...rows);
      if (rows.length < DUE_PAGE) return out;
      after = next(rows[rows.length - 1]);
    }
  }

  return {
    /** Every admin's e-mail address. */
    async adminEmails(): Promise<string[]> {
      return (await db.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin' ORDER BY email`)).map((r) => r.email);
    },
    /**
     * The certifications ending from `from` to `to` (pending, migration 039) whose reminder for
     * that end date (job_sends subject `id:end`) was not sent yet: only the columns the reminder needs, a page at a time.
     */
    async certificationsEndingDue(from: string, to: string): Promise<EndingCertification[]> {
      // The certifications still pending only, by end date then id (migration 039: those whose reminder for their end
      // date was not found sent yet). Read by its window (migration 037's index) and each looked up in job_sends, a run
      // would grow with the program; in id order the planner walks the whole table.
      // A page's reminders are found in the pending table alone (by its key, their sends by theirs), then joined to
      // their rows: joined first, the planner sorted the whole window's join for each page.
      const rows = await keyset<EndingCertification & { found: boolean }>(
        `WITH due AS (
           SELECT r.day, r.ref FROM reminders_pending r
            WHERE r.job = 'certification-ending' AND r.day BETWEEN $1::date AND $2::date AND (r.day, r.ref) > ($3::date, $4::uuid)
              AND NOT EXISTS (SELECT 1 FROM job_sends s WHERE s.job = 'certification-ending'
                                AND s.subject = r.ref::text || ':' || to_char(r.day, 'YYYY-MM-DD'))
            ORDER BY r.day, r.ref LIMIT $5)
         SELECT due.ref::text AS id, to_char(due.day, 'YYYY-MM-DD') AS "end", d.teacher_id IS NOT NULL AS found,
                coalesce(t.email, '') AS email, trim(d.first_name || ' ' || d.last_name) AS name
           FROM due
           LEFT JOIN teacher_derived d ON d.teacher_id = due.ref AND d.cert_end = due.day
           LEFT JOIN teachers t ON t.id = d.teacher_id
          ORDER BY due.day, due.ref`,
        [from, to],
        [from, ZERO_ID],
        (last) => [last.end, last.id],
      );
      // A reminder left pending for a date its row no longer has (the triggers keep none: a backstop) is not sent.
      return rows.filter((r) => r.found).map(({ found: _, ...r }) => r);
    },
    /**
     * The interns placed with a supervisor and lapsed without an observation on `today` (teacher_derived's
     * lapse_since, by index) whose reminder for this period (job_sends subject `id:since:period`, `every` days a period)
     * was not sent yet: only the columns the reminder needs, a page at a time.
     */
    async lapsedInternsDue(today: string, every: number): Promise<LapsedIntern[]> {
      return keyset<LapsedIntern>(
        `SELECT d.teacher_id::text AS id, trim(d.first_name || ' ' || d.last_name) AS name, a.supervisor_id::text AS "supervisorId",
                to_char(d.lapse_since, 'YYYY-MM-DD') AS since, ($1::date - d.lapse_since) AS days,
                CASE WHEN d.lapse_since = ANY(d.obs_days) THEN to_char(d.lapse_since, 'YYYY-MM-DD') END AS last,
                to_char(d.next_due, 'YYYY-MM-DD') AS "nextDue"
           FROM teacher_derived d JOIN assignments a ON a.teacher_id = d.teacher_id AND a.is_current AND a.supervisor_id IS NOT NULL
          WHERE d.lapse_since IS NOT NULL AND d.teacher_id > $3::uuid
            AND NOT EXISTS (SELECT 1 FROM job_sends s WHERE s.job = 'observation-overdue'
                              AND s.subject = d.teacher_id::text || ':' || to_char(d.lapse_since, 'YYYY-MM-DD') || ':'
                                              || (($1::date - d.lapse_since) / $2::int)::text)
          ORDER BY d.teacher_id LIMIT $4`,
        [today, every],
        [ZERO_ID],
        (last) => [last.id],
      );
    },
    /**
     * The charges due from `today` to `within` days after it with something still open, whose reminder for that due date
     * (job_sends subject `id:due`) was not sent yet, a page at a time: reading every charge of the window on every run,
     * sent or not, would grow the embedded database's heap, which never shrinks.
     */
    async chargesDue(today: string, within: number): Promise<DueCharge[]> {
      // By due date then id, the charges still pending only (migration 039: those whose reminder for their due date
      // was not found sent yet): reading the window's every charge, even by the due-date index and each looked up in
      // job_sends, grows with the program. The address is the teachers.email column (migration 001: generated from the
      // record), not read from the record: that detoasted every teacher's whole record.
      // A page's charges are found in the pending table alone (by its key, their sends by theirs), then joined to
      // their rows: joined first, the planner sorts the whole window's join for each page.
      const rows = await keyset<DueCharge & { found: boolean }>(
        `WITH due AS (
           SELECT r.day, r.ref FROM reminders_pending r
            WHERE r.job = 'payment-due' AND r.day BETWEEN $1::date AND $1::date + $2::int AND (r.day, r.ref) > ($3::date, $4::uuid)
              AND NOT EXISTS (SELECT 1 FROM job_sends s WHERE s.job = 'payment-due'
                                AND s.subject = r.ref::text || ':' || to_char(r.day, 'YYYY-MM-DD'))
            ORDER BY r.day, r.ref LIMIT $5)
         SELECT due.ref::text AS id, to_char(due.day, 'YYYY-MM-DD') AS due, c.id IS NOT NULL AS found, c.number, c.description,
                ((c.amount_cents - coalesce((SELECT sum(p.amount_cents) FROM ledger_entries p WHERE p.charge_id = c.id), 0)) / 100.0)::float8 AS open,
                coalesce(t.email, '') AS email, trim(t.first_name || ' ' || t.last_name) AS name
           FROM due
           LEFT JOIN ledger_entries c ON c.id = due.ref AND c.due_date = due.day AND c.kind = 'charge'
           LEFT JOIN teachers t ON t.id = c.teacher_id
          ORDER BY due.day, due.ref`,
        [today, within],
        ['-infinity', ZERO_ID],
        (last) => [last.due, last.id],
      );
      // A charge left pending for a date it no longer has (the triggers keep none: a backstop) is not reminded.
      return rows.filter((r) => r.found && r.open > 0).map(({ found: _, ...r }) => r);
    },
    /**
     * `job`'s reminders (migration 039) for `from` to `to` whose send is in job_sends (subject `ref:day`), and
     * those for a day before `from` (never to be sent), are no longer pending: the next run does not read them.
     */
    async settleReminders(job: 'certification-ending' | 'payment-due', from: string, to: string): Promise<void> {
      await db.query(
        `DELETE FROM reminders_pending r
          WHERE r.job = $1 AND (r.day < $2::date OR (r.day <= $3::date AND EXISTS (SELECT 1 FROM job_sends s WHERE s.job = $1
                                  AND s.subject = r.ref::text || ':' || to_char(r.day, 'YYYY-MM-DD'))))`,
        [job, from, to],
      );
    },
    /** Which of `subjects` a run of `job` already sent (a job whose message is costly to build asks first). */
    async sent(job: string, subjects: string[]): Promise<Set<string>> {
      const rows = await db.query<{ subject: string }>('SELECT subject FROM job_sends WHERE job = $1 AND subject = ANY($2::text[])', [
        job,
        subjects,
      ]);
      return new Set(rows.map((r) => r.subject));
    },
    /**
     * Claims `job`'s sends to each of `subjects` for run `runId` in one transaction, and calls `queue` with
     * the subjects no run claimed before (in the same transaction: a send is claimed with its messages or not at all).
     * Subjects already sent are read in one statement, so a repeated run costs no transaction per reminder.
     */
    async claimSends(
      job: string,
      subjects: string[],
      runId: string,
      queue: (tx: Sql, claimed: Set<string>) => Promise<void>,
    ): Promise<Set<string>> {
      if (!subjects.length) return new Set();
      const sent = await db.query<{ subject: string }>('SELECT subject FROM job_sends WHERE job = $1 AND subject = ANY($2::text[])', [
        job,
        subjects,
      ]);
      const done = new Set(sent.map((r) => r.subject));
      const open = subjects.filter((s) => !done.has(s));
      if (!open.length) return new Set();
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ subject: string }>(
          `INSERT INTO job_sends (job, subject, run_id) SELECT $1, s, $3 FROM unnest($2::text[]) AS s
             ON CONFLICT (job, subject) DO NOTHING RETURNING subject`,
          [job, open, runId],
        );
        const claimed = new Set(rows.map((r) => r.subject));
        if (claimed.size) await queue(tx, claimed);
        return claimed;
      });
    },
    /** Records an admin's run `id` on program-local `day`. */
    async startManualRun(id: string, day: string, actor: string): Promise<void> {
      await db.query(`INSERT INTO job_runs (id, trigger, day, actor) VALUES ($1, 'manual', $2, $3)`, [id, day, actor]);
    },
    /**
     * Claims the daily run of `day` as `id`, or takes over one cut short (unfinished after STALE_RUN). Answers the
     * run's id, or null when another server has it or it is done.
     */
    async claimDailyRun(id: string, day: string): Promise<string | null> {
      const [claimed] = await db.query<{ id: string }>(
        `INSERT INTO job_runs (id, trigger, day) VALUES ($1, 'daily', $2) ON CONFLICT (day) WHERE trigger = 'daily' DO NOTHING RETURNING id`,
        [id, day],
      );
      if (claimed) return claimed.id;
      const [stale] = await db.query<{ id: string }>(
        `UPDATE job_runs SET started_at = clock_timestamp(), error = NULL WHERE trigger = 'daily' AND day = $1
           AND finished_at IS NULL AND started_at < clock_timestamp() - interval '${STALE_RUN}' RETURNING id`,
        [day],
      );
      return stale?.id ?? null;
    },
    /** Records the error that stopped run `runId`, with the results of the jobs done before it. */
    async failRun(runId: string, results: JobResult[], message: string): Promise<void> {
      await db.query(`UPDATE job_runs SET finished_at = clock_timestamp(), results = $2::jsonb, error = $3 WHERE id = $1`, [
        runId,
        json(results),
        message,
      ]);
    },
    /** Records run `runId` as finished and, in the audit trail, what it queued (who asked; null for the daily schedule). */
    async finishRun(runId: string, results: JobResult[], actor: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE job_runs SET finished_at = clock_timestamp(), results = $2::jsonb WHERE id = $1`, [runId, json(results)]);
        const changes = results.flatMap((r) => [
          { field: `${r.job}.emailsQueued`, from: null, to: r.emailsQueued },
          { field: `${r.job}.textsQueued`, from: null, to: r.textsQueued },
        ]);
        await recordAudit(tx, { entity: 'job', entityId: runId, action: 'create', actor, changes });
      });
    },
    /** The recent runs, newest first. */
    async runs(limit: number): Promise<JobRun[]> {
      const rows = await db.query<{ j: JobRun }>(`SELECT ${RUN_JSON} AS j FROM job_runs ORDER BY started_at DESC, id LIMIT $1`, [limit]);
      return rows.map((r) => r.j);
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
