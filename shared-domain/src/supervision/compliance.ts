import { COMPLIANCE_AT_RISK_DAYS, OBS_REQUIREMENTS, PROGRAM_TIME_ZONE, TEXAS_RULES } from '../constants';
import { addDays, calendarDay, daysFrom, formatDate, programDate } from '../dates';

/** An observation as stored on a record (old records: no kind/mode, duration as free text). */
export interface ObservationLike {
  date: string;
  /** 'formal' (or absent: old records are formal) or 'informal'. */
  kind?: string;
  /** 'in person' (or absent) or 'virtual'. */
  mode?: string;
  duration?: number | string | null;
  preConferenceDate?: string;
  postConferenceDate?: string;
  comment?: string;
  mentorCopySentAt?: string | null;
  /** When the mentor signed the acknowledgement of the written feedback through its one-time link. */
  mentorAcknowledgedAt?: string | null;
}

/**
 * Whether the mentor has the observation's written feedback (§228.105): the mentor's signed acknowledgement, or, for an
 * observation recorded before the mentor acknowledged by link, the time the copy was e-mailed.
 */
export const mentorHasCopy = (o: Pick<ObservationLike, 'mentorCopySentAt' | 'mentorAcknowledgedAt'>): boolean =>
  !!o.mentorAcknowledgedAt || !!o.mentorCopySentAt;

/** What the compliance check reads of a teacher record. */
export interface ComplianceInput {
  obsNeeded?: string;
  certificationInfo: { startDate?: string; endDate?: string; firstDayWithStudent?: string; firstObsDeadline?: string };
  supervisions: { list: readonly ObservationLike[] };
}

