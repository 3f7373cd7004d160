import { daysUntil, displayLabel, formatDate, programDate, supervisionCompliance, type Compliance, type Teacher } from 'shared-domain';
import type { BadgeTone } from 'shared-ui';
import { COMPLIANCE_TONES } from 'shared-staff';

export interface ObservationStatus {
  compliance: Compliance;
  /** The status in words, e.g. 'At Risk' (colour is never the only signal). */
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

function dueWords(days: number): string {
  if (days < 0) return `${-days} ${-days === 1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'Due today';
  return `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Which requirement the compliance's next due date belongs to (19 TAC §228.109). */
function requirementDue(c: Compliance): string {
  if (!c.nextDue) return '';
  if (!c.firstObservation.doneOn && c.nextDue === c.firstObservation.dueBy) return 'First observation';
  if (c.window.midpoint && c.nextDue < c.window.midpoint) return 'First half';
  return 'Second half and totals';
}

/**
 * Where an intern stands against the field-supervision rules, for the supervisor's dashboard: the same
 * supervisionCompliance as the record and the admin's list, read as "what is due next, and when".
 */
export function observationStatus(teacher: Teacher, now: Date = new Date()): ObservationStatus {
  const c = supervisionCompliance(teacher, now);
  const { counted, required } = c;
  const progressText = required.total > 0 ? `${counted.total} of ${required.total} counted` : `${counted.total} counted`;
  const base = { compliance: c, statusText: displayLabel(c.status), tone: COMPLIANCE_TONES[c.status], progressText };
  if (c.status === 'not applicable') {
    return { ...base, dueDate: 'Not set', dueWhat: '', dueText: 'No deadline set', urgency: 3e6 };
  }
  if (c.status === 'complete') {
    return { ...base, dueDate: '', dueWhat: '', dueText: 'All observations done', urgency: 2e6 };
  }
  const days = c.nextDue ? daysUntil(c.nextDue, new Date(`${programDate(now)}T00:00:00Z`)) : null;
  if (days === null) return { ...base, dueDate: 'Not set', dueWhat: '', dueText: 'No end date set', urgency: 1e6 };
  return { ...base, dueDate: formatDate(c.nextDue), dueWhat: requirementDue(c), dueText: dueWords(days), urgency: days };
}
