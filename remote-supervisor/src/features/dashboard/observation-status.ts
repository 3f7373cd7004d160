import { OBS_NEEDED_COUNT, TEXAS_RULES, daysUntil, formatDate, type Teacher } from 'shared-domain';
import type { BadgeTone } from 'shared-ui';

export interface ObservationStatus {
  /** The first formal observation's deadline as a date, or 'Not set'. */
  dueDate: string;
  /** What the deadline means today, in words (colour is never the only signal). */
  dueText: string;
  tone: BadgeTone;
  /** Sort key: overdue first, then soonest; met or unset deadlines last. */
  urgency: number;
  recorded: number;
  needed: number;
  /** e.g. '1 of 3 recorded'. */
  progressText: string;
}

function dueWords(days: number): string {
  if (days < 0) return `${-days} ${-days === 1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'Due today';
  return `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The intern's next observation (19 TAC §228.109: the first formal observation within the first
 * 4 weeks, the spec's certificationInfo.firstObsDeadline) and supervisions recorded vs needed (obsNeeded).
 */
export function observationStatus(teacher: Teacher, now: Date = new Date()): ObservationStatus {
  const recorded = teacher.supervisions?.list?.length ?? 0;
  const needed = OBS_NEEDED_COUNT[teacher.obsNeeded] ?? 0;
  const progressText = needed > 0 ? `${recorded} of ${needed} recorded` : `${recorded} recorded`;
  const deadline = teacher.certificationInfo?.firstObsDeadline ?? '';
  const days = daysUntil(deadline, now);
  const base = { recorded, needed, progressText, dueDate: deadline ? formatDate(deadline) : 'Not set' };
  if (recorded > 0) {
    const done = needed > 0 && recorded >= needed;
    return { ...base, dueText: done ? 'All observations recorded' : 'First observation done', tone: 'green', urgency: 1e6 };
  }
  if (days === null) return { ...base, dueText: 'No deadline set', tone: 'gray', urgency: 2e6 };
  const tone: BadgeTone = days < 0 ? 'red' : days <= TEXAS_RULES.firstObsAlertDays ? 'yellow' : 'blue';
  return { ...base, dueText: dueWords(days), tone, urgency: days };
}
