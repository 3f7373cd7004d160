import {
  certificationStanding,
  certificationStandingText,
  checklistRules,
  fieldHoursRequirement,
  fieldHoursText,
  observationMinutes,
  programDate,
  summariseFieldHours,
  supervisionCompliance,
  TEACHER_PAGES,
  whatsLeft,
  type ChecklistEvidence,
  type ChecklistItem,
  type ConsentState,
  type DocumentVersion,
  type FieldHour,
  type TeacherFieldHours,
  type Ledger,
  type LedgerCharge,
  PROGRAM_STAFF,
  observationFeedback,
  type MyChecklistItem,
  type MyDashboard,
  type MyLedger,
  type MyObservation,
  type MyProfileResponse,
  type StoredTeacher,
  type SystemSettings,
} from 'shared-domain';
import type { ConsentRow } from '../../repositories/teacher-area-repository';

/**
 * What a teacher sees of its own record: built from the stored record by picking fields, never by leaving
 * some out, so a field staff add later never reaches a teacher by accident.
 */

/** Where the teacher does an item of What's left (null: someone else does it). */
const TEACHER_LINKS: Record<string, string | null> = {
  observationHours: TEACHER_PAGES.fieldHours,
  mentorHandbook: TEACHER_PAGES.documents,
  attestation: TEACHER_PAGES.documents,
  firstObservation: TEACHER_PAGES.observations,
  observations: TEACHER_PAGES.observations,
  balance: TEACHER_PAGES.payments,
  certificationEnd: TEACHER_PAGES.dashboard,
};
const DONE_BY: Record<ChecklistItem['waitsOn'], MyChecklistItem['doneBy']> = {
  teacher: 'you',
  program: 'program',
  supervisor: 'supervisor',
  mentor: 'mentor',
};

/** The evidence of a teacher, as What's left reads it: the field hours' sentence and its returned forms' reasons. */
export function myEvidence(
  t: Pick<StoredTeacher, 'admissionDate'>,
  entries: Parameters<typeof summariseFieldHours>[0],
  documents: { kind: string; status: string; returnReason: string }[],
): ChecklistEvidence {
  const returned: Partial<Record<string, string>> = {};
  const seen = new Set<string>();
  // Newest first: the first version of a kind is its current one.
  for (const d of documents) {
    if (seen.has(d.kind)) continue;
    seen.add(d.kind);
    if (d.status === 'returned') returned[d.kind] = d.returnReason;
  }
  return { fieldHours: fieldHoursText(summariseFieldHours(entries, fieldHoursRequirement(t.admissionDate))), returned };
}

/** What's left as the teacher reads it: the same items, figures and states as staff, in the teacher's words. */
export function myChecklist(items: ChecklistItem[]): MyChecklistItem[] {
  return items.map((i) => ({
    key: i.key,
    label: i.teacherLabel,
    done: i.done,
    ...(i.detail ? { detail: i.detail } : {}),
    doneBy: DONE_BY[i.waitsOn],
    link: TEACHER_LINKS[i.key] ?? null,
  }));
}

const nextDue = (l: Pick<Ledger, 'charges'>) =>
  l.charges
    .filter((c) => c.open > 0)
    .map((c) => c.dueDate)
    .sort()[0] ?? null;

export function myObservation(t: StoredTeacher, o: StoredTeacher['supervisions']['list'][number]): MyObservation {
  return {
    _id: o._id,
    date: o.date,
    kind: o.kind,
    mode: o.mode,
    minutes: observationMinutes(o.duration),
    preConferenceDate: o.preConferenceDate,
    postConferenceDate: o.postConferenceDate,
    feedback: o.comment,
    sections: observationFeedback(o),
    ttess: o.ttess ?? null,
    supervisor: t.assignment?.supervisorName ?? t.supervisions.supervisor ?? '',
    acknowledgedAt: o.acknowledgedAt ?? null,
    reply: o.reply ?? null,
  };
}

export function myObservations(t: StoredTeacher): MyObservation[] {
  return [...t.supervisions.list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).map((o) => myObservation(t, o));
}

export function myCompliance(t: StoredTeacher, now: Date, timeZone: string) {
  const c = supervisionCompliance(t, now, { timeZone });
  return c.status === 'not applicable' ? null : c;
}

