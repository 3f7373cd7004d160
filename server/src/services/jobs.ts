import type { FastifyBaseLogger } from 'fastify';
import {
  formatDate,
  programDate,
  smsNumber,
  supervisionCompliance,
  type JobName,
  type JobResult,
  type JobRun,
  type SystemSettings,
  type Teacher,
} from 'shared-domain';
import type { Database } from '../db/types';
import { json } from '../db/types';
import { newId } from '../lib/ids';
import type { MailInput } from '../repositories/outbox-repository';
import type { Repositories } from '../plugins/app/repositories';
import type { Mailer } from './mailer';
import { mails } from './mail-templates';
import { TEACHER_FROM, TEACHER_JSON } from '../repositories/teachers-sql';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar day (YYYY-MM-DD) of a stored date ('2027-03-10' or an ISO timestamp), else null. */
const dayOf = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v.slice(0, 10))) ? v.slice(0, 10) : null;
/** Whole days from day `a` to day `b` (both YYYY-MM-DD). */
const daysFrom = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

/** A daily run still unfinished after this long was cut short (its server stopped): the next check runs it again. */
const STALE_RUN = '10 minutes';
/** Records read per query. */
const PAGE = 100;

export interface JobRunnerOptions {
  db: Database;
  repos: Repositories;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  timeZone: string;
  /** 'HH:MM' program-local time of the daily run, or 'off'. */
  dailyAt: string;
  /** The clock (tests inject one). */
  now?: () => Date;
}

interface JobContext {
  runId: string;
  settings: SystemSettings;
  now: Date;
  today: string;
}

const RUN_JSON = `jsonb_build_object('_id', id, 'trigger', trigger, 'day', to_char(day, 'YYYY-MM-DD'), 'actor', actor,
  'startedAt', iso_ts(started_at), 'finishedAt', CASE WHEN finished_at IS NULL THEN NULL ELSE iso_ts(finished_at) END,
  'results', results, 'error', error)`;

/**
 * The scheduled jobs and their runner. Every reminder is claimed in `job_sends` (primary key job + subject) in the
 * transaction that queues its e-mails, so it is sent once however many times and on however many servers the jobs
 * run. The daily run is claimed in `job_runs` (one row per program-local day), so one server of several runs it.
 */
