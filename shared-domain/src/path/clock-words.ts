import { formatDate } from '../dates';

/*
 * The words of a path clock, in a module of their own (no schema, no checklist): the admin dashboard's first load and
 * the teacher's dashboard read them without the rest of the path.
 */

/** A clock's days left in its own unit, as the work queue and the reminders word it: '3 business days left', '2 calendar days past'. */
export const clockDaysLeftText = (c: { daysLeft: number; unit: 'calendar days' | 'business days' }) =>
  c.daysLeft < 0 ? `${-c.daysLeft} ${c.unit} past` : `${c.daysLeft} ${c.unit} left`;

/** A path clock in words for staff, its days left in its own unit (business days for a late hire's window): the work queue's and the reminders' line. */
export const pathClockText = (c: { name: string; label: string; due: string; daysLeft: number; unit: 'calendar days' | 'business days' }) =>
  `${c.name}: ${c.label}, ${clockDaysLeftText(c)} (due ${formatDate(c.due)})`;

/** The reminder a clock not done is due on `daysLeft`: 'overdue' past its day, 'soon' within PATH_CLOCK_NOTICE_DAYS, else none. */
export const clockReminder = (daysLeft: number, notice: number): 'soon' | 'overdue' | null =>
  daysLeft < 0 ? 'overdue' : daysLeft <= notice ? 'soon' : null;
