import {
  addBusinessDays,
  admissionMissing,
  assignmentCompliance,
  businessDaysFrom,
  completionMissing,
  eligibilityMissing,
  emptyTeacher,
  internshipMissing,
  NO_ADMISSION_FACTS,
  observationRuleFor,
  OBSERVATION_RULES,
  offerMissing,
  pathClocks,
  transitionMissing,
  type AdmissionFacts,
  type StageEntry,
  type TeacherBody,
  type TransitionContext,
} from '../index';
import { finishedTeacher } from './finished-teacher';

const admission = (patch: Partial<AdmissionFacts> = {}): AdmissionFacts => ({ ...NO_ADMISSION_FACTS, ...patch });
const ctx = (patch: Partial<TransitionContext> = {}): TransitionContext => ({
  teacher: emptyTeacher(),
  admission: admission(),
  entries: [],
  on: '2026-10-01',
  evidence: '',
  assignmentType: null,
  ...patch,
});
const names = (missing: { requirement: string }[]) => missing.map((m) => m.requirement);
const entry = (stage: StageEntry['stage'], reachedOn: string, assignmentType: StageEntry['assignmentType'] = null): StageEntry => ({
  stage,
  reachedOn,
  recordedBy: 'admin@example.org',
  evidence: '',
  assignmentType,
  createdAt: `${reachedOn}T12:00:00Z`,
});

describe('admission criteria (§227.10) and formal admission (§227.17)', () => {
  const offer = { offerSentOn: '2026-06-01', admissionEffectiveOn: '2026-06-15' };

  it('names the GPA, the content readiness, the offer and the acceptance when none is recorded', () => {
    expect(names(admissionMissing(ctx()))).toEqual(['gpa', 'contentReadiness', 'offerSentOn', 'admissionEffectiveOn', 'acceptedOn']);
  });

  it('takes a 2.5 GPA overall or in the last 60 hours, and refuses 2.49 in both', () => {
    const ok = { contentCreditHours: 12, ...offer };
    expect(names(offerMissing(ctx({ admission: admission({ gpaOverall: 2.5, ...ok }) })))).toEqual([]);
    expect(names(offerMissing(ctx({ admission: admission({ gpaOverall: 2.1, gpaLast60: 2.5, ...ok }) })))).toEqual([]);
    expect(names(offerMissing(ctx({ admission: admission({ gpaOverall: 2.49, gpaLast60: 2.49, ...ok }) })))).toEqual(['gpa']);
  });

  it('asks 12 credit hours in the subject, 15 for math or science grade 7 and up, or a passed content test', () => {
    const base = { gpaOverall: 3.1, ...offer };
    expect(names(offerMissing(ctx({ admission: admission({ ...base, contentCreditHours: 12 }) })))).toEqual([]);
    expect(names(offerMissing(ctx({ admission: admission({ ...base, contentCreditHours: 12, contentMathScience7Up: true }) })))).toEqual([
      'contentReadiness',
    ]);
    expect(names(offerMissing(ctx({ admission: admission({ ...base, contentCreditHours: 15, contentMathScience7Up: true }) })))).toEqual(
      [],
    );
    expect(
      names(offerMissing(ctx({ admission: admission({ ...base, contentCreditHours: 3, contentTestPassedOn: '2026-05-02' }) }))),
    ).toEqual([]);
  });

  it('makes the formal admission with the written acceptance, not one dated before the offer', () => {
    const met = { gpaOverall: 3, contentCreditHours: 20, ...offer };
    expect(names(admissionMissing(ctx({ admission: admission({ ...met, acceptedOn: '2026-06-03' }) })))).toEqual([]);
    const early = admissionMissing(ctx({ admission: admission({ ...met, acceptedOn: '2026-05-30' }) }));
    expect(early).toEqual([{ requirement: 'acceptedOn', message: 'The acceptance is dated before the offer was sent' }]);
  });
});

