import { daysFrom } from '../dates';

/**
 * A reporting year of ASEP (19 TAC §229.3): 1 September to 31 August, the records due in ECOS on 15 September after it.
 * A year is named by the calendar year it begins in (2025: 1 Sep 2025 – 31 Aug 2026, due 15 Sep 2026).
 */
export interface AsepYear {
  year: number;
  /** YYYY-MM-DD, first and last day. */
  start: string;
  end: string;
  /** The day the records are due in ECOS. */
  due: string;
  /** The day the dashboard starts counting down to `due` (1 August before it). */
  opens: string;
  label: string;
}

export const ASEP_FIRST_YEAR = 2000;
export const ASEP_LAST_YEAR = 2100;

export function asepYear(year: number): AsepYear {
  return {
    year,
    start: `${year}-09-01`,
    end: `${year + 1}-08-31`,
    due: `${year + 1}-09-15`,
    opens: `${year + 1}-08-01`,
    label: `${year}–${year + 1}`,
  };
}

/** The year whose report is due next on `today` (YYYY-MM-DD): until 15 September, the year that ended on 31 August. */
export function asepYearDue(today: string): number {
  const y = Number(today.slice(0, 4));
  return today.slice(5) <= '09-15' ? y - 1 : y;
}

/**
 * The first day after `today` on which the year due changes (16 September): the report's kept lines
 * (asepKeptYears) move on that day.
 */
export function asepKeptUntil(today: string): string {
  const y = Number(today.slice(0, 4));
  return today.slice(5) <= '09-15' ? `${y}-09-16` : `${y + 1}-09-16`;
}

/**
 * The days before the due day on which the admins are reminded of the year-end report (the daily job asep-deadline):
 * the first is the day the dashboard's countdown starts (1 August, 45 days before 15 September).
 */
export const ASEP_REMINDER_DAYS = [45, 14, 7, 1] as const;

/**
 * The reminder due on `today`, if any: within the countdown (asepClock), the nearest of ASEP_REMINDER_DAYS at or above
 * the days left (a run missed on a reminder's day still sends it the next day, and once only: the job keeps which it sent).
 */
export function asepReminder(today: string): { year: number; due: string; daysLeft: number; threshold: number } | null {
  const clock = asepClock(today);
  if (!clock.showing) return null;
  const threshold = [...ASEP_REMINDER_DAYS].sort((a, b) => a - b).find((d) => clock.daysLeft <= d);
  return threshold === undefined ? null : { year: clock.year, due: clock.due, daysLeft: clock.daysLeft, threshold };
}

export const inYear = (day: string | null, y: AsepYear): day is string => day !== null && day >= y.start && day <= y.end;

/**
 * The year-end report's clock on `today`: the year due next, the days to its due day, and whether the dashboard shows
 * it (from 1 August to the due day).
 */
export function asepClock(today: string): { year: number; due: string; daysLeft: number; showing: boolean } {
  const y = asepYear(asepYearDue(today));
  return { year: y.year, due: y.due, daysLeft: daysFrom(today, y.due), showing: today >= y.opens && today <= y.due };
}