export function myDashboard(
  t: StoredTeacher,
  ledger: Ledger,
  settings: SystemSettings,
  now: Date,
  timeZone: string,
  evidence?: ChecklistEvidence,
  path: MyDashboard['path'] = null,
): MyDashboard {
  const rules = checklistRules(settings);
  const standing = certificationStanding(t.certificationInfo.endDate, programDate(now, timeZone), rules);
  const compliance = myCompliance(t, now, timeZone);
  return {
    teacher: { _id: t._id, name: t.name, teacherStatus: t.teacherStatus, email: t.contact.email },
    standing: standing ? { state: standing.state, endDate: standing.endDate, text: certificationStandingText(standing) } : null,
    internship: compliance ? compliance.window : null,
    whatsLeft: myChecklist(whatsLeft({ ...t, financials: ledger.financials }, now, rules, evidence)),
    compliance,
    nextObservationDue: compliance?.nextDue ?? null,
    unacknowledgedObservations: t.supervisions.list.filter((o) => !o.acknowledgedAt).length,
    balance: { ...ledger.financials, nextDueDate: nextDue(ledger) },
    path,
  };
}

export function myLedger(ledger: Ledger, settings: SystemSettings, notify: { email: boolean; sms: boolean }, howToPay: string): MyLedger {
  const on = settings.systemNotifications.paymentReminders;
  return {
    financials: ledger.financials,
    nextDueDate: nextDue(ledger),
    charges: ledger.charges.map(({ createdBy: _c, payments, ...c }) => ({
      ...c,
      payments: payments.map(({ createdBy: _p, internalNote: _n, ...p }) => p),
    })),
    howToPay,
    reminders: {
      daysBeforeDue: on ? settings.paymentAndBilling.paymentDueReminder : null,
      byEmail: on && notify.email,
      byText: on && notify.sms,
    },
  };
}

/** Who did something, as the teacher reads it: itself by its own address, anyone else as the program. */
const byWhom = (who: string | null, me: string): string | null =>
  who === null ? null : who.toLowerCase() === me.toLowerCase() ? who : PROGRAM_STAFF;

/** A field-hours entry as the teacher reads it: no internal note, no warnings, no staff e-mail. */
export function myFieldHour(e: FieldHour, me: string): FieldHour {
  return { ...e, loggedBy: byWhom(e.loggedBy, me) ?? '', reviewedBy: byWhom(e.reviewedBy, me), internalNote: '', warnings: [] };
}
export function myFieldHours(h: TeacherFieldHours, me: string): TeacherFieldHours {
  return { ...h, entries: h.entries.map((e) => myFieldHour(e, me)) };
}
/** A document version as the teacher reads it: the program in place of a staff e-mail (the return reason is for it). */
export function myDocumentVersion(v: DocumentVersion, me: string): DocumentVersion {
  return { ...v, uploadedBy: byWhom(v.uploadedBy, me) ?? '', reviewedBy: byWhom(v.reviewedBy, me) };
}

/**
 * A charge on the teacher's own invoice: the invoice's shape, with the program in place of who on staff recorded it and
 * without the staff's internal notes.
 */
export function myInvoiceCharge(c: LedgerCharge): LedgerCharge {
  return {
    ...c,
    createdBy: PROGRAM_STAFF,
    payments: c.payments.map((p) => ({ ...p, createdBy: PROGRAM_STAFF, internalNote: '' })),
  };
}

/** The consent as the teacher (and staff) see it: the choice, and whether the profile is on the lists right now. */
export function consentState(c: ConsentRow): ConsentState {
  const ready = c.status === 'ready for hire';
  const notVisibleBecause = !c.on
    ? null
    : !ready
      ? 'Your record is not ready for hire yet: the lists show teachers who are ready for hire.'
      : !c.available
        ? 'The program has not listed you as available yet.'
        : null;
  return {
    on: c.on,
    hiddenSchoolIds: c.hiddenSchoolIds,
    hiddenDistricts: c.hiddenDistricts,
    textVersion: c.textVersion,
    version: c.version,
    changedAt: c.changedAt,
    turnedOffByStaff: c.on ? null : c.staffOff,
    visible: c.on && ready && c.available,
    notVisibleBecause,
  };
}

/** The public card fields and the cards a visitor (Browse) and a school (Find Teachers) get for the teacher. */
export function myProfile(t: StoredTeacher, consent: ConsentState, preview: MyProfileResponse['preview']): MyProfileResponse {
  const { show: _show, ...profile } = t.publicProfile;
  return {
    profile,
    preview,
    consent,
  };
}