describe('transitions', () => {
  it('refuses a move the path does not allow, naming the stage', () => {
    const missing = transitionMissing(entry('applied', '2026-05-01'), 'eligible', ctx());
    expect(missing).toEqual([{ requirement: 'stage', message: 'A candidate at "Applied" cannot move to "Eligible"' }]);
    expect(names(transitionMissing(null, 'admitted', ctx()))).toEqual(['stage']);
    expect(names(transitionMissing(null, 'applied', ctx()))).toEqual([]);
  });

  it('refuses a day before the stage reached last', () => {
    expect(
      names(transitionMissing(entry('admitted', '2026-10-05'), 'pre-service', ctx({ entries: [entry('admitted', '2026-10-05')] }))),
    ).toEqual(['reachedOn']);
  });

  it('makes eligible only with the content exam and the pre-internship hours, the hours later for a late hire', () => {
    const t = emptyTeacher();
    expect(names(eligibilityMissing(ctx({ teacher: t })))).toEqual(['coursework', 'observationHours', 'contentExam']);
    const passed: TeacherBody = { ...t, exams: [{ number: 1, content: 'ESL', notes: [] }] };
    expect(names(eligibilityMissing(ctx({ teacher: passed })))).toEqual(['coursework', 'observationHours']);
    expect(names(eligibilityMissing(ctx({ teacher: { ...passed, internStatus: 'late hire' } })))).toEqual([]);
  });

  it('starts an internship only with an intern-type assignment, a placement and a certificate active on the day', () => {
    const t = emptyTeacher();
    expect(names(internshipMissing(ctx({ teacher: t, assignmentType: 'clinical teaching' })))).toEqual([
      'assignmentType',
      'placement',
      'certificateActive',
    ]);
    const placed = {
      ...t,
      assignment: { schoolId: 'school-1' },
      certificationInfo: { ...t.certificationInfo, startDate: '2026-10-02', endDate: '2027-10-01' },
    };
    expect(names(internshipMissing(ctx({ teacher: placed, assignmentType: 'intern' })))).toEqual(['certificateActive']);
    expect(names(internshipMissing(ctx({ teacher: placed, assignmentType: 'intern', on: '2026-10-02' })))).toEqual([]);
  });

  it('recommends the standard certificate only when What is left is done and the observation rule is met', () => {
    const done = finishedTeacher(
      { uploaded: true, link: '', verified: true, verifiedBy: 'admin@example.org', verifiedAt: '2026-08-01' },
      {
        certificationInfo: { ...emptyTeacher().certificationInfo, teaPosted: true, startDate: '2026-08-20', endDate: '2027-05-30' },
      },
    );
    const withoutBalance = { ...done, financials: { ...done.financials, remainingBalance: 0, paymentsPending: 0 } };
    const three = completionMissing(ctx({ teacher: withoutBalance, on: '2027-06-01' }), entry('internship', '2026-08-20', 'intern'));
    // The 2024 intern rule asks 5 formal observations, 3 in person; the record holds 3.
    expect(names(three)).toEqual(['observationRule']);
    const old = completionMissing(ctx({ teacher: withoutBalance, on: '2027-06-01' }), entry('internship', '2024-08-20', 'intern'));
    expect(names(old)).not.toContain('observationRule');
  });

  it('asks a reason to withdraw', () => {
    expect(names(transitionMissing(entry('admitted', '2026-05-01'), 'withdrawn', ctx()))).toEqual(['evidence']);
    expect(names(transitionMissing(entry('admitted', '2026-05-01'), 'withdrawn', ctx({ evidence: 'Moved out of state' })))).toEqual([]);
  });
});

