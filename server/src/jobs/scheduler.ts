import type { FastifyBaseLogger } from 'fastify';
import { Cron } from 'croner';
import {
  JOB_ALSO_FOLLOWS,
  JOB_LABELS,
  JOB_NAMES,
  JOB_SETTINGS,
  programDate,
  SYSTEM_SETTINGS_LABELS,
  type JobResult,
  type JobRun,
  type JobsOverview,
  type SystemSettings,
} from 'shared-domain';
import { maintainEmbedded } from '../db/maintenance';
import type { Database } from '../db/types';
import { newId } from '../lib/ids';
import type { JobContext, JobDeps } from './context';
import type { DerivedRefresh } from '../plugins/app/derived-refresh';
import { createDayClaim } from './day-claim';
import { JOBS } from './registry';

export interface JobRunnerOptions extends JobDeps {
  logger: FastifyBaseLogger;
  /** The database (the embedded one's upkeep: maintainEmbedded). */
  db: Database;
  /** 'HH:MM' program-local time of the daily run, or 'off'. */
  dailyAt: string;
  /** The clock (tests inject one). */
  now?: () => Date;
  /** Told when each job of a run ends (the metrics). */
  observe?: (job: string, seconds: number, ok: boolean) => void;
  /** The derived state's background worker (a test's runner has none). */
  derivedRefresh?: DerivedRefresh;
}

/**
 * The scheduled jobs and their runner. Every reminder is claimed in `job_sends` (primary key job + subject) in the
 * transaction that queues its e-mails, so it is sent once however many times and on however many servers the jobs
 * run. The daily run is claimed in `job_runs` (one row per program-local day), so one server of several runs it.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `d` as ISO 8601 in `timeZone` with that zone's offset then, e.g. 2026-11-27T06:00:00-06:00. */
