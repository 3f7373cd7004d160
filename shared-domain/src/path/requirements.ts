import { PATH_RULES, PROGRAM_TIME_ZONE } from '../constants';
import type { AssignmentType } from '../constants/path';
import { calendarDay } from '../dates';
import { certificationStanding } from '../certification-standing';
import { DEFAULT_CHECKLIST_RULES, whatsLeft, type ChecklistRules, type ChecklistTeacher } from '../checklist';
import { programDayAnchor } from '../derived-state';
import { assignmentCompliance, observationRuleFor } from './observation';
import { ASSIGNMENT_STAGES, PATH_STAGE_LABELS, PATH_TRANSITIONS, type PathStage, type StageEntry } from './stages';

/** The admission facts the criteria read (§§227.10, 227.17): null where not recorded. */
export interface AdmissionFacts {
  /** Overall GPA, four-point scale. */
  gpaOverall: number | null;
  /** GPA of the last 60 semester credit hours. */
  gpaLast60: number | null;
  /** Semester credit hours in the subject of the certificate sought. */
  contentCreditHours: number | null;
  /** The certificate sought is mathematics or science, grade 7 and up (15 hours instead of 12). */
  contentMathScience7Up: boolean;
  /** The day a content pre-admission test (PACT) was passed. */
  contentTestPassedOn: string | null;
  /** The day the written offer of formal admission was sent, and the admission's effective date it states. */
  offerSentOn: string | null;
  admissionEffectiveOn: string | null;
  /** The day the candidate accepted the offer in writing. */
  acceptedOn: string | null;
  /** The day the program reported the formal admission to TEA. */
  teaReportedOn: string | null;
}

export const NO_ADMISSION_FACTS: AdmissionFacts = {
  gpaOverall: null,
  gpaLast60: null,
  contentCreditHours: null,
  contentMathScience7Up: false,
  contentTestPassedOn: null,
  offerSentOn: null,
  admissionEffectiveOn: null,
  acceptedOn: null,
  teaReportedOn: null,
};

/** A requirement not met, by name (the field or the checklist item it reads) and in words. */
export interface Missing {
  requirement: string;
  message: string;
}

/** Everything a transition's requirements read. */
/** A record as the requirements read it: the checklist's fields and the current placement. */
export type PathTeacher = ChecklistTeacher & { assignment?: { schoolId: string | null } | null };

export interface TransitionContext {
  teacher: PathTeacher;
  admission: AdmissionFacts;
  /** The stages reached so far. */
  entries: readonly Pick<StageEntry, 'stage' | 'reachedOn'>[];
  /** The day the stage is reached (YYYY-MM-DD). */
  on: string;
  evidence: string;
  /** An assignment stage's type. */
  assignmentType: AssignmentType | null;
  rules?: ChecklistRules;
  timeZone?: string;
}

const need = (requirement: string, message: string): Missing => ({ requirement, message });

/** §227.10's GPA: at least 2.50 overall or in the last 60 semester credit hours. */
export function gpaMet(a: AdmissionFacts): boolean {
  const min = PATH_RULES.admissionMinGpa;
  return (a.gpaOverall ?? 0) >= min || (a.gpaLast60 ?? 0) >= min;
}

/** §227.10's content readiness: 12 semester credit hours in the subject (15 for math or science 7+), or a passed test. */
export function contentReadinessMet(a: AdmissionFacts): boolean {
  const hours = a.contentMathScience7Up ? PATH_RULES.contentCreditHoursMathScience : PATH_RULES.contentCreditHours;
  return (a.contentCreditHours ?? 0) >= hours || calendarDay(a.contentTestPassedOn) !== null;
}

/** The admission criteria of §227.10 not met. */
export function admissionCriteriaMissing(a: AdmissionFacts): Missing[] {
  const out: Missing[] = [];
  const min = PATH_RULES.admissionMinGpa.toFixed(2);
  if (!gpaMet(a)) {
    out.push(
      need('gpa', `A GPA of at least ${min} overall or in the last ${PATH_RULES.admissionGpaLastHours} semester credit hours (§227.10)`),
    );
  }
  if (!contentReadinessMet(a)) {
    const hours = a.contentMathScience7Up ? PATH_RULES.contentCreditHoursMathScience : PATH_RULES.contentCreditHours;
    out.push(need('contentReadiness', `${hours} semester credit hours in the subject or a passed content pre-admission test (§227.10)`));
  }
  return out;
}

