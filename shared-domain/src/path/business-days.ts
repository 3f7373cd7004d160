import { addDays } from '../dates';

/**
 * Texas business days: Monday to Friday, less the program's holidays (the settings' holiday calendar). §228.55
 * counts a late hire's window in business days; the state's and the program's closures are the program's own list.
 */
export type Holidays = ReadonlySet<string> | readonly string[];

const asSet = (h: Holidays): ReadonlySet<string> => (h instanceof Set ? h : new Set(h as readonly string[]));

/** Whether `day` (YYYY-MM-DD) is a business day: a weekday that is not one of the holidays. */
export function isBusinessDay(day: string, holidays: Holidays = []): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !asSet(holidays).has(day);
}

/** The `n`th business day after `start` (n ≥ 0; `start` itself is day 0 whatever it is). */
export function addBusinessDays(start: string, n: number, holidays: Holidays = []): string {
  const set = asSet(holidays);
  let day = start;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day, set)) left -= 1;
  }
  return day;
}

/**
 * Business days from `a` to `b`: those after `a` up to and including `b`, negative when `b` is earlier (then those
 * after `b` up to and including `a`). From a Friday to the next Monday is 1.
 */
export function businessDaysFrom(a: string, b: string, holidays: Holidays = []): number {
  if (a === b) return 0;
  const set = asSet(holidays);
  const [from, to, sign] = a < b ? [a, b, 1] : [b, a, -1];
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day, set)) count += 1;
  return sign * count;
}
