import { FIELD_HOURS_RULE } from './constants';

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