/** Offered: the criteria met and the written offer sent with the admission's effective date (§§227.10, 227.17(b), (d)). */
export function offerMissing(ctx: TransitionContext): Missing[] {
  const a = ctx.admission;
  const out = admissionCriteriaMissing(a);
  if (!calendarDay(a.offerSentOn)) out.push(need('offerSentOn', 'The day the written offer of formal admission was sent (§227.17)'));
  if (!calendarDay(a.admissionEffectiveOn)) out.push(need('admissionEffectiveOn', "The offer's effective date of admission (§227.17)"));
  return out;
}

/** Admitted (formal admission): the offer's requirements and the candidate's written acceptance on or after it (§227.17(c)). */
export function admissionMissing(ctx: TransitionContext): Missing[] {
  const out = offerMissing(ctx);
  const offered = calendarDay(ctx.admission.offerSentOn);
  const accepted = calendarDay(ctx.admission.acceptedOn);
  if (!accepted) out.push(need('acceptedOn', "The candidate's written acceptance of the offer (§227.17)"));
  else if (offered && accepted < offered) out.push(need('acceptedOn', 'The acceptance is dated before the offer was sent'));
  return out;
}

/** Pre-service: coursework and training begin once formally admitted (§227.17(f)); nothing else is asked. */
export function preServiceMissing(ctx: TransitionContext): Missing[] {
  return ctx.entries.some((e) => e.stage === 'admitted') ? [] : [need('admitted', 'Formal admission comes first (§227.17)')];
}

const checklist = (ctx: TransitionContext) => whatsLeft(ctx.teacher, programDayAnchor(ctx.on), ctx.rules ?? DEFAULT_CHECKLIST_RULES);

/** The checklist's open items among `keys`, named by their key and worded by their label. */
function openItems(ctx: TransitionContext, keys: readonly string[]): Missing[] {
  return checklist(ctx)
    .filter((i) => keys.includes(i.key) && !i.done)
    .map((i) => need(i.key, i.label));
}

/** The pre-internship requirements: 150 coursework hours (§228.41) and the field-based experience (§228.43). */
const PRE_SERVICE_KEYS = ['coursework', 'observationHours'] as const;
const isLateHire = (t: ChecklistTeacher) => t.internStatus === 'late hire';

/**
 * Eligible (the Statement of Eligibility): the content exam passed, and the pre-internship requirements done — a late
 * hire may begin under an intern or probationary certificate and finish those within §228.55's window.
 */
export function eligibilityMissing(ctx: TransitionContext): Missing[] {
  return openItems(ctx, isLateHire(ctx.teacher) ? ['contentExam'] : ['contentExam', ...PRE_SERVICE_KEYS]);
}

/** Certificate recommended: the certificate type chosen; a probationary certificate needs the PPR exam passed. */
export function recommendationMissing(ctx: TransitionContext): Missing[] {
  const type = ctx.teacher.certificationInfo.certType;
  if (!type) return [need('certType', 'The certificate to recommend (intern or probationary)')];
  return type === 'probationary' ? openItems(ctx, ['ppr']) : [];
}

function assignmentTypeMissing(ctx: TransitionContext, allowed: readonly AssignmentType[]): Missing[] {
  return ctx.assignmentType && allowed.includes(ctx.assignmentType)
    ? []
    : [need('assignmentType', `The assignment type (${allowed.join(', ')})`)];
}

const placementMissing = (ctx: TransitionContext): Missing[] =>
  ctx.teacher.assignment?.schoolId ? [] : [need('placement', 'A placement at a school')];

/**
 * In internship: an intern, probationary or probationary-extension assignment at a school, under a certificate active
 * on the first day (§228.73(a): effective on or before the start, valid for the whole internship).
 */
