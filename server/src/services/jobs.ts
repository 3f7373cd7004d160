import type { FastifyBaseLogger } from 'fastify';
import {
  addDays,
  calendarDay,
  daysFrom,
  formatDate,
  invoiceNumber,
  programDate,
  smsNumber,
  observationLapse,
  type Invoice,
  type JobName,
  type JobResult,
  type JobRun,
  type SystemSettings,
  type Teacher,
} from 'shared-domain';
import type { Database } from '../db/types';
import { json } from '../db/types';
import { recordAudit } from '../repositories/audit-repository';
import { newId } from '../lib/ids';
import type { MailInput } from '../repositories/outbox-repository';
import type { Repositories } from '../plugins/app/repositories';
import type { Mailer } from './mailer';
import { mails } from './mail-templates';
import { TEACHER_FROM, TEACHER_JSON } from '../repositories/teachers-sql';

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
  /** Who the reminders come from (the program's name and contact details). */
  program: Invoice['program'];
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

  /** Queues `messages` unless this job already sent to `subject`, and counts what it queued into `result`. */
  async function sendOnce(ctx: JobContext, result: JobResult, subject: string, messages: MailInput[]): Promise<void> {
    if (!messages.length) return;
    const sent = await o.db.transaction(async (tx) => {
      const claimed = await tx.query(
        'INSERT INTO job_sends (job, subject, run_id) VALUES ($1, $2, $3) ON CONFLICT (job, subject) DO NOTHING RETURNING 1',
        [result.job, subject, ctx.runId],
      );
      if (!claimed.length) return false;
      for (const m of messages) await o.mailer.enqueue(tx, m);
      return true;
    });
    if (!sent) return;
    const texts = messages.filter((m) => m.channel === 'sms').length;
    result.textsQueued += texts;
    result.emailsQueued += messages.length - texts;
  }

  /** A job's result so far; with `off` (the System Notifications switch that stops it), skipped saying why. */
  const begin = (job: JobName, off: string | null): JobResult => ({
    job,
    emailsQueued: 0,
    textsQueued: 0,
    changed: 0,
    skipped: off ? [`${off} e-mails are off (System Notifications)`] : [],
  });

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
    const result = begin('certification-ending', ctx.settings.systemNotifications.certificationUpdates ? null : 'Certification updates');
    if (result.skipped.length) return result;
    const within = ctx.settings.teacherCertification.autoNotifyDays;
    const admins = (await o.db.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin' ORDER BY email`)).map((r) => r.email);
    // Only the records whose end date falls in the next `within` days are read (YYYY-MM-DD compares as text, so a
    // stored value that is not a date is skipped, never cast).
    const due = await pickTeachers(
      `left(t.doc #>> '{certificationInfo,endDate}', 10) COLLATE "C" BETWEEN $1 AND $2`,
      [ctx.today, addDays(ctx.today, within)],
      (t) => {
        const end = calendarDay(t.certificationInfo.endDate);
        const left = end ? daysFrom(ctx.today, end) : -1;
        if (!end || left < 0 || left > within) return null;
        return { id: t._id, end, left, email: t.contact.email, name: `${t.name.first} ${t.name.last}`.trim() };
      },
    );
    for (const t of due) {
      const to = [...new Set([t.email, ...admins].map((e) => e.trim()).filter(Boolean))];
      const messages = to.map((addr) => mails.certificationEnding(addr, { teacher: t.name, endDate: t.end, daysLeft: t.left }));
      await sendOnce(ctx, result, `${t.id}:${t.end}`, messages);
    }
    return result;
  }

  /**
   * An intern's supervisor is reminded when `evaluationFrequency` days pass without an observation (counted from the
   * last one, else from the internship's start), and again after each further period - while the intern's field
   * supervision is under way and not yet complete. By e-mail and / or text message, as the supervisor chose.
   */
  async function observationOverdue(ctx: JobContext): Promise<JobResult> {
    const result = begin('observation-overdue', ctx.settings.systemNotifications.evaluationDeadlines ? null : 'Evaluation deadlines');
    if (result.skipped.length) return result;
    const every = ctx.settings.internshipProgram.evaluationFrequency;
    const supervisors = new Map((await o.repos.supervisors.list()).map((s) => [s._id, s]));
    const noEmail = new Set<string>();
    // Only placements with a supervisor, of teachers who need observations, are read.
    const lapsed = await pickTeachers(
      `a.supervisor_id IS NOT NULL AND coalesce(t.doc ->> 'obsNeeded', 'n/a') NOT IN ('n/a', '')`,
      [],
      (t) => {
        const sup = t.assignment?.supervisorId ? supervisors.get(t.assignment.supervisorId) : undefined;
        const lapse = sup ? observationLapse(t, ctx.now, every, o.timeZone) : null;
        return sup && lapse ? { id: t._id, sup, ...lapse, name: `${t.name.first} ${t.name.last}`.trim() } : null;
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
      await sendOnce(ctx, result, `${t.id}:${t.since}:${Math.floor(t.days / every)}`, messages);
    }
    for (const name of noEmail) result.skipped.push(`${name} has e-mail and text notifications off`);
    return result;
  }

  /** `paymentDueReminder` days before an open charge falls due, the teacher is reminded, once per charge and due date. */
  async function paymentDue(ctx: JobContext): Promise<JobResult> {
    const result = begin('payment-due', ctx.settings.systemNotifications.paymentReminders ? null : 'Payment reminders');
    if (result.skipped.length) return result;
    const within = ctx.settings.paymentAndBilling.paymentDueReminder;
    const due = await o.db.query<{
      id: string;
      number: number;
      description: string;
      open: number;
      due: string;
      email: string;
      name: string;
    }>(
      `SELECT c.id, c.number, c.description, to_char(c.due_date, 'YYYY-MM-DD') AS due,
              ((c.amount_cents - coalesce((SELECT sum(p.amount_cents) FROM ledger_entries p WHERE p.charge_id = c.id), 0)) / 100.0)::float8 AS open,
              coalesce(t.doc #>> '{contact,email}', '') AS email, trim(t.first_name || ' ' || t.last_name) AS name
         FROM ledger_entries c JOIN teachers t ON t.id = c.teacher_id
        WHERE c.kind = 'charge' AND c.due_date BETWEEN $1::date AND $1::date + $2::int
        ORDER BY c.due_date, c.number`,
      [ctx.today, within],
    );
    let noEmail = 0;
    for (const c of due) {
      if (c.open <= 0) continue;
      if (!c.email.trim()) {
        noEmail += 1;
        continue;
      }
      const mail = mails.paymentDue(c.email.trim(), {
        teacher: c.name,
        number: invoiceNumber(c.number),
        description: c.description,
        open: c.open,
        dueDate: c.due,
        program: o.program,
      });
      await sendOnce(ctx, result, `${c.id}:${c.due}`, [mail]);
    }
    if (noEmail) result.skipped.push(`${noEmail} teacher record(s) with a charge due have no e-mail address`);
    return result;
  }

  const JOBS: Record<JobName, (ctx: JobContext) => Promise<JobResult>> = {
    'certification-ending': certificationEnding,
    'observation-overdue': observationOverdue,
    'payment-due': paymentDue,
  };

  /** Runs every job for run `runId` and records what each did (or the error that stopped the run). */
  async function execute(runId: string, actor: string | null): Promise<JobResult[]> {
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
    // The run and what it queued are in the audit trail (who asked; null for the daily schedule).
    await o.db.transaction(async (tx) => {
      await tx.query(`UPDATE job_runs SET finished_at = clock_timestamp(), results = $2::jsonb WHERE id = $1`, [runId, json(results)]);
      const changes = results.flatMap((r) => [
        { field: `${r.job}.emailsQueued`, from: null, to: r.emailsQueued },
        { field: `${r.job}.textsQueued`, from: null, to: r.textsQueued },
      ]);
      await recordAudit(tx, { entity: 'job', entityId: runId, action: 'create', actor, changes });
    });
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
      return execute(id, actor);
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
      return runId ? execute(runId, null) : null;
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
