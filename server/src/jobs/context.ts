import type { Invoice, JobName, JobResult, SystemSettings } from 'shared-domain';
import type { Repositories } from '../repositories';
import type { MailInput } from '../repositories/outbox-repository';
import type { Mailer } from '../services/mailer';

/** What the jobs work with. */
export interface JobDeps {
  repos: Pick<Repositories, 'jobs' | 'settings' | 'supervisors' | 'derived' | 'teacherArea' | 'path' | 'teachers' | 'asep'>;
  mailer: Mailer;
  timeZone: string;
  /** Who the reminders come from (the program's name and contact details). */
  program: Invoice['program'];
}

/** One run as the jobs see it: its id, the settings, the clock's time and the program-local day. */
export interface JobContext {
  runId: string;
  settings: SystemSettings;
  now: Date;
  today: string;
}

/** A job: reads what is due and queues its reminders (each once), answering what it did. */
export type Job = (deps: JobDeps, ctx: JobContext) => Promise<JobResult>;

/** A job's result so far; with `off` (the System Notifications switch that stops it), skipped saying why. */
export const begin = (job: JobName, off: string | null): JobResult => ({
  job,
  emailsQueued: 0,
  textsQueued: 0,
  changed: 0,
  skipped: off ? [`${off} e-mails are off (System Notifications)`] : [],
});

/** Sends claimed per transaction by sendEach. */
const SEND_BATCH = 200;

/**
 * Queues each send's messages unless this job already sent to its subject (claimed in job_sends with its messages,
 * in one transaction), and counts what it queued into `result`. A batch of claims per transaction: subjects
 * already sent cost one read per batch, not a transaction each.
 */
export async function sendEach(
  deps: JobDeps,
  ctx: JobContext,
  result: JobResult,
  sends: readonly { subject: string; messages: MailInput[] }[],
): Promise<void> {
  const wanted = sends.filter((s) => s.messages.length);
  for (let i = 0; i < wanted.length; i += SEND_BATCH) {
    const batch = new Map(wanted.slice(i, i + SEND_BATCH).map((s) => [s.subject, s.messages]));
    const claimed = await deps.repos.jobs.claimSends(result.job, [...batch.keys()], ctx.runId, async (tx, subjects) => {
      await deps.mailer.enqueueMany(
        tx,
        [...subjects].flatMap((subject) => batch.get(subject)!),
      );
    });
    for (const subject of claimed) {
      const messages = batch.get(subject)!;
      const texts = messages.filter((m) => m.channel === 'sms').length;
      result.textsQueued += texts;
      result.emailsQueued += messages.length - texts;
    }
  }
}
