import {
  CANDIDATE_CLOCKS,
  clockReminder,
  PATH_CLOCK_NOTICE_DAYS,
  pathClockQueue,
  pathClockText,
  TEACHER_PAGES,
  type CandidateClockKey,
  type TeacherPortal,
} from 'shared-domain';
import { mails, teacherPageUrl } from '../services/mail-templates';
import { pathCandidates } from '../services/path-candidates';
import { begin, sendEach, type Job } from './context';

const isCandidateClock = (key: string): key is CandidateClockKey => (CANDIDATE_CLOCKS as readonly string[]).includes(key);

/**
 * Where a candidate's own clock reminders go: their portal account's e-mail while it is invited or active (the
 * reminder then links to their dashboard); without one (none yet, or revoked), the record's contact e-mail, else the
 * e-mail of the application the record came from. null when there is none.
 */
export function candidateAddress(
  portal: TeacherPortal | undefined,
  emails: { record: string | null; application: string | null } | undefined,
): { to: string; account: boolean } | null {
  const account = portal && (portal.state === 'invited' || portal.state === 'active') ? (portal.email ?? '').trim() : '';
  if (account) return { to: account, account: true };
  const other = [emails?.record, emails?.application].map((e) => (e ?? '').trim()).find(Boolean);
  return other ? { to: other, account: false } : null;
}

/**
 * The path's clocks due within PATH_CLOCK_NOTICE_DAYS or past due (the work queue's selection, pathClockQueue): one
 * digest a day to each admin of the clocks not reminded before, and to the candidate, at the address
 * candidateAddress picks, each of their own clocks (CANDIDATE_CLOCKS). A clock is reminded once at each threshold ('soon', then
 * 'overdue') for its due day: job_sends holds `admins:` and `candidate:` subjects of teacher, clock, due day and threshold.
 */
export const pathClockReminders: Job = async (deps, ctx) => {
  const result = begin('path-clocks', ctx.settings.systemNotifications.certificationUpdates ? null : 'Certification updates');
  if (result.skipped.length) return result;
  const all = await pathCandidates(deps.repos, deps.timeZone, ctx.now);
  const { items } = pathClockQueue(all, Number.POSITIVE_INFINITY);
  const due = items.flatMap((c) => {
    const threshold = clockReminder(c.daysLeft, PATH_CLOCK_NOTICE_DAYS);
    return threshold ? [{ ...c, subject: `${c.teacherId}:${c.key}:${c.due}:${threshold}` }] : [];
  });

  // The admins' digest: the clocks it names are claimed with it, in the transaction that queues it.
  const admins = [...new Set((await deps.repos.jobs.adminEmails()).map((e) => e.trim()).filter(Boolean))];
  if (due.length && admins.length) {
    const bySubject = new Map(due.map((c) => [`admins:${c.subject}`, c]));
    const record = (id: string) => `${deps.program.url}/admin/teachers/${id}`;
    await deps.repos.jobs.claimSends(result.job, [...bySubject.keys()], ctx.runId, async (tx, claimed) => {
      const lines = [...claimed].map((s) => bySubject.get(s)!).map((c) => ({ text: pathClockText(c), link: record(c.teacherId) }));
      await deps.mailer.enqueueMany(
        tx,
        admins.map((to) => mails.pathClocks(to, lines, `${deps.program.url}/admin/pipeline?stuck=soon`)),
      );
      result.emailsQueued += admins.length;
    });
  } else if (due.length) result.skipped.push('No admin account to send the path clocks to');

  // The candidate's own clocks, to the e-mail they sign in with, else the record's or the application's.
  const own = due.flatMap((c) => (isCandidateClock(c.key) ? [{ ...c, key: c.key }] : []));
  const ids = [...new Set(own.map((c) => c.teacherId))];
  const [portals, emails] = await Promise.all([deps.repos.teacherArea.portals(ids), deps.repos.teacherArea.contactEmails(ids)]);
  const names = new Map(all.map((c) => [c.teacherId, c.name.first]));
  const dashboard = teacherPageUrl(deps.program.url, TEACHER_PAGES.dashboard);
  let noAddress = 0;
  const sends: Parameters<typeof sendEach>[3][number][] = [];
  for (const c of own) {
    const address = candidateAddress(portals.get(c.teacherId), emails.get(c.teacherId));
    if (!address) {
      noAddress += 1;
      continue;
    }
    const to = address.to;
    const mail = mails.pathClockCandidate(to, {
      teacher: names.get(c.teacherId) ?? c.name,
      key: c.key,
      due: c.due,
      daysLeft: c.daysLeft,
      unit: c.unit,
      link: address.account ? dashboard : null,
      program: deps.program,
    });
    sends.push({ subject: `candidate:${c.subject}`, messages: [mail] });
  }
  await sendEach(deps, ctx, result, sends);
  if (noAddress) result.skipped.push(`${noAddress} candidate clock(s) due with no e-mail to send to`);
  return result;
};
