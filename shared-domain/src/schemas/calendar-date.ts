import { z } from 'zod';

/**
 * The one date check of every API body and form (product spec §3 dates, request responseDate, assignment dates,
 * updatedAt). A value is a real calendar date: month 01-12, day within that month (February 29 in leap years
 * only), year within DATE_YEARS. `Date.parse` is not enough: it takes '2024-02-30' (as March 1), 'March 7',
 * '0' and '2024-01-01 junk', and PostgreSQL then refuses some of them after validation passed.
 *
 * Accepted formats (surrounding spaces are trimmed; nothing else is accepted):
 * - 'date': `YYYY-MM-DD`, what an <input type="date"> gives. Record dates, assignment and supervision dates.
 * - 'date-time': a full ISO 8601 date-time with its zone, `YYYY-MM-DDTHH:MM[:SS[.fraction]]` then `Z` or
 *   `±HH:MM`, what Date#toISOString gives. responseDate, updatedAt. A time without a zone is refused: the
 *   server and the database would each read it in their own time zone.
 * - 'date-or-date-time': either. Note dates: the form stamps a note with Date#toISOString; a day is a fair note date.
 */
export type DateKind = 'date' | 'date-time' | 'date-or-date-time';

/** Years outside these are typing slips (a date input given '0202'), not program dates. */
export const DATE_YEARS = { min: 1900, max: 2199 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Why `value` is not a date of that kind ('invalid' or 'range'), or null when it is one. */
export function dateProblem(value: string, kind: DateKind = 'date'): 'invalid' | 'range' | null {
  const m = (kind !== 'date-time' ? DATE.exec(value) : null) ?? (kind !== 'date' ? DATE_TIME.exec(value) : null);
  if (!m) return 'invalid';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid';
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return 'range';
  return null;
}

export const isCalendarDate = (value: string, kind: DateKind = 'date') => dateProblem(value, kind) === null;

const SHAPES: Record<DateKind, string> = {
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'an ISO 8601 date and time with a time zone (e.g. 2026-01-31T09:30:00.000Z)',
  'date-or-date-time': 'a date (YYYY-MM-DD) or an ISO 8601 date and time (e.g. 2026-01-31T09:30:00.000Z)',
};

/**
 * A date field. `label` names the field in every message. `blank: true` also takes '' (an optional date in a form
 * that sends '' for none); add `.prefault('')` where an absent field means none. `optional: true` says the caller
 * chains `.optional()` (absent is fine), so '' is a wrong value rather than a missing one.
 */
export function calendarDate(label: string, o: { kind?: DateKind; blank?: boolean; optional?: boolean } = {}) {
  const kind = o.kind ?? 'date';
  const invalid = `${label} must be ${SHAPES[kind]}${o.blank ? ' or empty' : ''}`;
  return (
    z
      .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : invalid) })
      .trim()
      // The longest accepted form (a date-time with nanoseconds and an offset) has 35 characters.
      .max(40, { error: invalid, abort: true })
      .superRefine((v, ctx) => {
        if (v === '') {
          if (!o.blank) ctx.addIssue({ code: 'custom', message: o.optional ? invalid : `${label} is required` });
          return;
        }
        const problem = dateProblem(v, kind);
        if (problem === 'invalid') ctx.addIssue({ code: 'custom', message: invalid });
        if (problem === 'range')
          ctx.addIssue({ code: 'custom', message: `${label} must be between ${DATE_YEARS.min} and ${DATE_YEARS.max}` });
      })
  );
}
