import { asepReminder, asepYear } from 'shared-domain';
import { mails } from '../services/mail-templates';
import { asepSummary } from '../routes/reports/asep-report';
import { begin, type Job } from './context';

/**
 * TEA's year-end report nearing its due day (asepReminder: from the countdown's first day, 45, 14, 7 and 1 days before
 * 15 September): each admin is e-mailed the days left and the records with problems, once per reminder day; job_sends
 * holds `admins:<year>:<days>`. The records are counted only when a reminder is due and not sent yet.
 */
export const asepDeadline: Job = async (deps, ctx) => {
  const result = begin('asep-deadline', ctx.settings.systemNotifications.certificationUpdates ? null : 'Certification updates');
  if (result.skipped.length) return result;
  const due = asepReminder(ctx.today);
  if (!due) return result;
  const subject = `admins:${due.year}:${due.threshold}`;
  if ((await deps.repos.jobs.sent(result.job, [subject])).size) return result;
  const admins = [...new Set((await deps.repos.jobs.adminEmails()).map((e) => e.trim()).filter(Boolean))];
  if (!admins.length) {
    result.skipped.push('No admin account to send the year-end report reminder to');
    return result;
  }
  const y = asepYear(due.year);
  const { counts } = await asepSummary(deps.repos.asep, y, ctx.today, { offset: 0, limit: 0 });
  const link = `${deps.program.url}/admin/reports/asep`;
  await deps.repos.jobs.claimSends(result.job, [subject], ctx.runId, async (tx) => {
    await deps.mailer.enqueueMany(
      tx,
      admins.map((to) => mails.asepDeadline(to, { label: y.label, due: y.due, daysLeft: due.daysLeft, problems: counts.problems, link })),
    );
    result.emailsQueued += admins.length;
  });
  return result;
};
