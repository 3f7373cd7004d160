import { CHAPTER_228_AMENDED_ON, OBS_REQUIREMENTS, OBSERVATION_RULES, PROGRAM_TIME_ZONE, TEXAS_RULES } from '../constants';
import type { AssignmentType, ObservationRule } from '../constants/path';
import { addDays, calendarDay, daysFrom } from '../dates';
import { supervisionCompliance, type Compliance, type ComplianceInput } from '../supervision/compliance';

/**
 * The formal-observation rule of an assignment: its type's rule (OBSERVATION_RULES) when it began on or after
 * CHAPTER_228_AMENDED_ON; before, the rule it began under, which the record keeps as its obsNeeded value (as the
 * field-supervision list always read it). Null when no rule applies (an earlier assignment whose record says 'n/a').
 */
export function observationRuleFor(type: AssignmentType, beganOn: string, obsNeeded: string | undefined): ObservationRule | null {
  if (beganOn >= CHAPTER_228_AMENDED_ON) return OBSERVATION_RULES[type];
  const old = OBS_REQUIREMENTS[obsNeeded ?? ''];
  return old ? { section: 'the rule in force when it began', firstDue: { days: TEXAS_RULES.firstObservationWithinDays }, ...old } : null;
}

/** The day an assignment's first formal observation is due under its rule: null when it cannot be dated yet. */
export function firstObservationDue(rule: ObservationRule, start: string, end: string | null): string | null {
  if ('days' in rule.firstDue) return addDays(start, rule.firstDue.days);
  if (!end || end <= start) return null;
  return addDays(start, Math.floor(daysFrom(start, end) / rule.firstDue.fractionOfAssignment));
}

/**
 * Where an assignment stands against its observation rule: the field-supervision check (supervisionCompliance: what
 * counts, §228.105) with the rule's counts and first-observation day in place of the record's.
 */
export function assignmentCompliance(
  teacher: ComplianceInput,
  rule: ObservationRule,
  now: Date = new Date(),
  timeZone: string = PROGRAM_TIME_ZONE,
): Compliance {
  const c = teacher.certificationInfo;
  const start = calendarDay(c.firstDayWithStudent) ?? calendarDay(c.startDate);
  const due = start ? firstObservationDue(rule, start, calendarDay(c.endDate)) : null;
  const input = due ? { ...teacher, certificationInfo: { ...c, firstObsDeadline: due } } : teacher;
  const { firstHalf, secondHalf, total, inPerson } = rule;
  return supervisionCompliance(input, now, { timeZone, required: { firstHalf, secondHalf, total, inPerson } });
}