export function createJobRunner(o: JobRunnerOptions) {
  const clock = o.now ?? (() => new Date());
  const timeOfDay = new Intl.DateTimeFormat('en-GB', { timeZone: o.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  let timer: NodeJS.Timeout | null = null;
  let checking: Promise<unknown> | null = null;

  /** Queues `messages` unless this job already sent to `subject`; returns how many were queued. */
  async function sendOnce(ctx: JobContext, job: JobName, subject: string, messages: MailInput[]): Promise<number> {
    if (!messages.length) return 0;
    return o.db.transaction(async (tx) => {
      const claimed = await tx.query(
        'INSERT INTO job_sends (job, subject, run_id) VALUES ($1, $2, $3) ON CONFLICT (job, subject) DO NOTHING RETURNING 1',
        [job, subject, ctx.runId],
      );
      if (!claimed.length) return 0;
      for (const m of messages) await o.mailer.enqueue(tx, m);
      return messages.length;
    });
  }

  /**
   * The teachers whose SQL condition `where` holds (over TEACHER_FROM), a page at a time, keeping what `pick` answers
   * for each (null: nothing). Never the whole list parsed at once: 10,000 records would hold about 100 MB.
   */
  async function pickTeachers<T>(where: string, params: unknown[], pick: (t: Teacher) => T | null): Promise<T[]> {
    const out: T[] = [];
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await o.db.query<{ j: string; id: string }>(
        `SELECT (${TEACHER_JSON})::text AS j, t.id::text AS id FROM ${TEACHER_FROM}
          WHERE (${where}) AND t.id > $${params.length + 1}::uuid ORDER BY t.id LIMIT ${PAGE}`,
        [...params, after],
      );
      for (const r of rows) {
        const kept = pick(JSON.parse(r.j) as Teacher);
        if (kept !== null) out.push(kept);
      }
      if (rows.length < PAGE) return out;
      after = rows[rows.length - 1].id;
    }
  }

  /** `autoNotifyDays` before a teacher's certification end date: the teacher and every admin are told, once per end date. */
  async function certificationEnding(ctx: JobContext): Promise<JobResult> {
    const result: JobResult = { job: 'certification-ending', emailsQueued: 0, textsQueued: 0, changed: 0, skipped: [] };
    if (!ctx.settings.systemNotifications.certificationUpdates) {
      result.skipped.push('Certification updates e-mails are off (System Notifications)');
      return result;
    }
    const within = ctx.settings.teacherCertification.autoNotifyDays;
    const admins = (await o.db.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin' ORDER BY email`)).map((r) => r.email);
    // Only the records whose end date falls in the next `within` days are read.
    const due = await pickTeachers(
      `(t.doc #>> '{certificationInfo,endDate}') ~ '^\\d{4}-\\d{2}-\\d{2}'
         AND left(t.doc #>> '{certificationInfo,endDate}', 10)::date BETWEEN $1::date AND $1::date + $2::int`,
      [ctx.today, within],
      (t) => {
        const end = dayOf(t.certificationInfo.endDate);
        const left = end ? daysFrom(ctx.today, end) : -1;
        if (!end || left < 0 || left > within) return null;
        return { id: t._id, end, left, email: t.contact.email, name: `${t.name.first} ${t.name.last}`.trim() };
      },
    );
    for (const t of due) {
      const to = [...new Set([t.email, ...admins].map((e) => e.trim()).filter(Boolean))];
      const messages = to.map((addr) => mails.certificationEnding(addr, { teacher: t.name, endDate: formatDate(t.end), daysLeft: t.left }));
      result.emailsQueued += await sendOnce(ctx, 'certification-ending', `${t.id}:${t.end}`, messages);
    }
    return result;
  }

  /**
   * An intern's supervisor is reminded when `evaluationFrequency` days pass without an observation (counted from the
   * last one, else from the internship's start), and again after each further period - while the intern's field
   * supervision is under way and not yet complete. Only by e-mail, and only to a supervisor who wants e-mail.
   */
  async function observationOverdue(ctx: JobContext): Promise<JobResult> {
    const result: JobResult = { job: 'observation-overdue', emailsQueued: 0, textsQueued: 0, changed: 0, skipped: [] };
    if (!ctx.settings.systemNotifications.evaluationDeadlines) {
      result.skipped.push('Evaluation deadlines e-mails are off (System Notifications)');
      return result;
    }
    const every = ctx.settings.internshipProgram.evaluationFrequency;
    const supervisors = new Map((await o.repos.supervisors.list()).map((s) => [s._id, s]));
    const noEmail = new Set<string>();
    // Only placements with a supervisor, of teachers who need observations, are read.
    const lapsed = await pickTeachers(
      `a.supervisor_id IS NOT NULL AND coalesce(t.doc ->> 'obsNeeded', 'n/a') NOT IN ('n/a', '')`,
      [],
      (t) => {
        const sup = t.assignment?.supervisorId ? supervisors.get(t.assignment.supervisorId) : undefined;
        if (!sup) return null;
        const c = supervisionCompliance(t, ctx.now, { timeZone: o.timeZone });
        if (c.status === 'not applicable' || c.status === 'complete') return null;
        const { start, end } = c.window;
        if (!start || ctx.today < start || (end && ctx.today > end)) return null;
        const last = t.supervisions.list
          .map((ob) => dayOf(ob.date))
          .filter((d): d is string => d !== null && d <= ctx.today)
          .sort()
          .pop();
        const since = last ?? start;
        const days = daysFrom(since, ctx.today);
        if (days < every) return null;
        return { id: t._id, sup, since, last, days, nextDue: c.nextDue, name: `${t.name.first} ${t.name.last}`.trim() };
      },
    );
    for (const t of lapsed) {
      const supName = `${t.sup.name.first} ${t.sup.name.last}`.trim();
      const prefs = t.sup.settings.notificationPreferences;
      const phone = prefs.sms ? smsNumber(t.sup.contactInfo.phone) : null;
      if (!prefs.email && !phone) {
        noEmail.add(supName);
        continue;
      }
      const facts = {
        teacher: t.name,
        days: t.days,
        last: t.last ? formatDate(t.last) : null,
        nextDue: t.nextDue ? formatDate(t.nextDue) : null,
      };
      // By e-mail and / or by text message, as the supervisor chose (a text needs its number in E.164).
      const messages = [
        ...(prefs.email ? [mails.observationOverdue((t.sup.contactInfo.email || t.sup.email).trim(), facts)] : []),
        ...(phone ? [mails.observationOverdueSms(phone, facts)] : []),
      ];
      const queued = await sendOnce(ctx, 'observation-overdue', `${t.id}:${t.since}:${Math.floor(t.days / every)}`, messages);
      result.emailsQueued += queued && messages.filter((m) => m.channel !== 'sms').length;
      result.textsQueued += queued && messages.filter((m) => m.channel === 'sms').length;
    }
    for (const name of noEmail) result.skipped.push(`${name} has e-mail and text notifications off`);
    return result;
  }

  const JOBS: Record<JobName, (ctx: JobContext) => Promise<JobResult>> = {
    'certification-ending': certificationEnding,
    'observation-overdue': observationOverdue,
  };

  /** Runs every job for run `runId` and records what each did (or the error that stopped the run). */
  async function execute(runId: string): Promise<JobResult[]> {
    const now = clock();
    const ctx: JobContext = { runId, now, today: programDate(now, o.timeZone), settings: await o.repos.settings.get() };
    const results: JobResult[] = [];
    try {
      for (const job of Object.values(JOBS)) results.push(await job(ctx));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await o.db.query(`UPDATE job_runs SET finished_at = clock_timestamp(), results = $2::jsonb, error = $3 WHERE id = $1`, [
        runId,
        json(results),
        message,
      ]);
      throw err;
    }
    await o.db.query(`UPDATE job_runs SET finished_at = clock_timestamp(), results = $2::jsonb WHERE id = $1`, [runId, json(results)]);
    o.mailer.kick();
    return results;
  }

  const runner = {
    /** Runs every job now for an admin (`actor`, the admin's e-mail). Reminders already sent are not sent again. */
    async runNow(actor: string): Promise<JobResult[]> {
      const id = newId();
      await o.db.query(`INSERT INTO job_runs (id, trigger, day, actor) VALUES ($1, 'manual', $2, $3)`, [
        id,
        programDate(clock(), o.timeZone),
        actor,
      ]);
      return execute(id);
    },
    /**
     * The daily run, if it is due: past the daily time in the program's zone and not yet run today by any server
     * (or cut short by a server that stopped). Returns the results, or null when nothing was due.
     */
    async runDailyIfDue(): Promise<JobResult[] | null> {
      if (o.dailyAt === 'off') return null;
      const now = clock();
      if (timeOfDay.format(now) < o.dailyAt) return null;
      const day = programDate(now, o.timeZone);
      const id = newId();
      const [claimed] = await o.db.query<{ id: string }>(
        `INSERT INTO job_runs (id, trigger, day) VALUES ($1, 'daily', $2) ON CONFLICT (day) WHERE trigger = 'daily' DO NOTHING RETURNING id`,
        [id, day],
      );
      const [stale] = claimed
        ? []
        : await o.db.query<{ id: string }>(
            `UPDATE job_runs SET started_at = clock_timestamp(), error = NULL WHERE trigger = 'daily' AND day = $1
               AND finished_at IS NULL AND started_at < clock_timestamp() - interval '${STALE_RUN}' RETURNING id`,
            [day],
          );
      const runId = claimed?.id ?? stale?.id;
      return runId ? execute(runId) : null;
    },
    /** The recent runs, newest first. */
    async runs(limit = 30): Promise<JobRun[]> {
      const rows = await o.db.query<{ j: JobRun }>(`SELECT ${RUN_JSON} AS j FROM job_runs ORDER BY started_at DESC, id LIMIT $1`, [limit]);
      return rows.map((r) => r.j);
    },
    /** Checks every minute whether the daily run is due (the server process calls this once it listens). */
    schedule(everyMs = 60_000): void {
      if (timer || o.dailyAt === 'off') return;
      const check = () => {
        if (checking) return;
        checking = runner
          .runDailyIfDue()
          .then((r) => r && o.logger.info({ ran: r }, 'daily jobs ran'))
          .catch((err: unknown) => o.logger.error({ err }, 'daily jobs failed'))
          .finally(() => (checking = null));
      };
      timer = setInterval(check, everyMs);
      timer.unref();
      check();
    },
    /** Stops the schedule and waits for a check under way. */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await checking;
    },
  };
  return runner;
}
export type JobRunner = ReturnType<typeof createJobRunner>;
