import { daysLate, displayLabel, dueInWords, formatDate, type ComplianceSummary, type TeacherListItem } from 'shared-domain';
import type { BadgeTone } from 'shared-ui';
import { COMPLIANCE_TONES } from 'shared-staff';

export interface ObservationStatus {
  /** Today's field-supervision summary (the server's, or the client's after a save); null: nothing required. */
  compliance: ComplianceSummary | null;
  /** The status in words, e.g. 'At risk' (colour is never the only signal). */
  statusText: string;
  tone: BadgeTone;
  /** The earliest unmet deadline as a date, 'Not set' when none can be dated, '' when nothing is due. */
  dueDate: string;
  /** What is due by then, e.g. 'First observation', '' when nothing is. */
  dueWhat: string;
  /** What the deadline means today, in words. */
  dueText: string;
  /** Sort key: the most overdue first, then the soonest deadline; complete, then not applicable last. */
  urgency: number;
  /** e.g. '1 of 3 counted'. */
  progressText: string;
}

const DUE_FOR: Record<NonNullable<ComplianceSummary['nextDueFor']>, string> = {
  'first observation': 'First observation',
  'first half': 'First half',
  'second half': 'Second half and totals',
};

/**
 * Where an intern stands against the field-supervision rules (19 TAC 228), for the supervisor's dashboard: the
 * list's compliance summary (supervisionCompliance, worked out for today), read as "what is due next, and when".
 */
export function observationStatus(teacher: TeacherListItem, now: Date = new Date()): ObservationStatus {
  const c = teacher.compliance;
  if (!c || c.status === 'not applicable') {
    const progressText = `${teacher.observations} recorded`;
    return {
      compliance: c,
      statusText: 'Not applicable',
      tone: 'gray',
      progressText,
      dueDate: 'Not set',
      dueWhat: '',
      dueText: 'No deadline set',
      urgency: 3e6,
    };
  }
  const progressText = c.required > 0 ? `${c.counted} of ${c.required} counted` : `${c.counted} counted`;
  const base = { compliance: c, statusText: displayLabel(c.status), tone: COMPLIANCE_TONES[c.status], progressText };
  if (c.status === 'complete') return { ...base, dueDate: '', dueWhat: '', dueText: 'All observations done', urgency: 2e6 };
  const late = daysLate(c.nextDue, now);
  if (late === null || !c.nextDue) return { ...base, dueDate: 'Not set', dueWhat: '', dueText: 'No end date set', urgency: 1e6 };
  return {
    ...base,
    dueDate: formatDate(c.nextDue),
    dueWhat: c.nextDueFor ? DUE_FOR[c.nextDueFor] : '',
    dueText: dueInWords(late),
    urgency: -late,
  };
}
