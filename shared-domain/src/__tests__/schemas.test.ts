import {
  daysBetween,
  daysLabel,
  emptyTeacher,
  observation,
  formatUsd,
  inquirySchema,
  schoolRegisterSchema,
  teacherBodySchema,
  teacherInputSchema,
  whatsLeft,
  hasOpenItems,
  MESSAGES,
  type TeacherBody,
} from '..';
import { finishedTeacher } from './finished-teacher';

/** An uploaded form an admin has verified (requireDocumentVerification is on by default). */
const VERIFIED_FORM = { uploaded: true, link: '', verified: true, verifiedBy: 'admin@example.org', verifiedAt: '2026-01-01T00:00:00.000Z' };

const firstError = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('teacher input', () => {
  it('accepts both spellings the spec lists and stores the canonical one', () => {
    const r = teacherInputSchema.parse({
      name: { first: 'Ana', last: 'Lopez' },
      thirstyObsHours: 'completed',
      oneFiftyCourseHours: 'completed',
      needToCompleteIntroAndFbe: '2026-09-01',
    }) as TeacherBody;
    expect(r.thirtyObsHours).toBe('completed');
    expect(r.oneFiftyCourseWorkHours).toBe('completed');
    expect(r.needToCompleteDateIntroAndFbe).toBe('2026-09-01');
    expect(r).not.toHaveProperty('thirstyObsHours');
  });

  it('reads ppr.passed as a boolean or pending/no/yes, and teaPosted as yes/no', () => {
    const r = teacherInputSchema.parse({
      name: { first: 'A', last: 'B' },
      ppr: { passed: true },
      certificationInfo: { teaPosted: 'yes' },
    }) as TeacherBody;
    expect(r.ppr.passed).toBe('yes');
    expect(r.certificationInfo.teaPosted).toBe(true);
  });

  it('applies the record defaults (status pending, ppr pending, money 0)', () => {
    const r = teacherInputSchema.parse({ name: { first: 'A', last: 'B' } }) as TeacherBody;
    expect(r.teacherStatus).toBe('pending');
    expect(r.ppr.status).toBe('pending');
    expect(r.financials).toEqual({ paymentsPending: 0, remainingBalance: 0 });
  });

  it('names the field of bad input', () => {
    const r = teacherInputSchema.safeParse({
      name: { first: ' ', last: 'B' },
      exams: [{ content: 'ESL' }],
      financials: { remainingBalance: -5 },
    });
    expect(firstError(r)).toEqual([
      'name.first: First name is required',
      'exams.0.number: Exam number is required',
      'financials.remainingBalance: Must be 0 or more',
    ]);
  });

  it('a name over its limit says "must be at most"', () => {
    expect(firstError(teacherBodySchema.safeParse({ name: { first: 'x'.repeat(101), last: 'B' } }))).toEqual([
      'name.first: First name must be at most 100 characters',
    ]);
  });
});

describe('school registration', () => {
  const base = {
    name: 'Oak Ridge Elementary',
    email: 'Office@OakRidge.org',
    districtName: 'Austin ISD',
    contactPerson: { name: { first: 'Rosa Diaz' } },
    contactInfo: { phone: '(512) 555-0142' },
    password: 'long-enough-1',
  };
  it.each([
    ['4808940', true],
    ['480894049502', true],
    ['4708940', false],
    ['48089', false],
  ])('NCES %s valid: %s', (ncesId, ok) => {
    const r = schoolRegisterSchema.safeParse({ ...base, ncesId });
    expect(r.success).toBe(ok);
    if (!ok) expect(firstError(r)).toEqual([`ncesId: ${MESSAGES.ncesInvalid}`]);
  });
  it("lower-cases the e-mail and defaults the contact's last name to '.'", () => {
    const r = schoolRegisterSchema.parse({ ...base, ncesId: '4808940' });
    expect(r.email).toBe('office@oakridge.org');
    expect(r.contactPerson.name.last).toBe('.');
  });
});

describe('contact form', () => {
  const ok = {
    name: 'Jo',
    email: 'jo@isd.org',
    organization: 'Austin ISD',
    role: 'principal',
    inquiryType: 'partnership',
    message: 'Ten chars!',
  };
  it.each(['+15125550100', '512-555-0100', '(512) 555 0100', ''])('accepts phone %p', (phone) =>
    expect(inquirySchema.safeParse({ ...ok, phone }).success).toBe(true),
  );
  it.each(['0512555', '+1234567890123456789', 'call me'])('refuses phone %p', (phone) =>
    expect(firstError(inquirySchema.safeParse({ ...ok, phone }))).toEqual(['phone: Please enter a valid phone number']),
  );
  it('uses the spec messages for short values', () => {
    expect(firstError(inquirySchema.safeParse({ ...ok, name: 'J', organization: 'A', message: 'short' }))).toEqual([
      'name: Name must be at least 2 characters',
      'organization: Organization name must be at least 2 characters',
      'message: Message must be at least 10 characters',
    ]);
  });
  it('over the limit is "must be at most", blank is still "is required"', () => {
    expect(firstError(inquirySchema.safeParse({ ...ok, message: 'x'.repeat(5001) }))).toEqual([
      'message: Message must be at most 5000 characters',
    ]);
    expect(firstError(inquirySchema.safeParse({ ...ok, message: ' ' }))?.[0]).toBe('message: Message is required');
  });
});

describe('dates and money', () => {
  it('days from list to hire: absolute difference rounded up; Day for one', () => {
    expect(daysBetween('2026-01-10', '2026-01-11')).toBe(1);
    expect(daysBetween('2026-01-11', '2026-01-10')).toBe(1);
    expect(daysBetween('2026-01-10T00:00:00Z', '2026-01-11T01:00:00Z')).toBe(2);
    expect(daysBetween('', '2026-01-11')).toBeNull();
    expect(daysLabel(1)).toBe('Day');
    expect(daysLabel(3)).toBe('Days from List to Hire');
  });
  it('formats US dollars', () => expect(formatUsd(1234.5)).toBe('$1,234.50'));
});

describe("what's left", () => {
  it('lists every open item for an empty record and none for a finished one', () => {
    const open = whatsLeft(emptyTeacher())
      .filter((i) => !i.done)
      .map((i) => i.key);
    expect(open).toEqual([
      'coursework',
      'observationHours',
      'contentExam',
      'ppr',
      'mentor',
      'mentorHandbook',
      'attestation',
      'teaPosted',
      'firstObservation',
    ]);
    const done = finishedTeacher(VERIFIED_FORM);
    expect(hasOpenItems(done)).toBe(false);
  });
  it('a first observation after the deadline does not count as on time', () => {
    const t: TeacherBody = {
      ...emptyTeacher(),
      certificationInfo: { ...emptyTeacher().certificationInfo, firstObsDeadline: '2026-09-20' },
      supervisions: { supervisor: '', list: [observation({ date: '2026-09-25' })], removed: [] },
    };
    expect(whatsLeft(t).find((i) => i.key === 'firstObservation')?.done).toBe(false);
  });
});
