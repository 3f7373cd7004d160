import { FIELD_HOURS_CONFIRMER_MANY_INTERNS, FIELD_HOURS_RULE } from './constants';
import { FIELD_HOUR_WARNINGS } from './messages';
import { formatDate } from '../dates';

export interface FieldHoursRequirement {
  hours: number;
  activeHours: number;
}

/**
 * The hours a candidate needs by admission date (§228.43): the admission day when known, else the record's
 * before/after answer; with neither, the current rule.
 */
export function fieldHoursRequirement(admission: { when?: string; day?: string } | undefined): FieldHoursRequirement {
  const day = admission?.day ?? '';
  const before = day ? day < FIELD_HOURS_RULE.since : admission?.when === 'before';
  return before
    ? { hours: FIELD_HOURS_RULE.hoursBefore, activeHours: 0 }
    : { hours: FIELD_HOURS_RULE.hours, activeHours: FIELD_HOURS_RULE.activeHours };
}

export interface FieldHoursSummary extends FieldHoursRequirement {
  /** Confirmed by the observed teacher and approved by the program. */
  confirmed: number;
  /** Of them, marked actively engaged. */
  active: number;
  complete: boolean;
}

/** What the entry's state is made of. */
export interface FieldHourFacts {
  confirmation: string;
  review: string;
  /** Staff approved it without the observed teacher's confirmation, with a note saying why. */
  attested?: boolean;
  /** Hours earned before the log, recorded by staff: approved when recorded, with nobody to confirm them. */
  source?: string;
}

/**
 * What counts: entries staff approved once the observed teacher confirmed them, or approved with an explicit
 * attestation in place of that confirmation.
 */
export const fieldHourCounts = (e: FieldHourFacts) =>
  e.review === 'approved' && (e.confirmation === 'confirmed' || !!e.attested || e.source === 'before_portal');

export type FieldHourStateKey = 'returned' | 'approved' | 'attested' | 'declined' | 'awaitingConfirmation' | 'awaitingReview';
export interface FieldHourState {
  key: FieldHourStateKey;
  /** The one word staff and the teacher read for the entry. */
  word: string;
  tone: 'green' | 'yellow' | 'red' | 'gray';
}

/**
 * An entry's one state, the same for staff and the teacher: the program's review once it counts or returned the
 * entry, else where the observed teacher's confirmation stands. An approval without confirmation and without an
 * attestation (made before approvals waited for the confirmation) does not count, so it reads as awaiting.
 */
export function fieldHourState(e: FieldHourFacts): FieldHourState {
  if (e.review === 'returned') return { key: 'returned', word: 'Returned', tone: 'red' };
  if (e.review === 'approved' && e.source === 'before_portal') return { key: 'approved', word: 'Approved', tone: 'green' };
  if (e.review === 'approved' && e.confirmation === 'confirmed') return { key: 'approved', word: 'Approved', tone: 'green' };
  if (e.review === 'approved' && e.attested) return { key: 'attested', word: 'Approved without confirmation', tone: 'green' };
  if (e.confirmation === 'declined') return { key: 'declined', word: 'Declined', tone: 'red' };
  if (e.confirmation === 'confirmed') return { key: 'awaitingReview', word: 'Awaiting review', tone: 'gray' };
  return { key: 'awaitingConfirmation', word: 'Awaiting confirmation', tone: 'yellow' };
}

/** The internal note an attested approval keeps: why staff approved without the observed teacher's confirmation. */
export const attestedNote = (note: string) => `Approved without the observed teacher's confirmation: ${note}`;