export function internshipMissing(ctx: TransitionContext): Missing[] {
  const out = [...assignmentTypeMissing(ctx, ASSIGNMENT_STAGES.internship), ...placementMissing(ctx)];
  const c = ctx.teacher.certificationInfo;
  const effective = calendarDay(c.startDate);
  const standing = certificationStanding(c.endDate, ctx.on, ctx.rules ?? DEFAULT_CHECKLIST_RULES);
  if (!effective || effective > ctx.on || standing?.state === 'expired') {
    out.push(need('certificateActive', 'An intern or probationary certificate active on the first day (§228.73)'));
  }
  return out;
}

/** In clinical teaching: the pre-service requirements done (no late-hire exception) and a clinical-teaching placement. */
export function clinicalTeachingMissing(ctx: TransitionContext): Missing[] {
  return [
    ...openItems(ctx, PRE_SERVICE_KEYS),
    ...assignmentTypeMissing(ctx, ASSIGNMENT_STAGES['clinical-teaching']),
    ...placementMissing(ctx),
  ];
}

/** In residency: the pre-service requirements done and a residency placement. */
export function residencyMissing(ctx: TransitionContext): Missing[] {
  return [...openItems(ctx, PRE_SERVICE_KEYS), ...assignmentTypeMissing(ctx, ASSIGNMENT_STAGES.residency), ...placementMissing(ctx)];
}

/**
 * Completed (recommended for the standard certificate): every item of What's left done and the assignment's
 * observation rule met. `assignment` is the stage entry of the assignment being completed.
 */
export function completionMissing(ctx: TransitionContext, assignment: Pick<StageEntry, 'reachedOn' | 'assignmentType'> | null): Missing[] {
  const out = checklist(ctx)
    .filter((i) => !i.done)
    .map((i) => need(i.key, i.detail ? `${i.label} (${i.detail})` : i.label));
  if (assignment?.assignmentType) {
    const rule = observationRuleFor(assignment.assignmentType, assignment.reachedOn, ctx.teacher.obsNeeded);
    if (rule) {
      const c = assignmentCompliance(ctx.teacher, rule, programDayAnchor(ctx.on), ctx.timeZone ?? PROGRAM_TIME_ZONE);
      if (c.status !== 'complete') {
        out.push(need('observationRule', `The formal observations ${rule.section} requires of a ${assignment.assignmentType} assignment`));
      }
    }
  }
  return out;
}

/** Withdrawn or inactive: the reason, as the evidence (the program's exit policy, §228.31). */
export function exitMissing(ctx: TransitionContext): Missing[] {
  return ctx.evidence.trim() ? [] : [need('evidence', "The reason, as the evidence (the program's exit policy, §228.31)")];
}

/**
 * What stands between a candidate at `from` (null: no stage yet) and `to` on `ctx.on`, by name: the move itself
 * (PATH_TRANSITIONS), the day (not before the stage reached last), then the stage's requirements. Empty: allowed.
 */
export function transitionMissing(
  from: Pick<StageEntry, 'stage' | 'reachedOn'> | null,
  to: PathStage,
  ctx: TransitionContext,
  assignment: Pick<StageEntry, 'reachedOn' | 'assignmentType'> | null = null,
): Missing[] {
  const allowed = from ? PATH_TRANSITIONS[from.stage].includes(to) : to === 'applied';
  if (!allowed) {
    const where = from ? `"${PATH_STAGE_LABELS[from.stage]}"` : 'no stage yet';
    return [need('stage', `A candidate at ${where} cannot move to "${PATH_STAGE_LABELS[to]}"`)];
  }
  const out: Missing[] = [];
  if (from && ctx.on < from.reachedOn) out.push(need('reachedOn', `The day is before the stage reached last (${from.reachedOn})`));
  out.push(...REQUIREMENTS[to](ctx, assignment));
  return out;
}

const REQUIREMENTS: Record<
  PathStage,
  (ctx: TransitionContext, assignment: Pick<StageEntry, 'reachedOn' | 'assignmentType'> | null) => Missing[]
> = {
  applied: () => [],
  offered: offerMissing,
  admitted: admissionMissing,
  'pre-service': preServiceMissing,
  eligible: eligibilityMissing,
  'certificate-recommended': recommendationMissing,
  internship: internshipMissing,
  'clinical-teaching': clinicalTeachingMissing,
  residency: residencyMissing,
  completed: completionMissing,
  withdrawn: exitMissing,
  inactive: exitMissing,
};
