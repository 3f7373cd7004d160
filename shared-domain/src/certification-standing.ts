import { addDays, calendarDay, daysFrom, formatDate } from './dates';
import type { SystemSettings } from './schemas/settings';

/** Where a teacher's certification stands on a day, under the Teacher Certification settings. */
export type CertificationStanding =
  | { state: 'current'; endDate: string; daysLeft: number }
  /** Within `warningThreshold` days of the end date. */
  | { state: 'ending'; endDate: string; daysLeft: number }
  /** Past the end date, within `gracePeriodDays` while `allowGracePeriod` is on. */
  | { state: 'grace'; endDate: string; graceUntil: string }
  | { state: 'expired'; endDate: string; expiredOn: string };

/**
 * The certification's standing on `today` (the program's date, YYYY-MM-DD): null without an end date. The settings
 * `warningThreshold`, `allowGracePeriod` and `gracePeriodDays` (SPEC §3) decide 'ending', 'grace' and
 * 'expired'; the record, the dashboard alerts and the server use this one function.
 */
export function certificationStanding(
  endDate: string | null | undefined,
  today: string,
  rules: Pick<SystemSettings['teacherCertification'], 'warningThreshold' | 'allowGracePeriod' | 'gracePeriodDays'>,
): CertificationStanding | null {
  const end = calendarDay(endDate);
  if (!end) return null;
  const daysLeft = daysFrom(today, end);
  if (daysLeft >= 0) return { state: daysLeft <= rules.warningThreshold ? 'ending' : 'current', endDate: end, daysLeft };
  const grace = rules.allowGracePeriod ? rules.gracePeriodDays : 0;
  const graceUntil = addDays(end, grace);
  if (today <= graceUntil && grace > 0) return { state: 'grace', endDate: end, graceUntil };
  return { state: 'expired', endDate: end, expiredOn: addDays(graceUntil, 1) };
}

/** The standing in words, for the record and the alerts. */
export function certificationStandingText(s: CertificationStanding): string {
  switch (s.state) {
    case 'current':
    case 'ending':
      return `Certification ends on ${formatDate(s.endDate)} (${s.daysLeft === 0 ? 'today' : s.daysLeft === 1 ? 'in 1 day' : `in ${s.daysLeft} days`})`;
    case 'grace':
      return `Certification ended on ${formatDate(s.endDate)}: in grace period until ${formatDate(s.graceUntil)}`;
    case 'expired':
      return `Certification expired on ${formatDate(s.expiredOn)} (ended ${formatDate(s.endDate)})`;
  }
}
