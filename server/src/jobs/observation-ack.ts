import { formatDate, TEACHER_PAGES } from 'shared-domain';
import { mails, teacherPageUrl } from '../services/mail-templates';
import { begin, sendEach, type Job } from './context';

/**
 * A teacher with a portal account is reminded once about an observation not acknowledged
 * `observationAckReminderDays` days after it was recorded (or after the invitation, for older ones), while the teacher
 * wants e-mail reminders. Its link opens the observations page.
 */
export const observationAck: Job = async (deps, ctx) => {
  const result = begin('observation-ack', ctx.settings.systemNotifications.evaluationDeadlines ? null : 'Evaluation deadlines');
  if (result.skipped.length) return result;
  const days = ctx.settings.internshipProgram.observationAckReminderDays;
  const link = teacherPageUrl(deps.program.url, TEACHER_PAGES.observations);
  const sends: Parameters<typeof sendEach>[3][number][] = [];
  for (const o of await deps.repos.teacherArea.unacknowledged(days)) {
    if (!o.notifyEmail) {
      result.skipped.push(`A teacher has e-mail reminders off (observation of ${formatDate(o.date)})`);
      continue;
    }
    sends.push({
      subject: `${o.teacherId}:${o.obsId}`,
      messages: [mails.observationAckReminder(o.email, { teacher: o.first, date: formatDate(o.date), days, link })],
    });
  }
  await sendEach(deps, ctx, result, sends);
  return result;
};
