import { OBS_NEEDED_COUNT, SYSTEM_SETTINGS_DEFAULTS } from './constants';
import type { TeacherBody } from './schemas/teacher';
import type { SystemSettings } from './schemas/settings';
import { daysLate, formatDate, lateText, programDate } from './dates';
import { certificationStanding, certificationStandingText } from './certification-standing';
import { documentState } from './evidence/summary';

/** The system settings the checklist follows (Teacher Certification). */
export type ChecklistRules = Pick<
  SystemSettings['teacherCertification'],
  'requireDocumentVerification' | 'warningThreshold' | 'allowGracePeriod' | 'gracePeriodDays'
>;
export const DEFAULT_CHECKLIST_RULES: ChecklistRules = SYSTEM_SETTINGS_DEFAULTS.teacherCertification;

/** The checklist rules of saved settings (or the defaults before they are loaded). */
export const checklistRules = (s: Pick<SystemSettings, 'teacherCertification'> | undefined): ChecklistRules =>
  s ? s.teacherCertification : DEFAULT_CHECKLIST_RULES;

type Form = TeacherBody['formsStatus']['mentorHandbookFormsUploaded'];
/** An uploaded form counts once it is verified, while the setting asks for verification. */
const formDone = (f: Form, rules: ChecklistRules) => f.uploaded && (f.verified || !rules.requireDocumentVerification);
/** The form's state word (documentState), as Documents shows it; the record's formsStatus is written by the documents. */
const formDetail = (f: Form, rules: ChecklistRules) =>
  f.uploaded && !f.verified && rules.requireDocumentVerification
    ? documentState('pending', rules.requireDocumentVerification).word
    : undefined;

/** Who an item of What's left waits on. */
export type ChecklistWaitsOn = 'teacher' | 'program' | 'supervisor' | 'mentor';

/** Each item as the teacher reads it (their own dashboard) and who does it: one table for every screen. */
export const CHECKLIST_STEPS: Record<string, { teacherLabel: string; waitsOn: ChecklistWaitsOn }> = {
  coursework: { teacherLabel: 'Complete your 150 coursework hours', waitsOn: 'teacher' },
  observationHours: { teacherLabel: 'Complete your field-based observation hours', waitsOn: 'teacher' },
  contentExam: { teacherLabel: 'Pass your content exam', waitsOn: 'teacher' },
  ppr: { teacherLabel: 'Pass the PPR exam', waitsOn: 'teacher' },
  mentor: { teacherLabel: 'Your campus assigns you a mentor', waitsOn: 'program' },
  mentorHandbook: { teacherLabel: 'Upload your Mentor Handbook Forms', waitsOn: 'teacher' },
  attestation: { teacherLabel: 'Upload your Intern Mentor Attestation Form', waitsOn: 'teacher' },
  teaPosted: { teacherLabel: 'The program posts your certificate to TEA', waitsOn: 'program' },
  firstObservation: { teacherLabel: 'Your field supervisor records your first formal observation', waitsOn: 'supervisor' },
  observations: { teacherLabel: 'Your field supervisor records your observations', waitsOn: 'supervisor' },
  balance: { teacherLabel: 'Pay your balance', waitsOn: 'teacher' },
  certificationEnd: { teacherLabel: 'Finish before your certification ends', waitsOn: 'teacher' },
};

/** Who an open item waits on, as staff read it. */
export const WAITS_ON_WORDS: Record<ChecklistWaitsOn, string> = {
  teacher: 'Waits on the teacher',
  program: 'Waits on the program',
  supervisor: 'Waits on the field supervisor',
  mentor: 'Waits on the mentor',
};

/** What's left's item keys of the two forms, by their document kind. */
export const CHECKLIST_FORM_KINDS: Record<string, string> = {
  mentorHandbook: 'mentorHandbookFormsUploaded',
  attestation: 'internMentorAttestationForm',
};

/**
 * What the evidence adds, when the screen has it: the field hours' one sentence (fieldHoursText, "12 of 50 hours
 * confirmed (8 actively engaged)") and the reason of each form kind whose current version was returned.
 */
export interface ChecklistEvidence {
  fieldHours?: string;
  returned?: Partial<Record<string, string>>;
}

export interface ChecklistItem {
  key: string;
  /** Worded for staff ("Intern Mentor Attestation Form uploaded"). */
  label: string;
  /** Worded for the teacher ("Upload your Intern Mentor Attestation Form"). */
  teacherLabel: string;
  done: boolean;
  /** Its figures or why it is open ("1 of 5", "Awaiting verification", "Returned: …"). */
  detail?: string;
  waitsOn: ChecklistWaitsOn;
}

