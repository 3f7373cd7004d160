import { FIELD_HOURS_CONFIRMER_MANY_INTERNS, FIELD_HOURS_RULE } from './constants';
import { FIELD_HOUR_WARNINGS } from './messages';

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

/** What counts: only entries confirmed by the observed teacher and approved by staff. */
export function summariseFieldHours(
  entries: { hours: number; confirmation: string; review: string; activelyEngaged: boolean }[],
  requirement: FieldHoursRequirement,
): FieldHoursSummary {
  let confirmed = 0;
  let active = 0;
  for (const e of entries) {
    if (e.confirmation !== 'confirmed' || e.review !== 'approved') continue;
    confirmed += e.hours;
    if (e.activelyEngaged) active += e.hours;
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  confirmed = round(confirmed);
  active = round(active);
  return { ...requirement, confirmed, active, complete: confirmed >= requirement.hours && active >= requirement.activeHours };
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
