import { PATH_RULES, PROGRAM_TIME_ZONE, TEXAS_RULES } from '../constants';
import { addDays, calendarDay, daysFrom } from '../dates';
import { DEFAULT_CHECKLIST_RULES, whatsLeft, type ChecklistRules } from '../checklist';
import { programDayAnchor } from '../derived-state';
import { addBusinessDays, businessDaysFrom, type Holidays } from './business-days';
import { assignmentCompliance, observationRuleFor } from './observation';
import type { AdmissionFacts, PathTeacher } from './requirements';
import { currentEntry, FINAL_STAGES, isAssignmentStage, type StageEntry } from './stages';

export const PATH_CLOCKS = ['admissionReport', 'lateHire', 'certificateActive', 'firstObservation', 'inactive'] as const;
export type PathClockKey = (typeof PATH_CLOCKS)[number];

/** One clock of the path: what it waits for, by when, how much time is left, and whether it is done. */
export interface PathClock {
  key: PathClockKey;
  label: string;
  /** The rule that sets it. */
  section: string;
  /** The last day (YYYY-MM-DD). */
  due: string;
  /** Days from today to `due` in `unit` (negative: past it). */
  daysLeft: number;
  unit: 'calendar days' | 'business days';
  done: boolean;
}

export interface ClockInput {
  teacher: PathTeacher;
  admission: AdmissionFacts;
  entries: readonly StageEntry[];
  /** The program's holidays (the settings' holiday calendar). */
  holidays: Holidays;
  /** The program's today (YYYY-MM-DD). */
  today: string;
  rules?: ChecklistRules;
  timeZone?: string;
}

/** The clocks the candidate acts on (their coursework and hours; their certificate active in time): the reminders tell them too. */
export const CANDIDATE_CLOCKS = ['lateHire', 'certificateActive'] as const satisfies readonly PathClockKey[];
export type CandidateClockKey = (typeof CANDIDATE_CLOCKS)[number];

/** The same day `years` later (29 February to 28 February). */
const addYears = (day: string, years: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  const month = d.getUTCMonth();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  if (d.getUTCMonth() !== month) d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};

/** §228.55: a late hire's window ends on the 90th business day after the hire date. */
export const lateHireDeadline = (hiredOn: string, holidays: Holidays) =>
  addBusinessDays(hiredOn, TEXAS_RULES.lateHireBusinessDays, holidays);

/**
 * The clocks running on a candidate's path on `today`: the formal admission's report to TEA (§227.17(e), 7 calendar
 * days), a late hire's 90 business days (§228.55), the certificate active before the first day with students
 * (§228.73), the assignment's first formal observation (its observation rule) and two years without activity
 * (§228.31). A clock appears once it has started; a path at a final stage runs none but the admission report.
 */
export function pathClocks(input: ClockInput): PathClock[] {
  const { teacher: t, admission, entries, holidays, today } = input;
  const rules = input.rules ?? DEFAULT_CHECKLIST_RULES;
  const current = currentEntry(entries);
  const final = current !== null && FINAL_STAGES.includes(current.stage);
  const clocks: PathClock[] = [];
  const calendar = (due: string) => ({ due, daysLeft: daysFrom(today, due), unit: 'calendar days' as const });

  const admitted = entries.find((e) => e.stage === 'admitted');
  if (admitted) {
    clocks.push({
      key: 'admissionReport',
      label: 'Report the formal admission to TEA',
      section: '§227.17',
      ...calendar(addDays(admitted.reachedOn, PATH_RULES.admissionReportCalendarDays)),
      done: calendarDay(admission.teaReportedOn) !== null,
    });
  }
  if (final) return clocks;

  const hiredOn = calendarDay(t.hiredListInfo.dateHired);
  if (t.internStatus === 'late hire' && hiredOn) {
    const due = lateHireDeadline(hiredOn, holidays);
    const open = whatsLeft(t, programDayAnchor(today), rules).filter((i) => ['coursework', 'observationHours'].includes(i.key) && !i.done);
    clocks.push({
      key: 'lateHire',
      label: 'Finish the pre-internship requirements (late hire)',
      section: '§228.55',
      due,
      daysLeft: businessDaysFrom(today, due, holidays),
      unit: 'business days',
      done: open.length === 0,
    });
  }

  const c = t.certificationInfo;
  const firstDay = calendarDay(c.firstDayWithStudent);
  if (firstDay && current && (current.stage === 'certificate-recommended' || current.stage === 'internship')) {
    const effective = calendarDay(c.startDate);
    clocks.push({
      key: 'certificateActive',
      label: 'Certificate active before the first day with students',
      section: '§228.73',
      ...calendar(firstDay),
      done: effective !== null && effective <= firstDay,
    });
  }

  if (current && isAssignmentStage(current.stage) && current.assignmentType) {
    const rule = observationRuleFor(current.assignmentType, current.reachedOn, t.obsNeeded);
    const compliance = rule ? assignmentCompliance(t, rule, programDayAnchor(today), input.timeZone ?? PROGRAM_TIME_ZONE) : null;
    const dueBy = compliance?.firstObservation.dueBy;
    if (rule && compliance && dueBy) {
      clocks.push({
        key: 'firstObservation',
        label: 'First formal observation',
        section: rule.section,
        ...calendar(dueBy),
        done: compliance.firstObservation.doneOn !== null,
      });
    }
  }

  const activity = [
    ...entries.map((e) => e.reachedOn),
    ...t.supervisions.list.map((o) => calendarDay(o.date)).filter((d): d is string => d !== null && d <= today),
  ].sort();
  const last = activity.pop();
  if (last) {
    clocks.push({
      key: 'inactive',
      label: 'Two years without activity',
      section: '§228.31',
      ...calendar(addYears(last, PATH_RULES.inactiveYears)),
      done: false,
    });
  }
  return clocks;
}
