import { addDays, calendarDay, daysFrom } from 'shared-domain';
import { mails } from '../services/mail-templates';
import { begin, sendEach, type Job } from './context';

/** `autoNotifyDays` before a teacher's certification end date: the teacher and every admin are told, once per end date. */
export const certificationEnding: Job = async (deps, ctx) => {
  const result = begin('certification-ending', ctx.settings.systemNotifications.certificationUpdates ? null : 'Certification updates');
  if (result.skipped.length) return result;
  const within = ctx.settings.teacherCertification.autoNotifyDays;
  const admins = await deps.repos.jobs.adminEmails();
  // Only the records whose end date falls in the next `within` days are read.
  const due = await deps.repos.jobs.certificationsEnding(ctx.today, addDays(ctx.today, within), (t) => {
    const end = calendarDay(t.certificationInfo.endDate);
    const left = end ? daysFrom(ctx.today, end) : -1;
    if (!end || left < 0 || left > within) return null;
    return { id: t._id, end, left, email: t.contact.email, name: `${t.name.first} ${t.name.last}`.trim() };
  });
  const sends = due.map((t) => {
    const to = [...new Set([t.email, ...admins].map((e) => e.trim()).filter(Boolean))];
    const messages = to.map((addr) => mails.certificationEnding(addr, { teacher: t.name, endDate: t.end, daysLeft: t.left }));
    return { subject: `${t.id}:${t.end}`, messages };
  });
  await sendEach(deps, ctx, result, sends);
  return result;
};
