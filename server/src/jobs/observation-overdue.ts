import { formatDate, smsNumber } from 'shared-domain';
import { mails } from '../services/mail-templates';
import { begin, sendEach, type Job } from './context';

/**
 * An intern's supervisor is reminded when `evaluationFrequency` days pass without an observation (counted from the
 * last one, else from the internship's start), and again after each further period - while the intern's field
 * supervision is under way and not yet complete. By e-mail and / or text message, as the supervisor chose.
 */
export const observationOverdue: Job = async (deps, ctx) => {
  const result = begin('observation-overdue', ctx.settings.systemNotifications.evaluationDeadlines ? null : 'Evaluation deadlines');
  if (result.skipped.length) return result;
  const every = ctx.settings.internshipProgram.evaluationFrequency;
  const supervisors = new Map((await deps.repos.supervisors.list()).map((s) => [s._id, s]));
  const noEmail = new Set<string>();
  // Only the interns placed with a supervisor, lapsed today (shared-domain's observationLapse, kept in the
  // derived state, brought up to date for today first) and not yet reminded for this period: by index, and only the
  // columns the reminder needs.
  const lapsed = (await deps.repos.jobs.lapsedInternsDue(ctx.today, every)).flatMap((t) => {
    const sup = supervisors.get(t.supervisorId);
    return sup ? [{ ...t, sup }] : [];
  });
  const sends: Parameters<typeof sendEach>[3][number][] = [];
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
    sends.push({ subject: `${t.id}:${t.since}:${Math.floor(t.days / every)}`, messages });
  }
  await sendEach(deps, ctx, result, sends);
  for (const name of noEmail) result.skipped.push(`${name} has e-mail and text notifications off`);
  return result;
};
