import { COMPLIANCE_AT_RISK_DAYS, PENDING_FORMS, PROGRAM_TIME_ZONE, TEXAS_RULES } from './constants';
import { addDays, calendarDay, daysUntil } from './dates';
import { asepKeptUntil } from './asep/year';
import { certificationStanding } from './certification-standing';
import { checklistRules, whatsLeft } from './checklist';
import { toCents } from './ledger';
import type { SystemSettings } from './schemas/settings';
import type { StoredTeacher } from './schemas/responses/teacher';
import {
  observationLapse,
  supervisionCompliance,
  type ComplianceProblem,
  type ComplianceStatus,
  type Counts,
} from './supervision/compliance';

/**
 * What the dashboard, the compliance list and the daily jobs need of one teacher on one program day,
 * computed here and nowhere else. The server stores it (table teacher_derived) and aggregates over it in SQL; it is
 * recomputed when the record, its ledger or a setting it reads changes, and on `validUntil`, the first day on which
 * the answer may differ (dates move even when records do not). Nothing in it counts days from today: what does
 * (days since the last observation) is computed in SQL from a stored date.
 */
export interface DerivedState {
  complianceStatus: ComplianceStatus;
  nextDue: string | null;
  counted: Counts;
  required: Counts;
  problems: ComplianceProblem[];
  /** Open items of the "What's left" checklist. */
  openItems: number;
  /** certificationStanding's state (null without an end date), its end date and, in grace, its last day. */
  certState: 'current' | 'ending' | 'grace' | 'expired' | null;
  certEnd: string | null;
  graceUntil: string | null;
  /** remainingBalance in cents. */
  balanceCents: number;
  /** An intern with no observation whose first observation is due within firstObsAlertDays days, or overdue. */
  firstObs: 'due' | 'overdue' | null;
  firstObsDate: string | null;
  /** An intern's forms still pending (null: none, or not an intern). */
  formsPending: (typeof PENDING_FORMS)[number][] | null;
  /** On the hired list and not hired yet: the day it was added (as stored). */
  hireAdded: string | null;
  /** Days from the hired list to hire (both dates known). */
  hireDays: number | null;
  /** An intern's first observation deadline (the dashboard chart's "due"). */
  obsDeadline: string | null;
  /** The days of its observations (the chart's "done"). */
  obsDays: string[];
  /** Lapsed without an observation (evaluationFrequency): counted from this day. Null when not lapsed. */
  lapseSince: string | null;
  /** Charges past their due date and not paid: the earliest due date and their open amount in cents. */
  overdueFrom: string | null;
  overdueCents: number;
  /** The first day on which any of the above may differ (YYYY-MM-DD). */
  validUntil: string;
}

/** An open charge of the teacher's ledger: its due date (YYYY-MM-DD) and what is still open on it, in cents. */
export interface OpenCharge {
  due: string;
  openCents: number;
}

/** The settings the derived state reads: a change to any of them recomputes every row. */
export const derivedSettingsKey = (s: SystemSettings, timeZone: string): string => {
  const c = s.teacherCertification;
  return JSON.stringify([
    timeZone,
    c.requireDocumentVerification,
    c.warningThreshold,
    c.allowGracePeriod,
    c.gracePeriodDays,
    s.internshipProgram.evaluationFrequency,
  ]);
};

/** The moment the derived state reads for a program day: noon UTC, which is that day in every US zone and in UTC. */
export const programDayAnchor = (today: string) => new Date(`${today}T12:00:00Z`);

const FAR = '9999-12-31';

