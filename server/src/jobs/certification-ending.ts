import { addDays, calendarDay, daysFrom, TEACHER_PAGES } from 'shared-domain';
import { mails, teacherPageUrl } from '../services/mail-templates';
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
  const dashboard = teacherPageUrl(deps.program.url, TEACHER_PAGES.dashboard);
  const sends = [];
  for (const t of due) {
    const to = [...new Set([t.email, ...admins].map((e) => e.trim()).filter(Boolean))];
    // issue 31: the teacher's own copy links to its dashboard when the record has a portal account it can sign in with.
    const portal = await deps.repos.teacherArea.portal(t.id);
    const own = portal.state === 'invited' || portal.state === 'active' ? t.email.trim().toLowerCase() : null;
    const messages = to.map((addr) =>
      mails.certificationEnding(addr, {
        teacher: t.name,
        endDate: t.end,
        daysLeft: t.left,
        link: own && addr.toLowerCase() === own && !admins.some((a) => a.trim().toLowerCase() === own) ? dashboard : undefined,
      }),
    );
    sends.push({ subject: `${t.id}:${t.end}`, messages });
  }
  await sendEach(deps, ctx, result, sends);
  return result;
};
