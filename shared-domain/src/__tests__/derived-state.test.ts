import fc from 'fast-check';
import { addDays } from '../dates';
import { deriveTeacherState, type DerivedState, type OpenCharge } from '../derived-state';
import { OBS_REQUIREMENTS } from '../constants';
import { systemSettingsSchema } from '../schemas/settings';
import { emptyTeacher } from '../schemas/teacher';
import type { StoredTeacher } from '../schemas/responses/teacher';

/**
 * A stored derived state is reused until its validUntil. The property: for any record, ledger and settings,
 * on every day from `today` up to the day before validUntil, a fresh computation answers exactly what was stored.
 */
const TODAY = '2026-11-26';
const day = fc.integer({ min: -400, max: 400 }).map((n) => addDays(TODAY, n));
const maybeDay = fc.option(day, { nil: '' });

const observation = fc.record({
  date: day,
  kind: fc.constantFrom('formal', 'informal'),
  mode: fc.constantFrom('in person', 'virtual'),
  duration: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.constant('')),
  preConferenceDate: maybeDay,
  postConferenceDate: fc.oneof(
    fc.constant(''),
    day,
    fc.integer({ min: 0, max: 4 }).map((n) => addDays(TODAY, n)),
  ),
  comment: fc.constantFrom('', 'Good pacing.'),
  mentorCopySentAt: fc.constantFrom(null, '2026-01-01T00:00:00.000Z'),
});

const teacher = fc
  .record({
    teacherStatus: fc.constantFrom('intern', 'hired', 'pending', 'ready for hire', 'n/a'),
    obsNeeded: fc.constantFrom('n/a', '', ...Object.keys(OBS_REQUIREMENTS)),
    startDate: maybeDay,
    endDate: maybeDay,
    firstDayWithStudent: maybeDay,
    firstObsDeadline: maybeDay,
    list: fc.array(observation, { maxLength: 6 }),
    handbook: fc.record({ uploaded: fc.boolean(), verified: fc.boolean() }),
    attestation: fc.record({ uploaded: fc.boolean(), verified: fc.boolean() }),
    dateAdded: maybeDay,
    dateHired: maybeDay,
    balance: fc.constantFrom(0, 250),
  })
  .map((r): StoredTeacher => {
    const t = emptyTeacher();
    return {
      ...t,
      _id: '00000000-0000-4000-8000-000000000001',
      ref: 1,
      dateAdded: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      assignment: null,
      name: { first: 'Ana', last: 'Ruiz' },
      teacherStatus: r.teacherStatus,
      obsNeeded: r.obsNeeded as StoredTeacher['obsNeeded'],
      certificationInfo: {
        ...t.certificationInfo,
        startDate: r.startDate,
        endDate: r.endDate,
        firstDayWithStudent: r.firstDayWithStudent,
        firstObsDeadline: r.firstObsDeadline,
      },
      supervisions: { ...t.supervisions, list: r.list as StoredTeacher['supervisions']['list'] },
      formsStatus: {
        mentorHandbookFormsUploaded: { ...t.formsStatus.mentorHandbookFormsUploaded, ...r.handbook },
        internMentorAttestationForm: { ...t.formsStatus.internMentorAttestationForm, ...r.attestation },
      },
      hiredListInfo: { ...t.hiredListInfo, dateAdded: r.dateAdded, dateHired: r.dateHired },
      financials: { paymentsPending: 0, remainingBalance: r.balance },
    };
  });

const charges = fc.array(
  fc.record({ due: day, openCents: fc.constantFrom(0, 5_000) }).map((c): OpenCharge => c),
  { maxLength: 3 },
);

const settings = fc
  .record({
    requireDocumentVerification: fc.boolean(),
    warningThreshold: fc.integer({ min: 1, max: 90 }),
    allowGracePeriod: fc.boolean(),
    gracePeriodDays: fc.integer({ min: 1, max: 60 }),
    evaluationFrequency: fc.integer({ min: 7, max: 60 }),
  })
  .map((s) => {
    const base = systemSettingsSchema.parse({});
    return {
      ...base,
      teacherCertification: { ...base.teacherCertification, ...s },
      internshipProgram: { ...base.internshipProgram, evaluationFrequency: s.evaluationFrequency },
    };
  });

const withoutValidity = ({ validUntil, ...rest }: DerivedState) => rest;

describe('deriveTeacherState', () => {
  it('answers the same on every day before validUntil (so a stored state is refreshed only when it can change)', () => {
    fc.assert(
      fc.property(teacher, charges, settings, fc.constantFrom('America/Chicago', 'America/Denver'), (t, ch, s, zone) => {
        const stored = deriveTeacherState(t, ch, TODAY, s, zone);
        expect(stored.validUntil > TODAY).toBe(true);
        for (let d = addDays(TODAY, 1), n = 0; d < stored.validUntil && n < 200; d = addDays(d, 1), n++) {
          expect([d, withoutValidity(deriveTeacherState(t, ch, d, s, zone))]).toEqual([d, withoutValidity(stored)]);
        }
      }),
      { numRuns: 60, seed: 33 },
    );
  });

  it('reads the ledger: charges past due and open are overdue, from the earliest', () => {
    const t = emptyTeacher() as StoredTeacher;
    const s = systemSettingsSchema.parse({});
    const state = deriveTeacherState(
      { ...t, _id: 'x', ref: 1, dateAdded: '', updatedAt: '', assignment: null, financials: { paymentsPending: 0, remainingBalance: 125 } },
      [
        { due: addDays(TODAY, -3), openCents: 5_000 },
        { due: addDays(TODAY, -10), openCents: 7_500 },
        { due: addDays(TODAY, -20), openCents: 0 },
        { due: addDays(TODAY, 5), openCents: 1_000 },
      ],
      TODAY,
      s,
    );
    expect(state).toMatchObject({ overdueFrom: addDays(TODAY, -10), overdueCents: 12_500, balanceCents: 12_500 });
    // The next change: the charge due in 5 days is overdue the day after.
    expect(state.validUntil).toBe(addDays(TODAY, 6));
  });
});