/** One teacher's derived state on program day `today` (YYYY-MM-DD). */
export function deriveTeacherState(
  t: StoredTeacher,
  charges: readonly OpenCharge[],
  today: string,
  settings: SystemSettings,
  timeZone: string = PROGRAM_TIME_ZONE,
): DerivedState {
  const now = programDayAnchor(today);
  const cert = settings.teacherCertification;
  const rules = checklistRules(settings);
  const c = supervisionCompliance(t, now, { timeZone });
  const standing = certificationStanding(t.certificationInfo.endDate, today, cert);
  const intern = t.teacherStatus === 'intern';
  const list = t.supervisions.list;

  const deadlineText = t.certificationInfo.firstObsDeadline || '';
  const left = intern && deadlineText && list.length === 0 ? daysUntil(deadlineText, now) : null;
  const firstObs = left === null || left > TEXAS_RULES.firstObsAlertDays ? null : left < 0 ? 'overdue' : 'due';

  const verified = (f: { uploaded: boolean; verified: boolean }) => f.uploaded && (!cert.requireDocumentVerification || f.verified);
  const pending = intern ? PENDING_FORMS.filter((k) => !verified(t.formsStatus[k])) : [];

  const added = calendarDay(t.hiredListInfo.dateAdded);
  const hired = calendarDay(t.hiredListInfo.dateHired);
  const hireDays = added && hired ? Math.round((Date.parse(hired) - Date.parse(added)) / 86_400_000) : null;

  const lapse =
    t.obsNeeded && t.obsNeeded !== 'n/a' ? observationLapse(t, now, settings.internshipProgram.evaluationFrequency, timeZone) : null;

  const overdue = charges.filter((ch) => ch.openCents > 0 && ch.due < today);

  // Every day on which one of the answers above can change, the record and the settings staying as they are.
  const candidates: (string | null)[] = [];
  if (c.status !== 'not applicable') {
    const { start, midpoint, end } = c.window;
    const dueBy = c.firstObservation.dueBy;
    candidates.push(start, midpoint, end && addDays(end, 1), dueBy && addDays(dueBy, 1));
    for (const d of [dueBy, midpoint && addDays(midpoint, -1), end]) {
      if (d) candidates.push(addDays(d, 1), addDays(d, -COMPLIANCE_AT_RISK_DAYS));
    }
    if (lapse) candidates.push(addDays(lapse.since, settings.internshipProgram.evaluationFrequency));
    else if (start) {
      // The lapse counts from the last observation on or before today, else from the start.
      const since = list
        .map((o) => calendarDay(o.date))
        .filter((d): d is string => d !== null && d <= today)
        .sort()
        .pop();
      candidates.push(addDays(since ?? start, settings.internshipProgram.evaluationFrequency));
    }
    for (const o of list) candidates.push(calendarDay(o.date));
  }
  if (standing) {
    const end = standing.endDate;
    const grace = cert.allowGracePeriod ? cert.gracePeriodDays : 0;
    candidates.push(addDays(end, -cert.warningThreshold), addDays(end, 1), addDays(end, grace + 1));
  }
  const deadlineDay = calendarDay(deadlineText);
  if (deadlineDay) candidates.push(addDays(deadlineDay, -TEXAS_RULES.firstObsAlertDays), addDays(deadlineDay, 1));
  for (const ch of charges) if (ch.openCents > 0) candidates.push(addDays(ch.due, 1));
  // The year-end report's lines kept with the row are those of the years kept until then (asepKeptYears).
  candidates.push(asepKeptUntil(today));
  const validUntil = candidates.filter((d): d is string => !!d && d > today).sort()[0] ?? FAR;

  return {
    complianceStatus: c.status,
    nextDue: c.nextDue,
    counted: c.counted,
    required: c.required,
    problems: c.problems,
    openItems: whatsLeft(t, now, rules).filter((i) => !i.done).length,
    certState: standing?.state ?? null,
    certEnd: standing?.endDate ?? null,
    graceUntil: standing?.state === 'grace' ? standing.graceUntil : null,
    balanceCents: toCents(t.financials?.remainingBalance ?? 0),
    firstObs,
    firstObsDate: firstObs ? deadlineText : null,
    formsPending: pending.length ? pending : null,
    hireAdded: t.hiredListInfo.dateAdded && !t.hiredListInfo.dateHired ? t.hiredListInfo.dateAdded : null,
    hireDays,
    obsDeadline: intern ? deadlineDay : null,
    obsDays: list.map((o) => calendarDay(o.date)).filter((d): d is string => d !== null),
    lapseSince: lapse?.since ?? null,
    overdueFrom: overdue.length ? overdue.map((ch) => ch.due).sort()[0] : null,
    overdueCents: overdue.reduce((n, ch) => n + ch.openCents, 0),
    validUntil,
  };
}