describe('observation rule of each assignment type', () => {
  it('gives each type begun since 1 Sep 2024 its own rule', () => {
    expect(observationRuleFor('intern', '2024-09-01', 'n/a')).toMatchObject({ section: '§228.109', total: 5, inPerson: 3 });
    expect(observationRuleFor('probationary', '2025-01-10', 'n/a')).toMatchObject({ section: '§228.109', inPerson: 2 });
    expect(observationRuleFor('probationary extension', '2025-01-10', 'n/a')).toBe(OBSERVATION_RULES['probationary extension']);
    expect(observationRuleFor('clinical teaching', '2025-01-10', 'n/a')).toMatchObject({
      section: '§228.107',
      firstHalf: 2,
      secondHalf: 2,
    });
    expect(observationRuleFor('residency', '2025-01-10', 'n/a')).toMatchObject({
      section: '§228.103',
      firstDue: { days: 42 },
      inPerson: 4,
    });
  });

  it('keeps an assignment begun before 1 Sep 2024 on the rule its record holds', () => {
    expect(observationRuleFor('intern', '2024-08-31', '3 Total (In Person)')).toMatchObject({ total: 3, firstHalf: 2, secondHalf: 1 });
    expect(observationRuleFor('clinical teaching', '2024-08-31', 'n/a')).toBeNull();
  });

  it('dates the first observation by the rule: 4 weeks, 6 weeks, or the first third of clinical teaching', () => {
    const t = emptyTeacher();
    const teacher = { ...t, certificationInfo: { ...t.certificationInfo, startDate: '2026-01-05', endDate: '2026-04-05' } };
    const now = new Date('2026-01-06T12:00:00Z');
    const due = (type: 'intern' | 'residency' | 'clinical teaching') =>
      assignmentCompliance(teacher, observationRuleFor(type, '2026-01-05', 'n/a')!, now).firstObservation.dueBy;
    expect(due('intern')).toBe('2026-02-02');
    expect(due('residency')).toBe('2026-02-16');
    expect(due('clinical teaching')).toBe('2026-02-04');
  });
});

describe('business days', () => {
  it('skips weekends and the holidays given', () => {
    // Friday 20 Nov 2026 + 5 business days: Mon 23, Tue 24, Wed 25, (Thanksgiving 26, 27 off) Mon 30, Tue 1 Dec.
    expect(addBusinessDays('2026-11-20', 5, ['2026-11-26', '2026-11-27'])).toBe('2026-12-01');
    expect(addBusinessDays('2026-11-20', 5)).toBe('2026-11-27');
    expect(businessDaysFrom('2026-11-20', '2026-12-01', ['2026-11-26', '2026-11-27'])).toBe(5);
    expect(businessDaysFrom('2026-12-01', '2026-11-20', ['2026-11-26', '2026-11-27'])).toBe(-5);
    expect(businessDaysFrom('2026-11-27', '2026-11-30')).toBe(1);
  });
});

describe('clocks', () => {
  const t = emptyTeacher();

  it('counts the late hire window in business days across a holiday', () => {
    const lateHire = { ...t, internStatus: 'late hire' as const, hiredListInfo: { ...t.hiredListInfo, dateHired: '2026-09-01' } };
    const input = { teacher: lateHire, admission: admission(), entries: [entry('eligible', '2026-08-20')], today: '2026-09-01' };
    const plain = pathClocks({ ...input, holidays: [] }).find((c) => c.key === 'lateHire')!;
    const holiday = pathClocks({ ...input, holidays: ['2026-09-07'] }).find((c) => c.key === 'lateHire')!;
    expect(plain).toMatchObject({ due: '2027-01-05', daysLeft: 90, unit: 'business days', done: false });
    expect(holiday).toMatchObject({ due: '2027-01-06', daysLeft: 90 });
  });

  it('gives the admission report 7 calendar days and flags two years without activity', () => {
    const clocks = pathClocks({
      teacher: t,
      admission: admission(),
      entries: [entry('admitted', '2026-03-02')],
      holidays: [],
      today: '2026-03-05',
    });
    expect(clocks.find((c) => c.key === 'admissionReport')).toMatchObject({ due: '2026-03-09', daysLeft: 4, done: false });
    expect(clocks.find((c) => c.key === 'inactive')).toMatchObject({ due: '2028-03-02' });
    const reported = pathClocks({
      teacher: t,
      admission: admission({ teaReportedOn: '2026-03-04' }),
      entries: [entry('admitted', '2026-03-02')],
      holidays: [],
      today: '2026-03-05',
    });
    expect(reported.find((c) => c.key === 'admissionReport')?.done).toBe(true);
  });

  it('runs the first-observation clock of the assignment type', () => {
    const teacher = { ...t, certificationInfo: { ...t.certificationInfo, startDate: '2026-01-05', endDate: '2026-06-05' } };
    const clocks = pathClocks({
      teacher,
      admission: admission(),
      entries: [entry('residency', '2026-01-05', 'residency')],
      holidays: [],
      today: '2026-01-10',
    });
    expect(clocks.find((c) => c.key === 'firstObservation')).toMatchObject({ section: '§228.103', due: '2026-02-16', daysLeft: 37 });
  });
});