/** What counts: only entries confirmed by the observed teacher (or attested by staff) and approved by staff. */
export function summariseFieldHours(
  entries: { hours: number; confirmation: string; review: string; activelyEngaged: boolean; attested?: boolean; source?: string }[],
  requirement: FieldHoursRequirement,
): FieldHoursSummary {
  let confirmed = 0;
  let active = 0;
  for (const e of entries) {
    if (!fieldHourCounts(e)) continue;
    confirmed += e.hours;
    if (e.activelyEngaged) active += e.hours;
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  confirmed = round(confirmed);
  active = round(active);
  return { ...requirement, confirmed, active, complete: confirmed >= requirement.hours && active >= requirement.activeHours };
}

/**
 * The requirement's status as the log decides it (what the record's thirtyObsHours holds): 'completed' once it is met,
 * 'not completed' once some hours count or when the record read completed, else what the record read ('' or 'n/a').
 */
export function fieldHoursStatus(s: Pick<FieldHoursSummary, 'complete' | 'confirmed'>, recorded: string): string {
  if (s.complete) return 'completed';
  if (s.confirmed > 0 || recorded === 'completed') return 'not completed';
  return recorded;
}

/** "12 of 50 hours confirmed (8 actively engaged)": What's left and the record say it so. */
export const fieldHoursText = (s: Pick<FieldHoursSummary, 'confirmed' | 'active' | 'hours' | 'activeHours'>) =>
  `${s.confirmed} of ${s.hours} hours confirmed` + (s.activeHours ? ` (${s.active} actively engaged)` : '');

/**
 * The days a field-hours entry may have: from the teacher's admission to the program (its admission day when the
 * record has one, else the day the record was created) to today, both included.
 */
export function fieldHourDateBounds(admissionDay: string | null | undefined, createdDay: string, today: string) {
  const admission = admissionDay && /^\d{4}-\d{2}-\d{2}$/.test(admissionDay) ? admissionDay : null;
  return { from: admission ?? createdDay, fromWhat: admission ? ('admission' as const) : ('record' as const), to: today };
}

/** What the server knows of an entry's confirming address. */
export interface ConfirmerFacts {
  /** The address is the intern's record or portal account address. */
  ownAddress: boolean;
  /** Its domain is the e-mail domain of a registered school. */
  knownDomain: boolean;
  /** Distinct interns it confirmed hours for. */
  interns: number;
  email: string;
}

/** Staff's warnings about who confirmed an entry: the one place that decides them. */
export function fieldHourWarnings(f: ConfirmerFacts): string[] {
  const w: string[] = [];
  if (f.ownAddress) w.push(FIELD_HOUR_WARNINGS.ownAddress);
  if (!f.knownDomain) w.push(FIELD_HOUR_WARNINGS.unknownDomain(f.email.slice(f.email.lastIndexOf('@') + 1)));
  if (f.interns >= FIELD_HOURS_CONFIRMER_MANY_INTERNS) w.push(FIELD_HOUR_WARNINGS.manyInterns(f.interns));
  return w;
}

/**
 * What an approval or a return of one entry changes in the field-based experience requirement, in words for the
 * dialog that asks first; null when the requirement's state does not change.
 */
export function fieldHourActEffect(
  data: {
    entries: (FieldHourFacts & { _id: string; hours: number; activelyEngaged: boolean })[];
    summary: FieldHoursRequirement;
  },
  entryId: string,
  act: { decision: 'approved' | 'returned'; activelyEngaged: boolean; attested?: boolean },
): string | null {
  const requirement = { hours: data.summary.hours, activeHours: data.summary.activeHours };
  const before = summariseFieldHours(data.entries, requirement);
  const after = summariseFieldHours(
    data.entries.map((e) =>
      e._id === entryId ? { ...e, review: act.decision, activelyEngaged: act.activelyEngaged, attested: act.attested ?? e.attested } : e,
    ),
    requirement,
  );
  if (before.complete === after.complete) return null;
  const count = `The log's hours go from ${fieldHoursText(before)} to ${fieldHoursText(after)}`;
  return after.complete
    ? `${count}: the requirement is met and the record's status becomes Completed.`
    : `${count}: the requirement is no longer met and the record's status becomes Not completed.`;
}

export type DocumentStateKey = 'none' | 'pending' | 'verified' | 'returned';
export interface DocumentState {
  key: DocumentStateKey;
  /** The one word every screen shows for a document kind: the teacher's dashboard and pages, the record, the print page. */
  word: string;
  tone: 'green' | 'yellow' | 'red' | 'gray' | 'blue';
}
/**
 * A document kind's one state, from its current version's status (null: none yet). A version recorded before the
 * portal (a paper form seen) has the same states as an upload: it awaits verification while the setting asks for it.
 */
export function documentState(status: string | null | undefined, requireVerification: boolean): DocumentState {
  if (!status) return { key: 'none', word: 'Not uploaded', tone: 'gray' };
  if (status === 'verified') return { key: 'verified', word: 'Verified', tone: 'green' };
  if (status === 'returned') return { key: 'returned', word: 'Returned', tone: 'red' };
  return requireVerification
    ? { key: 'pending', word: 'Awaiting verification', tone: 'yellow' }
    : { key: 'pending', word: 'Received', tone: 'blue' };
}

/** Whether a document kind in this state counts toward what the teacher must hand in. */
export const documentCounts = (state: DocumentState, requireVerification: boolean) =>
  state.key === 'verified' || (state.key === 'pending' && !requireVerification);

/**
 * What verifying or returning a document's current version changes in what the teacher has handed in, in words for
 * the dialog that asks first; null when whether it counts does not change.
 */
export function documentActEffect(
  label: string,
  status: string | null | undefined,
  requireVerification: boolean,
  act: 'verified' | 'returned',
): string | null {
  const before = documentState(status, requireVerification);
  const after = documentState(act, requireVerification);
  const counted = documentCounts(before, requireVerification);
  if (counted === documentCounts(after, requireVerification)) return null;
  return counted
    ? `${label} goes from ${before.word} to ${after.word}: it no longer counts until the teacher hands in a new version${requireVerification ? ' and it is verified' : ''}.`
    : `${label} goes from ${before.word} to ${after.word}: it counts.`;
}

/** How a version came: "uploaded by …" or "recorded by … before the portal: paper form seen". */
export function documentOrigin(v: { source: string; note: string; uploadedBy: string }, who: (email: string) => string = (e) => e): string {
  return v.source === 'before_portal'
    ? `recorded by ${who(v.uploadedBy)} before the portal: ${v.note}`
    : `uploaded by ${who(v.uploadedBy)}`;
}

/**
 * Hours earned before the portal's log, as every screen says them: "24 hours earned before Sep 1, 2024, recorded by
 * dana@example.org before the portal: <note>".
 */
export function beforePortalHoursText(
  e: { hours: number; date: string; loggedBy: string; activity: string },
  who: (email: string) => string = (x) => x,
) {
  return `${e.hours} ${e.hours === 1 ? 'hour' : 'hours'} earned before ${formatDate(e.date)}, recorded by ${who(e.loggedBy)} before the portal: ${e.activity}`;
}
