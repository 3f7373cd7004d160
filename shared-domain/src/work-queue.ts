import type { DashboardAlert } from './schemas/responses/misc';
import { daysLate } from './dates';

/**
 * The kinds of work of the admin's work queue, in the order they break a tie (and order the undated ones): what
 * is already late or blocks someone first. 'requests' are the schools' pending requests for a teacher's details;
 * 'path-clock' the candidates' path clocks past due or due soon (pathClockQueue).
 */
export const WORK_QUEUE_KINDS = [
  'first-observation-overdue',
  'certification-grace',
  'path-clock',
  'requests',
  'school-awaiting-approval',
  'payment-overdue',
  'first-observation-due',
  'observation-lapsed',
  'supervisor-needed',
  'certification-ending',
  'forms-pending',
  'hire-in-process',
] as const satisfies readonly (DashboardAlert['kind'] | 'requests' | 'path-clock')[];
export type WorkQueueKind = (typeof WORK_QUEUE_KINDS)[number];

/** How many items the dashboard's work queue lists, most urgent first, before each kind's 'View all'. */
export const WORK_QUEUE_ROWS = 6;

/**
 * The day an alert's work is due by, or null when it has no deadline (a form to collect, a school to approve):
 * the first observation's deadline, the last day of a certification's grace period, a certification's end, the
 * earliest due date of overdue charges, the day the next observation was due.
 */
export function alertDue(a: DashboardAlert): string | null {
  switch (a.kind) {
    case 'first-observation-overdue':
    case 'first-observation-due':
    case 'certification-ending':
    case 'payment-overdue':
      return a.date;
    case 'certification-grace':
      return a.until;
    case 'observation-lapsed':
      return a.due;
    case 'school-awaiting-approval':
    case 'forms-pending':
    case 'hire-in-process':
    case 'supervisor-needed':
      return null;
  }
}

export interface WorkQueueEntry {
  kind: WorkQueueKind;
  /** The day it is due by (YYYY-MM-DD), or null without a deadline. */
  due: string | null;
}

/**
 * The work queue's one order, most urgent first across every kind: the most days late first (a deadline further in
 * the future counts as fewer), so by due date; the items without a deadline after every dated one; a tie in the
 * order of WORK_QUEUE_KINDS, then as given. Each item comes back with its days late (daysLate: negative while
 * still ahead, null without a deadline).
 */
export function orderWorkQueue<T extends WorkQueueEntry>(
  items: readonly T[],
  today: string | Date = new Date(),
): (T & { late: number | null })[] {
  const rank = (k: WorkQueueKind) => WORK_QUEUE_KINDS.indexOf(k);
  return items
    .map((item, i) => ({ item: { ...item, late: daysLate(item.due, today) }, i }))
    .sort((a, b) => {
      const la = a.item.late;
      const lb = b.item.late;
      if (la !== lb) {
        if (la === null) return 1;
        if (lb === null) return -1;
        return lb - la;
      }
      return rank(a.item.kind) - rank(b.item.kind) || a.i - b.i;
    })
    .map((x) => x.item);
}
