import { z } from 'zod';
import { JOB_NAMES, JOB_TRIGGERS } from '../../jobs';

export const jobResultSchema = z.object({
  job: z.enum(JOB_NAMES),
  /** E-mails this run put in the outbox. */
  emailsQueued: z.number().int(),
  /** Text messages this run put in the outbox (channel 'sms'). */
  textsQueued: z.number().int(),
  /** Records this run changed. */
  changed: z.number().int(),
  /** Why the job sent nothing when a switch or a preference stopped it (e.g. "Certification updates is off"). */
  skipped: z.array(z.string()),
});
export type JobResult = z.infer<typeof jobResultSchema>;

/** POST /api/jobs/run. */
export const jobRunResultSchema = z.object({ ran: z.array(jobResultSchema) }).meta({ id: 'JobRunResult' });
export type JobRunResult = z.infer<typeof jobRunResultSchema>;

/** GET /api/jobs/runs: one run, newest first. */
export const jobRunSchema = z
  .object({
    _id: z.string(),
    trigger: z.enum(JOB_TRIGGERS),
    /** The program-local day the run was for (YYYY-MM-DD). */
    day: z.string(),
    /** Who asked (an admin's e-mail), null for the daily run. */
    actor: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    results: z.array(jobResultSchema),
    error: z.string().nullable(),
  })
  .meta({ id: 'JobRun' });
export type JobRun = z.infer<typeof jobRunSchema>;

// --- GET /api/jobs, each job's settings, its last run, and the next daily run ---
const jobSettingValueSchema = z.object({
  /** The settings group and field (SystemSettings), e.g. teacherCertification / autoNotifyDays. */
  group: z.string(),
  field: z.string(),
  /** The settings page's words for the group and the field. */
  groupTitle: z.string(),
  label: z.string(),
  /** The value saved now: a number of days or a switch. */
  value: z.union([z.number(), z.boolean()]),
});
export type JobSettingValue = z.infer<typeof jobSettingValueSchema>;

/** GET /api/jobs: the scheduled jobs with the settings they read now, their last run, and when the next daily run is. */
export const jobsOverviewSchema = z
  .object({
    schedule: z.object({
      /** The daily run's program-local time (HH:MM, DAILY_JOBS_AT), or 'off'. */
      dailyAt: z.string(),
      /** The program's time zone (IANA, PROGRAM_TIME_ZONE). */
      timeZone: z.string(),
      /**
       * The next daily run by the server's scheduler (croner, at dailyAt in timeZone), as ISO 8601 in the program's
       * time zone with its offset (e.g. 2026-11-27T06:00:00-06:00); null when the daily run is off.
       */
      nextRunAt: z.string().nullable(),
    }),
    jobs: z.array(
      z.object({
        job: z.enum(JOB_NAMES),
        title: z.string(),
        settings: z.array(jobSettingValueSchema),
        /** A person's own choice the job follows too (e.g. "each supervisor's e-mail preference"), or null. */
        alsoFollows: z.string().nullable(),
        /** The newest run that ran this job (or stopped before it), or null when none has. */
        lastRun: z
          .object({
            runId: z.string(),
            trigger: z.enum(JOB_TRIGGERS),
            startedAt: z.string(),
            finishedAt: z.string().nullable(),
            /** What this job did in that run; null when the run stopped before it. */
            result: jobResultSchema.nullable(),
            /** Why the run stopped, or null. */
            error: z.string().nullable(),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'JobsOverview' });
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
