import type { Invoice, JobName, JobResult, SystemSettings } from 'shared-domain';
import type { Repositories } from '../repositories';
import type { MailInput } from '../repositories/outbox-repository';
import type { Mailer } from '../services/mailer';

/** What the jobs work with. */
export interface JobDeps {
  repos: Pick<Repositories, 'jobs' | 'settings' | 'supervisors' | 'teacherArea'>;
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

/** Queues `messages` unless this job already sent to `subject`, and counts what it queued into `result`. */
export async function sendOnce(deps: JobDeps, ctx: JobContext, result: JobResult, subject: string, messages: MailInput[]): Promise<void> {
  if (!messages.length) return;
  const sent = await deps.repos.jobs.claimSend(result.job, subject, ctx.runId, async (tx) => {
    for (const m of messages) await deps.mailer.enqueue(tx, m);
  });
  if (!sent) return;
  const texts = messages.filter((m) => m.channel === 'sms').length;
  result.textsQueued += texts;
  result.emailsQueued += messages.length - texts;
}