export const COMPLIANCE_STATUSES = ['not applicable', 'complete', 'on track', 'at risk', 'overdue'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

export const COMPLIANCE_PROBLEMS = [
  'first-observation-overdue',
  'first-observation-virtual',
  'too-short',
  'post-conference-missing',
  'post-conference-late',
  'first-half-short',
  'second-half-short',
  'in-person-short',
  'mentor-copy-missing',
] as const;
export type ComplianceProblemCode = (typeof COMPLIANCE_PROBLEMS)[number];

/** Each problem as a short chip of the Field Supervision list (the problem's message is its detail). */
export const COMPLIANCE_PROBLEM_LABELS: Record<ComplianceProblemCode, string> = {
  'first-observation-overdue': 'First observation overdue',
  'first-observation-virtual': 'First observation virtual',
  'too-short': 'Observation too short',
  'post-conference-missing': 'No post-conference',
  'post-conference-late': 'Post-conference late',
  'first-half-short': 'First half short',
  'second-half-short': 'Second half short',
  'in-person-short': 'Too few in person',
  'mentor-copy-missing': 'Mentor copy not sent',
};

/**
 * Observations counted against those required, never "4 of 3": past the requirement the count reads
 * "4 (3 required)"; with none required, the count alone.
 */
export const observationCount = (counted: number, required: number): string =>
  required <= 0 ? String(counted) : counted > required ? `${counted} (${required} required)` : `${counted} of ${required}`;

export interface ComplianceProblem {
  code: ComplianceProblemCode;
  message: string;
  date?: string;
}

export interface Counts {
  firstHalf: number;
  secondHalf: number;
  total: number;
  inPerson: number;
}

export interface Compliance {
  status: ComplianceStatus;
  window: { start: string | null; midpoint: string | null; end: string | null };
  required: Counts;
  counted: Counts;
  firstObservation: { dueBy: string | null; doneOn: string | null };
  /** The earliest deadline of a requirement not met yet, passed or not (null when none is left or none can be dated). */
  nextDue: string | null;
  problems: ComplianceProblem[];
}

const ZERO: Counts = { firstHalf: 0, secondHalf: 0, total: 0, inPerson: 0 };
const isDay = (v: string | undefined | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}/.test(v);
const dayOf = (v: string) => v.slice(0, 10);

/** The longest text read as a number of minutes ('45 minutes' with room for spaces). */
const DURATION_TEXT_MAX = 40;

/** Minutes of an observation: a whole number, or text that is only a number of minutes ('45', '45 minutes'); else null. */
export function observationMinutes(duration: ObservationLike['duration']): number | null {
  if (typeof duration === 'number') return Number.isInteger(duration) && duration >= 0 ? duration : null;
  // Trimmed first: with the outer spaces in the pattern, '1' + spaces + 'x' tried every split of the spaces
  // between its two \s* runs (quadratic). The one \s* left is followed by a letter, a dot or the end.
  // The length before the pattern: no number of minutes is written in more than 40 characters, and the pattern's
  // one backtracking \s* run made '1' + a megabyte of spaces + 'x' take long (linear, but a megabyte of it).
  const text = (duration ?? '').trim();
  if (text.length > DURATION_TEXT_MAX) return null;
  const m = /^(\d{1,4})\s*(m|min|mins|minute|minutes)?\.?$/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** Hours from the observation to its post-conference: exact when both carry a time, else by whole days. */
function hoursBetween(observed: string, conference: string): number {
  const bothTimed = observed.length > 10 && conference.length > 10;
  return bothTimed ? (Date.parse(conference) - Date.parse(observed)) / 3_600_000 : daysFrom(dayOf(observed), dayOf(conference)) * 24;
}

const isFormal = (o: ObservationLike) => o.kind !== 'informal';
const isVirtual = (o: ObservationLike) => o.mode === 'virtual';

/**
 * What keeps an observation being entered from counting toward certification, or is still missing, in words, for the
 * form to show before it is saved: a formal one under the minutes §228.105 asks, and one with no post-conference yet
 * (a virtual one counts only with its post-conference within the hours §228.105 allows). None for an informal one.
 */
export function observationWarnings(o: ObservationLike): string[] {
  if (!isFormal(o)) return [];
  const warnings: string[] = [];
  const minutes = observationMinutes(o.duration);
  const min = TEXAS_RULES.observationMinMinutes;
  if (minutes !== null && minutes < min) {
    warnings.push(
      `${minutes} minutes is under the ${min} minutes a formal observation needs (§228.105): it will not count toward certification.`,
    );
  }
  const hours = TEXAS_RULES.virtualPostConferenceHours;
  if (!isDay(o.postConferenceDate)) {
    warnings.push(
      isVirtual(o)
        ? `No post-conference yet: a virtual observation counts only once its post-conference is held within ${hours} hours (§228.105).`
        : 'No post-conference yet: add its date once the written feedback has been discussed with the teacher (§228.105).',
    );
  } else if (isVirtual(o) && isDay(o.date)) {
    const after = hoursBetween(o.date, o.postConferenceDate);
    if (after < 0 || after > hours) {
      warnings.push(`The post-conference is not within ${hours} hours of the virtual observation: it will not count (§228.105).`);
    }
  }
  return warnings;
}

/** The formal observations that count (§228.105), oldest first: the rows of the TEA export. */
export function countedObservations<T extends ObservationLike>(list: readonly T[]): T[] {
  return list
    .filter((o) => isFormal(o) && isDay(o.date))
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter((o) => {
      const minutes = observationMinutes(o.duration);
      if (minutes === null || minutes < TEXAS_RULES.observationMinMinutes) return false;
      if (!isVirtual(o)) return true;
      if (!isDay(o.postConferenceDate)) return false;
      const hours = hoursBetween(o.date, o.postConferenceDate);
      return hours >= 0 && hours <= TEXAS_RULES.virtualPostConferenceHours;
    });
}

/**
 * Where an intern stands against the field-supervision rules of 19 TAC 228 (§228.105 what counts as a formal
 * observation, §228.109 how many, when and how), as of `now` in the program's time zone.
 */
export function supervisionCompliance(
  teacher: ComplianceInput,
  now: Date = new Date(),
  {
    timeZone = PROGRAM_TIME_ZONE,
    required: given,
  }: {
    timeZone?: string;
    /** The counts an assignment type's rule requires (observationRuleFor); else the record's obsNeeded value's. */
    required?: Counts;
  } = {},
): Compliance {
  const c = teacher.certificationInfo;
  const required = given ?? OBS_REQUIREMENTS[teacher.obsNeeded ?? ''];
  const startRaw = isDay(c.firstDayWithStudent) ? c.firstDayWithStudent : isDay(c.startDate) ? c.startDate : null;
  const start = startRaw ? dayOf(startRaw) : null;
  const end = isDay(c.endDate) ? dayOf(c.endDate) : null;
  const midpoint = start && end && end > start ? addDays(start, Math.floor(daysFrom(start, end) / 2)) : null;
  const window = { start, midpoint, end };
  if (!required || !start) {
    return {
      status: 'not applicable',
      window,
      required: { ...ZERO },
      counted: { ...ZERO },
      firstObservation: { dueBy: null, doneOn: null },
      nextDue: null,
      problems: [],
    };
  }

  const today = programDate(now, timeZone);
  const problems: ComplianceProblem[] = [];
  const counted: Counts = { ...ZERO };
  const formal = teacher.supervisions.list
    .filter((o) => isFormal(o) && isDay(o.date))
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date));

  const counting: ObservationLike[] = [];
  for (const o of formal) {
    const day = dayOf(o.date);
    const minutes = observationMinutes(o.duration);
    let counts = true;
    if (minutes === null || minutes < TEXAS_RULES.observationMinMinutes) {
      counts = false;
      problems.push({
        code: 'too-short',
        date: day,
        message:
          minutes === null
            ? `The observation on ${formatDate(day)} has no duration in minutes, so it does not count`
            : `The observation on ${formatDate(day)} lasted ${minutes} minutes (at least ${TEXAS_RULES.observationMinMinutes} are required)`,
      });
    }
    if (isVirtual(o)) {
      if (!isDay(o.postConferenceDate)) {
        counts = false;
        problems.push({
          code: 'post-conference-missing',
          date: day,
          message: `The virtual observation on ${formatDate(day)} has no post-conference, so it does not count`,
        });
      } else {
        const hours = hoursBetween(o.date, o.postConferenceDate);
        if (hours < 0 || hours > TEXAS_RULES.virtualPostConferenceHours) {
          counts = false;
          problems.push({
            code: 'post-conference-late',
            date: day,
            message: `The post-conference for the virtual observation on ${formatDate(day)} was not within ${TEXAS_RULES.virtualPostConferenceHours} hours`,
          });
        }
      }
    }
    if (o.comment?.trim() && !mentorHasCopy(o)) {
      problems.push({ code: 'mentor-copy-missing', date: day, message: `The mentor has no copy of the feedback from ${formatDate(day)}` });
    }
    if (!counts) continue;
    counting.push(o);
    counted.total += 1;
    if (!isVirtual(o)) counted.inPerson += 1;
    // An observation on the midpoint counts in the second half; without an end date there is no second half yet.
    if (midpoint && day >= midpoint) counted.secondHalf += 1;
    else counted.firstHalf += 1;
  }

  // §228.109: the first formal observation, in person, within the first 4 weeks (or the record's own deadline).
  const dueBy = isDay(c.firstObsDeadline) ? dayOf(c.firstObsDeadline) : addDays(start, TEXAS_RULES.firstObservationWithinDays);
  const firstCounted = counting[0];
  if (firstCounted && isVirtual(firstCounted)) {
    problems.push({
      code: 'first-observation-virtual',
      date: dayOf(firstCounted.date),
      message: `The first formal observation (${formatDate(dayOf(firstCounted.date))}) was virtual; it must be in person`,
    });
  }
  const firstInPerson = counting.find((o) => !isVirtual(o));
  const doneOn = firstInPerson ? dayOf(firstInPerson.date) : null;
  if (today > dueBy && (!doneOn || doneOn > dueBy)) {
    problems.push({
      code: 'first-observation-overdue',
      date: dueBy,
      message: doneOn
        ? `The first in-person observation came on ${formatDate(doneOn)}, after its deadline ${formatDate(dueBy)}`
        : `The first in-person observation was due by ${formatDate(dueBy)}`,
    });
  }

  // Each requirement with its deadline (null: cannot be dated without an end date).
  const requirements = [
    { met: doneOn !== null, deadline: dueBy },
    { met: counted.firstHalf >= required.firstHalf, deadline: midpoint ? addDays(midpoint, -1) : null },
    {
      met: counted.secondHalf >= required.secondHalf && counted.total >= required.total && counted.inPerson >= required.inPerson,
      deadline: end,
    },
  ];
  if (midpoint && today >= midpoint && counted.firstHalf < required.firstHalf) {
    problems.push({
      code: 'first-half-short',
      date: addDays(midpoint, -1),
      message: `${counted.firstHalf} of ${required.firstHalf} formal observations in the first half (it ended ${formatDate(addDays(midpoint, -1))})`,
    });
  }
  if (end && today > end) {
    if (counted.secondHalf < required.secondHalf) {
      problems.push({
        code: 'second-half-short',
        date: end,
        message: `${counted.secondHalf} of ${required.secondHalf} formal observations in the second half (it ended ${formatDate(end)})`,
      });
    }
    if (counted.inPerson < required.inPerson) {
      problems.push({
        code: 'in-person-short',
        date: end,
        message: `${counted.inPerson} of ${required.inPerson} formal observations in person`,
      });
    }
  }

  const unmet = requirements.filter((r) => !r.met);
  const dated = unmet.flatMap((r) => (r.deadline ? [r.deadline] : [])).sort();
  const status: ComplianceStatus = !unmet.length
    ? 'complete'
    : dated.some((d) => today > d)
      ? 'overdue'
      : dated.some((d) => daysFrom(today, d) <= COMPLIANCE_AT_RISK_DAYS)
        ? 'at risk'
        : 'on track';
  return {
    status,
    window,
    required: { ...required },
    counted,
    firstObservation: { dueBy, doneOn },
    nextDue: dated[0] ?? null,
    problems,
  };
}

