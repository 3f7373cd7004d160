import { addDays, daysFrom, TEACHER_PAGES } from 'shared-domain';
import { mails, teacherPageUrl } from '../services/mail-templates';
import { begin, sendEach, type Job } from './context';

/** `autoNotifyDays` before a teacher's certification end date: the teacher and every admin are told, once per end date. */
export const certificationEnding: Job = async (deps, ctx) => {
  const result = begin('certification-ending', ctx.settings.systemNotifications.certificationUpdates ? null : 'Certification updates');
  if (result.skipped.length) return result;
  const within = ctx.settings.teacherCertification.autoNotifyDays;
  const admins = await deps.repos.jobs.adminEmails();
  // Only the rows whose end date falls in the next `within` days and whose reminder is not sent yet, by
  // index, and only the columns the reminder needs (the derived state was brought up to date for today first).
  const due = (await deps.repos.jobs.certificationsEndingDue(ctx.today, addDays(ctx.today, within))).map((t) => ({
    ...t,
    left: daysFrom(ctx.today, t.end),
  }));
  const dashboard = teacherPageUrl(deps.program.url, TEACHER_PAGES.dashboard);
  // Every record's portal account in one read, where each reminder read its own (4,373 reads at 100,000).
  const portals = await deps.repos.teacherArea.portals(due.map((t) => t.id));
  const sends = [];
  for (const t of due) {
    const to = [...new Set([t.email, ...admins].map((e) => e.trim()).filter(Boolean))];
    // The teacher's own copy links to its dashboard when the record has a portal account it can sign in with.
    const portal = portals.get(t.id)!;
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
  // The certifications reminded (by this run, or by one cut short after its sends) are not read by the next.
  await deps.repos.jobs.settleReminders('certification-ending', ctx.today, addDays(ctx.today, within));
  return result;
};
