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
