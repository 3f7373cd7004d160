import { OBS_NEEDED_COUNT } from './constants';
import type { TeacherBody } from './schemas/teacher';
import { daysUntil, formatDate } from './dates';

export interface ChecklistItem {
  key: string;
  label: string;
  done: boolean;
  /** Why it is open, when it is. */
  detail?: string;
}

/**
 * The "What's left" checklist (DOMAIN.md): what stands between a teacher and the standard certificate.
 * Used by the teacher record, the list's "has open items" filter and the dashboards.
 */
export function whatsLeft(t: TeacherBody, now: Date = new Date()): ChecklistItem[] {
  const passedContent = t.exams.some((e) => e.content !== 'n/a' && e.content !== 'PPR passed');
  const pprPassed = t.ppr.passed === 'yes' || t.exams.some((e) => e.content === 'PPR passed');
  const needed = OBS_NEEDED_COUNT[t.obsNeeded] ?? 0;
  const recorded = t.supervisions.list.length;
  const deadline = t.certificationInfo.firstObsDeadline;
  const firstObsOnTime = deadline ? t.supervisions.list.some((s) => Date.parse(s.date) <= Date.parse(deadline) + 86_399_999) : recorded > 0;
  const left = deadline ? daysUntil(deadline, now) : null;
  const items: ChecklistItem[] = [
    { key: 'coursework', label: '150 coursework hours', done: t.oneFiftyCourseWorkHours === 'completed' },
    {
      key: 'observationHours',
      label: 'Observation hours (field-based experience)',
      done: t.thirtyObsHours === 'completed',
      detail: t.thirtyObsHours || 'not recorded',
    },
    { key: 'contentExam', label: 'Content exam passed', done: passedContent },
    { key: 'ppr', label: 'PPR exam passed', done: pprPassed },
    { key: 'mentor', label: 'Mentor assigned', done: t.mentor.name.trim() !== '' },
    { key: 'mentorHandbook', label: 'Mentor Handbook Forms uploaded', done: t.formsStatus.mentorHandbookFormsUploaded.uploaded },
    { key: 'attestation', label: 'Intern Mentor Attestation Form uploaded', done: t.formsStatus.internMentorAttestationForm.uploaded },
    { key: 'teaPosted', label: 'Posted to TEA', done: t.certificationInfo.teaPosted },
    {
      key: 'firstObservation',
      label: 'First formal observation recorded',
      done: firstObsOnTime,
      detail: deadline ? (left !== null && left < 0 ? `deadline passed ${-left} day(s) ago` : `due by ${formatDate(deadline)}`) : undefined,
    },
    {
      key: 'observations',
      label: 'Observations recorded',
      done: recorded >= needed,
      detail: `${recorded} of ${needed}`,
    },
    { key: 'balance', label: 'Balance paid', done: t.financials.remainingBalance <= 0 && t.financials.paymentsPending <= 0 },
  ];
  return items;
}

export const hasOpenItems = (t: TeacherBody, now?: Date) => whatsLeft(t, now).some((i) => !i.done);
