import { programDayAnchor } from '../derived-state';
import { addDays } from '../dates';
import { assignmentCompliance, observationRuleFor } from '../path/observation';
import { asepAdmissionDate, asepAssignments, type AsepCandidate } from './records';
import { asepYear, inYear, type AsepYear } from './year';

/** The year (named by its first calendar year) a day falls in. */
export const asepYearOf = (day: string) => Number(day.slice(0, 4)) - (day.slice(5) < '09-01' ? 1 : 0);

/** One candidate behind an indicator's number: met or not, and what was counted against what was required. */
export interface AsepIndicatorCase {
  teacherId: string;
  name: string;
  cohort: string;
  assignmentType: string;
  counted: number;
  required: number;
  met: boolean;
}

/**
 * Indicator 4a, observation frequency and duration: each assignment that ended in the year, met when its observation
 * rule was met by its last day (assignmentCompliance: the formal observations that count, §228.105, against the
 * assignment type's rule). Null when no rule applies (an earlier assignment whose record says 'n/a').
 */
export function asepObservationCases(c: AsepCandidate, y: AsepYear): AsepIndicatorCase[] {
  const admitted = asepAdmissionDate(c);
  const cohort = admitted ? asepYear(asepYearOf(admitted)).label : 'Not admitted';
  return asepAssignments(c)
    .filter((a) => inYear(a.end, y))
    .flatMap((a) => {
      const rule = observationRuleFor(a.type, a.start, c.teacher.obsNeeded);
      if (!rule || !a.end) return [];
      const ci = { ...c.teacher.certificationInfo, startDate: a.start, firstDayWithStudent: a.start, endDate: a.end };
      const result = assignmentCompliance({ ...c.teacher, certificationInfo: ci }, rule, programDayAnchor(addDays(a.end, 1)));
      return [
        {
          teacherId: c.teacher._id,
          name: `${c.teacher.name.first} ${c.teacher.name.last}`,
          cohort,
          assignmentType: a.type,
          counted: result.counted.total,
          required: result.required.total,
          met: result.status === 'complete',
        },
      ];
    });
}

/** An indicator's figures: in all and per cohort (the year of admission), each with the cases behind it. */
export interface AsepIndicator {
  key: '4a';
  label: string;
  met: number;
  total: number;
  cohorts: { cohort: string; met: number; total: number }[];
  cases: AsepIndicatorCase[];
}

export function asepIndicator(cases: readonly AsepIndicatorCase[]): AsepIndicator {
  const byCohort = new Map<string, { met: number; total: number }>();
  for (const k of cases) {
    const n = byCohort.get(k.cohort) ?? { met: 0, total: 0 };
    byCohort.set(k.cohort, { met: n.met + (k.met ? 1 : 0), total: n.total + 1 });
  }
  return {
    key: '4a',
    label: 'Observation frequency and duration',
    met: cases.filter((k) => k.met).length,
    total: cases.length,
    cohorts: [...byCohort].sort(([a], [b]) => a.localeCompare(b)).map(([cohort, n]) => ({ cohort, ...n })),
    cases: [...cases],
  };
}
