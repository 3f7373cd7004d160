import { PROGRAM_TIME_ZONE } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) of a stored date ('2027-03-10' or an ISO date-time), else null. */
export function calendarDay(v: string | null | undefined): string | null {
  if (!v || !/^\d{4}-\d{2}-\d{2}/.test(v)) return null;
  const day = v.slice(0, 10);
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today as YYYY-MM-DD on the viewer's own clock (its time zone): the day a form's date field starts at. */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export const addDays = (day: string, n: number) => new Date(dayMs(day) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from day `a` to day `b` (negative when `b` is earlier). */
export const daysFrom = (a: string, b: string) => Math.round((dayMs(b) - dayMs(a)) / DAY_MS);

/** Days from list to hire: the absolute day difference, rounded up (product spec §9). */
export function daysBetween(a: string, b: string): number | null {
  if (!a || !b) return null;
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (Number.isNaN(ta) || Number.isNaN(tb)) return null;
  return Math.ceil(Math.abs(tb - ta) / DAY_MS);
}

/** 'Day' for exactly one day, otherwise the spec's 'Days from List to Hire'. */
export function daysLabel(days: number): string {
  return days === 1 ? 'Day' : 'Days from List to Hire';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in the program's time zone. */
export function programDate(now: Date, timeZone: string = PROGRAM_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. One formatter per zone: making one per call is slow and holds native memory.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * How late something due on `due` is today: the calendar days from the due day to `today` (a YYYY-MM-DD day of the
 * program's calendar, or an instant read in the program's time zone). Positive when late, 0 on the day, negative
 * while it is still ahead; null for no date. Every "N days late" of a screen, an e-mail or an export is this number.
 */
export function daysLate(
  due: string | null | undefined,
  today: string | Date = new Date(),
  timeZone: string = PROGRAM_TIME_ZONE,
): number | null {
  const day = calendarDay(due);
  if (!day) return null;
  return daysFrom(day, typeof today === 'string' ? today : programDate(today, timeZone));
}

/** The one wording of lateness: '1 day late', '3 days late'. */
export const lateText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} late`;

/** A deadline in words for today, from daysLate: '3 days late', 'Due today', 'Due in 1 day'. */
export function dueInWords(late: number): string {
  if (late > 0) return lateText(late);
  if (late === 0) return 'Due today';
  return `Due in ${-late} ${late === -1 ? 'day' : 'days'}`;
}

/** Whole days from `from` (default now) until `date`; negative when past. */
export function daysUntil(date: string, from: Date = new Date()): number | null {
  if (!date) return null;
  const t = Date.parse(date);
  if (Number.isNaN(t)) return null;
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return Math.round((t - start) / DAY_MS);
}

// Intl formatters are made once: each `new Intl.*Format` costs ICU work and native memory, and the server formats
// dates for every teacher of a 10,000-row list.
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DAY_FORMAT = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const DATE_UTC = new Intl.DateTimeFormat('en-US', { ...DAY_FORMAT, timeZone: 'UTC' });
let dateLocal: Intl.DateTimeFormat | undefined;

/** US dollars. */
export const formatUsd = (n: number) => USD.format(n || 0);

/** A date for display (e.g. 'Jan 5, 2026'); '' for none. Date-only strings are read as UTC dates. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  // A date-time shows the viewer's day (the formatter is made on first use, in the viewer's time zone).
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? DATE_UTC.format(t) : (dateLocal ??= new Intl.DateTimeFormat('en-US', DAY_FORMAT)).format(t);
}

/** A date as formatDate shows it ('Jan 5, 2026') inside a longer text, e.g. an e-mail subject or a problem's sentence. */
export const SHOWN_DATE = /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/g;

/** A stored value as text: `blank` for '', null or undefined; objects as JSON. */
export const displayValue = (v: unknown, blank: string) =>
  v === null || v === undefined || v === ''
    ? blank
    : typeof v === 'object'
      ? JSON.stringify(v)
      : (v as string | number | boolean).toString();

/** A stored lower-case value as people read it: first letter capitalised, 'n/a' as 'Not applicable' (the glossary's word; the value itself unchanged). */
export const displayLabel = (value: string) =>
  value === 'n/a' ? 'Not applicable' : value ? value[0].toUpperCase() + value.slice(1) : value;