export function isoInZone(d: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  const offset = Math.round((local - Math.floor(d.getTime() / 1000) * 1000) / 60_000);
  const a = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${zone}`;
}

/** The daily clock: croner's pattern for 'HH:MM' in the program's zone (without `tick`: a pattern only, never fired). */
function dailyCron(dailyAt: string, timeZone: string, tick?: () => Promise<void>): Cron {
  const [hh, mm] = dailyAt.split(':').map(Number);
  const pattern = `${mm} ${hh} * * *`;
  return tick
    ? new Cron(pattern, { timezone: timeZone, protect: true, unref: true, name: 'daily-jobs' }, tick)
    : new Cron(pattern, { timezone: timeZone });
}

export function createJobRunner(o: JobRunnerOptions) {
  const clock = o.now ?? (() => new Date());
  const claimDay = createDayClaim({ jobs: o.repos.jobs, timeZone: o.timeZone, dailyAt: o.dailyAt });
  let crons: Cron[] = [];
  let checking: Promise<unknown> | null = null;
  // The derived state's background refresh (its own clock: it runs with the daily jobs 'off' too).
  let refreshCron: Cron | null = null;
  let refreshing: Promise<number> | null = null;

  /** Runs every job for run `runId` and records what each did (or the error that stopped the run). */
  async function execute(runId: string, actor: string | null): Promise<JobResult[]> {
    const now = clock();
    const ctx: JobContext = { runId, now, today: programDate(now, o.timeZone), settings: await o.repos.settings.get() };
    const results: JobResult[] = [];
    try {
      // The jobs select by the derived state's indexes; it is brought up to date for the day first.
      await o.repos.derived.refresh(ctx.today, ctx.settings, o.timeZone);
      for (const [name, job] of Object.entries(JOBS)) {
        const started = performance.now();
        let ok = false;
        try {
          results.push(await job(o, ctx));
          ok = true;
        } finally {
          o.observe?.(name, (performance.now() - started) / 1000, ok);
        }
      }
    } catch (err) {
      await o.repos.jobs.failRun(runId, results, err instanceof Error ? err.message : String(err));
      throw err;
    }
    // The run and what it queued are in the audit trail (who asked; null for the daily schedule).
    await o.repos.jobs.finishRun(runId, results, actor);
    o.mailer.kick();
    return results;
  }

  const runner = {
    /** Runs every job now for an admin (`actor`, the admin's e-mail). Reminders already sent are not sent again. */
    async runNow(actor: string): Promise<JobResult[]> {
      const id = newId();
      await o.repos.jobs.startManualRun(id, programDate(clock(), o.timeZone), actor);
      return execute(id, actor);
    },
    /**
     * The daily run, if it is due: past the daily time in the program's zone and not yet run today by any server
     * (or cut short by a server that stopped). Returns the results, or null when nothing was due.
     */
    async runDailyIfDue(): Promise<JobResult[] | null> {
      if (o.dailyAt === 'off') return null;
      const runId = await claimDay(clock());
      return runId ? execute(runId, null) : null;
    },
    /** The recent runs, newest first. */
    runs(limit = 30): Promise<JobRun[]> {
      return o.repos.jobs.runs(limit);
    },
    /**
     * The clock (croner): at DAILY_JOBS_AT in the program's time zone (croner keeps it across daylight-saving
     * changes), and every ten minutes for a run a stopped server cut short; once at start for a day whose time
     * passed while no server ran. Each check only asks the claim (job_runs), so an early or repeated tick runs nothing,
     * and `protect` skips a tick while the previous check is still under way.
     */
    schedule(): void {
      if (!refreshCron) {
        // Stale derived rows (an upgrade, a seed, a setting, a new day) recomputed off the request path.
        refreshCron = new Cron('*/5 * * * *', { protect: true, unref: true, name: 'derived-refresh' }, async () => {
          await runner.refreshDerived();
        });
        void runner.refreshDerived();
      }
      if (crons.length || o.dailyAt === 'off') return;
      const check = async (): Promise<void> => {
        if (checking) return void (await checking);
        checking = runner
          .runDailyIfDue()
          .then((r) => r && o.logger.info({ ran: r }, 'daily jobs ran'))
          .catch((err: unknown) => o.logger.error({ err }, 'daily jobs failed'))
          .finally(() => (checking = null));
        await checking;
      };
      crons = [
        dailyCron(o.dailyAt, o.timeZone, check),
        new Cron('*/10 * * * *', { protect: true, unref: true, name: 'daily-jobs-catch-up' }, check),
      ];
      void check();
    },
    /**
     * Recomputes the stale derived rows in the background (batches, under the refresh lease: one server of
     * several works), then vacuums and analyzes the embedded database's tables that grew (maintainEmbedded); at start
     * and every five minutes. Never throws (a failure is logged; the next tick retries).
     */
    refreshDerived(): Promise<number> {
      if (refreshing) return refreshing;
      const run = (async () => {
        let written = 0;
        try {
          const settings = await o.repos.settings.get();
          written = (await o.derivedRefresh?.background(programDate(clock(), o.timeZone), settings, o.timeZone)) ?? 0;
        } catch (err) {
          o.logger.error({ err }, 'derived state refresh failed');
        }
        try {
          const started = performance.now();
          const tables = await maintainEmbedded(o.db);
          if (tables.length)
            o.logger.info({ tables, ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analyzed');
        } catch (err) {
          o.logger.error({ err }, 'embedded database maintenance failed');
        }
        return written;
      })();
      refreshing = run.finally(() => (refreshing = null));
      return refreshing;
    },
    /** When the clock next ticks for the daily time (null when off or not scheduled). */
    nextDailyRun(): Date | null {
      return crons[0]?.nextRun() ?? null;
    },
    /**
     * When the daily run is next due by the scheduler's own rule (croner's pattern for DAILY_JOBS_AT in
     * the program's zone), whether or not this process ticks (a test app does not schedule); null when 'off'.
     */
    nextDailyRunDue(): Date | null {
      if (o.dailyAt === 'off') return null;
      return crons[0]?.nextRun() ?? dailyCron(o.dailyAt, o.timeZone).nextRun(clock());
    },
    /**
     * The jobs page's answer: each job's settings as saved now, the newest run (every run runs every
     * job, in order; a run that stopped early has no result for the jobs after), and the next daily run in the program's zone.
     */
    async overview(): Promise<JobsOverview> {
      const [settings, [last]] = await Promise.all([o.repos.settings.get(), o.repos.jobs.runs(1)]);
      const next = runner.nextDailyRunDue();
      return {
        schedule: { dailyAt: o.dailyAt, timeZone: o.timeZone, nextRunAt: next ? isoInZone(next, o.timeZone) : null },
        jobs: JOB_NAMES.map((job) => ({
          job,
          title: JOB_LABELS[job].title,
          settings: JOB_SETTINGS[job].map(([group, field]) => {
            const labels = SYSTEM_SETTINGS_LABELS[group as keyof SystemSettings];
            const value = (settings[group as keyof SystemSettings] as Record<string, number | boolean>)[field];
            return { group, field, groupTitle: labels.title, label: labels.fields[field] ?? field, value };
          }),
          alsoFollows: JOB_ALSO_FOLLOWS[job],
          lastRun: last
            ? {
                runId: last._id,
                trigger: last.trigger,
                startedAt: last.startedAt,
                finishedAt: last.finishedAt,
                result: last.results.find((r) => r.job === job) ?? null,
                error: last.error,
              }
            : null,
        })),
      };
    },
    /** Stops the schedule and waits for a check (and a derived refresh) under way. */
    async close(): Promise<void> {
      for (const c of crons) c.stop();
      crons = [];
      refreshCron?.stop();
      refreshCron = null;
      await checking;
      await refreshing;
      // A run a read started (a test's runner has no worker).
      await o.derivedRefresh?.settled();
    },
  };
  return runner;
}
export type JobRunner = ReturnType<typeof createJobRunner>;