/**
 * The "What's left" checklist (docs/domain/derived-state.md, "What's left"): what stands between a teacher and the standard certificate.
 * Used by the teacher record, the list's "has open items" filter and the dashboards.
 */
/** A record as the checklist reads it: without financials (a supervisor's view) there is no 'Balance paid' item. */
export type ChecklistTeacher = Omit<TeacherBody, 'financials'> & { financials?: TeacherBody['financials'] };

export function whatsLeft(
  t: ChecklistTeacher,
  now: Date = new Date(),
  rules: ChecklistRules = DEFAULT_CHECKLIST_RULES,
  evidence: ChecklistEvidence = {},
): ChecklistItem[] {
  const passedContent = t.exams.some((e) => e.content !== 'n/a' && e.content !== 'PPR passed');
  const pprPassed = t.ppr.passed === 'yes' || t.exams.some((e) => e.content === 'PPR passed');
  const needed = OBS_NEEDED_COUNT[t.obsNeeded] ?? 0;
  const recorded = t.supervisions.list.length;
  const deadline = t.certificationInfo.firstObsDeadline;
  const firstObsOnTime = deadline ? t.supervisions.list.some((s) => Date.parse(s.date) <= Date.parse(deadline) + 86_399_999) : recorded > 0;
  // Late by the program's calendar (daysLate), as on every other screen.
  const late = daysLate(deadline, programDate(now));
  const items: Omit<ChecklistItem, 'teacherLabel' | 'waitsOn'>[] = [
    { key: 'coursework', label: '150 coursework hours', done: t.oneFiftyCourseWorkHours === 'completed' },
    {
      key: 'observationHours',
      label: 'Observation hours (field-based experience)',
      done: t.thirtyObsHours === 'completed',
      detail: evidence.fieldHours ?? (t.thirtyObsHours || 'not recorded'),
    },
    { key: 'contentExam', label: 'Content exam passed', done: passedContent },
    { key: 'ppr', label: 'PPR exam passed', done: pprPassed },
    { key: 'mentor', label: 'Mentor assigned', done: t.mentor.name.trim() !== '' },
    {
      key: 'mentorHandbook',
      label: 'Mentor Handbook Forms uploaded',
      done: formDone(t.formsStatus.mentorHandbookFormsUploaded, rules),
      detail: formDetail(t.formsStatus.mentorHandbookFormsUploaded, rules),
    },
    {
      key: 'attestation',
      label: 'Intern Mentor Attestation Form uploaded',
      done: formDone(t.formsStatus.internMentorAttestationForm, rules),
      detail: formDetail(t.formsStatus.internMentorAttestationForm, rules),
    },
    { key: 'teaPosted', label: 'Posted to TEA', done: t.certificationInfo.teaPosted },
    {
      key: 'firstObservation',
      label: 'First formal observation recorded',
      done: firstObsOnTime,
      detail: deadline ? `due by ${formatDate(deadline)}${late !== null && late > 0 ? `, ${lateText(late)}` : ''}` : undefined,
    },
    {
      key: 'observations',
      label: 'Observations recorded',
      done: recorded >= needed,
      detail: `${recorded} of ${needed}`,
    },
  ];
  if (t.financials) {
    const { remainingBalance, paymentsPending } = t.financials;
    items.push({ key: 'balance', label: 'Balance paid', done: remainingBalance <= 0 && paymentsPending <= 0 });
  }
  // Within warningThreshold days of the certification's end (or past it) while anything else is open, the time left
  // is an open item too: the list's "has open items" and the record show it.
  const standing = certificationStanding(t.certificationInfo.endDate, programDate(now), rules);
  if (standing && standing.state !== 'current' && items.some((i) => !i.done)) {
    items.push({
      key: 'certificationEnd',
      label: 'Finish before the certification ends',
      done: false,
      detail: certificationStandingText(standing),
    });
  }
  return items.map((i) => {
    const kind = CHECKLIST_FORM_KINDS[i.key];
    const reason = kind ? evidence.returned?.[kind] : undefined;
    const detail = !i.done && reason !== undefined ? `Returned: ${reason}` : i.detail;
    const step = CHECKLIST_STEPS[i.key];
    return { ...i, ...(detail ? { detail } : {}), teacherLabel: step.teacherLabel, waitsOn: step.waitsOn };
  });
}

export const hasOpenItems = (t: ChecklistTeacher, now?: Date, rules?: ChecklistRules) => whatsLeft(t, now, rules).some((i) => !i.done);
