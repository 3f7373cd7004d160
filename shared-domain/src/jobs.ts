import { z } from 'zod';

/**
 * The scheduled jobs (issue 18): each one reads the system settings and sends its reminders through the outbox,
 * at most once per subject (a teacher's end date, an intern's lapse), however many times or on however many
 * servers it runs.
 */
export const JOB_NAMES = ['certification-ending', 'observation-overdue'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** What each job does, for the jobs page and the API description. */
export const JOB_LABELS: Record<JobName, { title: string; setting: string }> = {
  'certification-ending': {
    title: 'Certification ending reminders',
    setting: "Teacher Certification: 'Auto-notify before expiry (days)'; System Notifications: 'Certification updates'",
  },
  'observation-overdue': {
    title: 'Observation reminders to supervisors',
    setting:
      "Internship Program: 'Evaluation frequency (days)'; System Notifications: 'Evaluation deadlines'; each supervisor's e-mail preference",
  },
};

/** The daily run's program-local time (HH:MM) unless DAILY_JOBS_AT says otherwise. */
export const DAILY_JOBS_AT = '06:00';

export const JOB_TRIGGERS = ['daily', 'manual'] as const;

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

/** A phone number an SMS can go to (E.164), once spaces, dashes, dots and brackets are left out; else null. */
export function smsNumber(phone: string): string | null {
  const n = phone.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(n) ? n : null;
}
