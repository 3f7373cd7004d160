/**
 * The candidate's path from admission to the standard certificate: the numbers of 19 TAC chapters 227–228 (as amended
 * effective 1 Sep 2024) and the Texas Education Code that the path's requirements and clocks read, each citing its
 * rule. Numbers already kept elsewhere are not repeated here: §228.41's coursework hours, §228.55's late-hire window,
 * §228.105's minutes and §228.109's first-observation days are in TEXAS_RULES; §228.43's hours in FIELD_HOURS_RULE.
 */
export const PATH_RULES = {
  /** §227.10(a)(3): an overall GPA of at least 2.50 (four-point scale) ... */
  admissionMinGpa: 2.5,
  /** §227.10(a)(3): ... or at least 2.50 in the last 60 semester credit hours. */
  admissionGpaLastHours: 60,
  /** §227.10(a)(4): content readiness by at least 12 semester credit hours in the subject of the certificate ... */
  contentCreditHours: 12,
  /** §227.10(a)(4): ... 15 for mathematics or science, grade 7 and up (or a passed content pre-admission test). */
  contentCreditHoursMathScience: 15,
  /** §227.19: each incoming class's average GPA (1 Sep – 31 Aug) at least 3.00. */
  incomingClassMinGpa: 3.0,
  /** §227.17(e): the program notifies TEA of a formal admission within 7 calendar days. */
  admissionReportCalendarDays: 7,
  /** §228.31: a candidate with no activity for two years is flagged under the program's exit policy. */
  inactiveYears: 2,
} as const;

/** A clock of the path enters the work queue and the reminders this many days (in its unit) before its due day. */
export const PATH_CLOCK_NOTICE_DAYS = 14;

/**
 * 19 TAC chapter 228 as amended took effect on this day: an assignment begun before it keeps the observation rule it
 * began under, and §228.43's 50 field-based hours apply to candidates admitted from it.
 */
export const CHAPTER_228_AMENDED_ON = '2024-09-01';

/** The assignment types a program reports to TEA (§228.61: clinical teaching, internship or residency). */
export const ASSIGNMENT_TYPES = ['intern', 'probationary', 'probationary extension', 'clinical teaching', 'residency'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

/** When the first formal observation is due: a number of days from the start, or a fraction of the assignment. */
export type FirstObservationDue = { days: number } | { fractionOfAssignment: number };

/** One assignment type's formal-observation rule. */
export interface ObservationRule {
  /** The section the rule comes from. */
  section: string;
  firstDue: FirstObservationDue;
  /** Formal observations required in the first and second half of the assignment, in all, and of them in person. */
  firstHalf: number;
  secondHalf: number;
  total: number;
  inPerson: number;
}

/**
 * The formal-observation rule of each assignment type begun on or after CHAPTER_228_AMENDED_ON. Every formal
 * observation lasts at least 45 minutes with an individual pre-conference and a synchronous post-conference (§228.105).
 */
export const OBSERVATION_RULES: Record<AssignmentType, ObservationRule> = {
  /** §228.109: internship, intern certificate: the first within 4 weeks, 3 in the first half, 2 in the second, 3 in person. */
  intern: { section: '§228.109', firstDue: { days: 28 }, firstHalf: 3, secondHalf: 2, total: 5, inPerson: 3 },
  /** §228.109: internship, first-year probationary certificate: as an intern, at least 2 in person. */
  probationary: { section: '§228.109', firstDue: { days: 28 }, firstHalf: 3, secondHalf: 2, total: 5, inPerson: 2 },
  /** §228.109: a probationary extension is observed as a probationary internship. */
  'probationary extension': { section: '§228.109', firstDue: { days: 28 }, firstHalf: 3, secondHalf: 2, total: 5, inPerson: 2 },
  /** §228.107: clinical teaching: the first within the first third, 2 in each half, at least 2 in person. */
  'clinical teaching': { section: '§228.107', firstDue: { fractionOfAssignment: 3 }, firstHalf: 2, secondHalf: 2, total: 4, inPerson: 2 },
  /** §228.103: residency: the first within 6 weeks, 2 each semester, all in person. */
  residency: { section: '§228.103', firstDue: { days: 42 }, firstHalf: 2, secondHalf: 2, total: 4, inPerson: 4 },
};