/** An intern's lapse without observation (internshipProgram.evaluationFrequency). */
export interface ObservationLapse {
  /** The last observation (YYYY-MM-DD), or null when none yet. */
  last: string | null;
  /** The day the count starts: the last observation, else the internship's start. */
  since: string;
  /** Days since then. */
  days: number;
  /** The next required formal observation's deadline, if any. */
  nextDue: string | null;
}

/**
 * `every` days or more without an observation while the intern's field supervision is under way and not complete:
 * the rule behind the supervisor's reminder and the dashboard's alert. Null when not lapsed.
 */
export function observationLapse(
  t: ComplianceInput,
  now: Date,
  every: number,
  timeZone: string = PROGRAM_TIME_ZONE,
): ObservationLapse | null {
  const c = supervisionCompliance(t, now, { timeZone });
  if (c.status === 'not applicable' || c.status === 'complete') return null;
  const today = programDate(now, timeZone);
  const { start, end } = c.window;
  if (!start || today < start || (end && today > end)) return null;
  const last =
    t.supervisions.list
      .map((ob) => calendarDay(ob.date))
      .filter((d): d is string => d !== null && d <= today)
      .sort()
      .pop() ?? null;
  const since = last ?? start;
  const days = daysFrom(since, today);
  return days < every ? null : { last, since, days, nextDue: c.nextDue };
}
