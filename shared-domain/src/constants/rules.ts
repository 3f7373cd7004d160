/** Texas certification rules (19 TAC chapter 228) behind checklists and alerts, each citing its section. */
export const TEXAS_RULES = {
  /** §228.41: 150 clock-hours of coursework/training before an internship. */
  courseworkHours: 150,
  /** §228.43: pre-service field-based experience; 30 h under the old rule, 50 h since 1 Sep 2024. */
  fieldExperienceHours: 50,
  /** §228.109: first formal observation within the first 4 weeks (28 days). */
  firstObservationWithinDays: 28,
  /** Dashboard alert window for an upcoming first-observation deadline (program practice, after §228.109's 28 days). */
  firstObsAlertDays: 7,
  /** §228.55: late hires finish pre-internship requirements within 90 business days. */
  lateHireBusinessDays: 90,
  /** §228.105: each formal observation lasts at least 45 minutes. */
  observationMinMinutes: 45,
  /** §228.105: a virtual formal observation counts only with a synchronous post-conference within 72 hours. */
  virtualPostConferenceHours: 72,
  /** §228.101: supervisors have at least 3 years of experience. */
  supervisorMinYears: 3,
} as const;

/**
 * §228.109: the formal observations an intern certificate needs, by the spec's obsNeeded value: how many in the
 * first and the second half of the internship, in all, and how many in person. 'n/a' (or empty): none apply.
 */
export const OBS_REQUIREMENTS: Record<string, { firstHalf: number; secondHalf: number; total: number; inPerson: number }> = {
  '5 Total (3 In Person 2 Virtual)': { firstHalf: 3, secondHalf: 2, total: 5, inPerson: 3 },
  '3 Total (In Person)': { firstHalf: 2, secondHalf: 1, total: 3, inPerson: 3 },
};

/** A requirement whose deadline is this close (days) and still unmet puts the intern 'at risk' (program practice). */
export const COMPLIANCE_AT_RISK_DAYS = 14;

/** Number of formal observations implied by the spec's obsNeeded values (§228.109). */
export const OBS_NEEDED_COUNT: Record<string, number> = {
  'n/a': 0,
  '3 Total (In Person)': 3,
  '5 Total (3 In Person 2 Virtual)': 5,
};

/** §228.105: formal observations count toward certification; informal ones are coaching only. */
export const OBSERVATION_KINDS = ['formal', 'informal'] as const;
/** §228.105: a formal observation is in person, or virtual with a synchronous post-conference. */
export const OBSERVATION_MODES = ['in person', 'virtual'] as const;
