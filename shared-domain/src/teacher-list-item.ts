import { hasOpenItems, type ChecklistRules } from './checklist';
import { formatDate } from './dates';
import type { Teacher } from './schemas/responses/teacher';
import type { ComplianceSummary, TeacherListItem } from './schemas/responses/teacher-list';
import { supervisionCompliance, type Compliance } from './supervision/compliance';

/** Which requirement a compliance's next deadline belongs to (19 TAC §228.109). */
function nextDueFor(c: Compliance): ComplianceSummary['nextDueFor'] {
  if (!c.nextDue) return null;
  if (!c.firstObservation.doneOn && c.nextDue === c.firstObservation.dueBy) return 'first observation';
  if (c.window.midpoint && c.nextDue < c.window.midpoint) return 'first half';
  return 'second half';
}

export function complianceSummary(c: Compliance): ComplianceSummary {
  return {
    status: c.status,
    nextDue: c.nextDue,
    nextDueFor: nextDueFor(c),
    firstObservationDueBy: c.firstObservation.dueBy,
    counted: c.counted.total,
    required: c.required.total,
    problems: c.problems.length,
  };
}

/**
 * The list projection of a teacher for `now` (the server builds the list with it; the client applies it to a
 * record it has just saved, so the list and the record never disagree).
 */
export function toTeacherListItem(
  t: Teacher & { ref: number },
  now: Date = new Date(),
  options: { timeZone?: string; rules?: ChecklistRules } = {},
): TeacherListItem {
  const compliance = supervisionCompliance(t, now, options);
  return {
    ref: t.ref,
    teacherStatus: t.teacherStatus,
    name: { first: t.name.first, last: t.name.last },
    teaId: t.teaId,
    updatedAt: t.updatedAt,
    contact: { email: t.contact.email },
    placement: { districtName: t.placement.districtName },
    assignment: t.assignment
      ? { schoolName: t.assignment.schoolName, supervisorId: t.assignment.supervisorId, supervisorName: t.assignment.supervisorName }
      : null,
    observations: t.supervisions.list.length,
    openItems: hasOpenItems(t, now, options.rules),
    compliance: compliance.status === 'not applicable' ? null : complianceSummary(compliance),
  };
}

const DUE_WORDS: Record<NonNullable<ComplianceSummary['nextDueFor']>, string> = {
  'first observation': 'First observation',
  'first half': 'First-half observation',
  'second half': 'Second-half observations',
};

/**
 * The one thing a teacher has due, in words, for a list row's phone card: the next field-supervision deadline
 * ('First observation due Mar 3, 2026'), else open items on the 'What's left' checklist; '' when nothing is due.
 */
export function teacherDueLine(t: Pick<TeacherListItem, 'compliance' | 'openItems'>): string {
  const c = t.compliance;
  if (c && c.nextDue && c.nextDueFor && c.status !== 'complete' && c.status !== 'not applicable')
    return `${DUE_WORDS[c.nextDueFor]} due ${formatDate(c.nextDue)}`;
  return t.openItems ? "Items open on What's left" : '';
}
