import {
  assignmentInputSchema,
  calendarDate,
  daysInMonth,
  emptyTeacher,
  isCalendarDate,
  systemSettingsInputSchema,
  systemSettingsSchema,
  SYSTEM_SETTINGS_DEFAULTS,
  teacherBodySchema,
} from '..';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('calendar dates', () => {
  it('knows month lengths and leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect([2024, 2000, 1900, 2100].map((y) => daysInMonth(y, 2))).toEqual([29, 29, 28, 28]);
  });

  it.each(['2024-02-29', '2000-02-29', '2026-12-31', '1900-01-01', '2199-12-31'])('%s is a date', (v) =>
    expect(isCalendarDate(v)).toBe(true),
  );
  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-00-10',
    '2024-13-01',
    '2024-01-00',
    '2024-1-5',
    'March 7',
    '0',
    '2024-01-01 junk',
    '2024-01-01T00:00:00Z',
    '1899-12-31',
    '2200-01-01',
  ])('%s is not a date', (v) => expect(isCalendarDate(v)).toBe(false));
  it.each(['2026-01-31T09:30:00.000Z', '2026-01-31T09:30Z', '2026-01-31T09:30:00+05:30', '2024-02-29T23:59:59.123456-06:00'])(
    '%s is a date-time',
    (v) => expect(isCalendarDate(v, 'date-time')).toBe(true),
  );
  it.each([
    '2026-01-31',
    '2026-01-31T09:30:00',
    '2026-01-31 09:30:00Z',
    '2026-02-30T09:30:00Z',
    '2026-01-31T24:00:00Z',
    '2026-01-31T09:60:00Z',
    '2026-01-31T09:30:00+15:00',
    '1769851800000',
  ])('%s is not a date-time', (v) => expect(isCalendarDate(v, 'date-time')).toBe(false));

  it('names the field in every message', () => {
    const required = calendarDate('Start date');
    const optional = calendarDate('End date', { blank: true });
    expect(issues(required.safeParse(undefined))).toEqual([': Start date is required']);
    expect(issues(required.safeParse(''))).toEqual([': Start date is required']);
    expect(issues(required.safeParse(20240101))).toEqual([': Start date must be a date (YYYY-MM-DD)']);
    expect(issues(optional.safeParse('2024-02-30'))).toEqual([': End date must be a date (YYYY-MM-DD) or empty']);
    expect(issues(optional.safeParse('1066-10-14'))).toEqual([': End date must be between 1900 and 2199']);
    expect(optional.parse(' 2024-02-29 ')).toBe('2024-02-29');
    expect(optional.parse('')).toBe('');
  });
});

describe('the forms keep working', () => {
  it("an empty teacher form (dates '') is valid, and a date input's value is accepted", () => {
    expect(teacherBodySchema.safeParse({ ...emptyTeacher(), name: { first: 'A', last: 'B' } }).success).toBe(true);
    const t = emptyTeacher();
    const filled = { ...t, name: { first: 'A', last: 'B' }, certificationInfo: { ...t.certificationInfo, startDate: '2026-08-15' } };
    expect(teacherBodySchema.parse(filled).certificationInfo.startDate).toBe('2026-08-15');
  });

  it('the settings form and a stored value with missing fields still get the defaults', () => {
    expect(systemSettingsSchema.parse({})).toEqual(SYSTEM_SETTINGS_DEFAULTS);
    expect(systemSettingsSchema.parse({ internshipProgram: { evaluationFrequency: 45 } }).internshipProgram).toEqual({
      ...SYSTEM_SETTINGS_DEFAULTS.internshipProgram,
      evaluationFrequency: 45,
    });
    expect(systemSettingsInputSchema.parse(SYSTEM_SETTINGS_DEFAULTS)).toEqual(SYSTEM_SETTINGS_DEFAULTS);
  });
});

describe('no silent resets', () => {
  it('PUT /api/settings takes every field', () => {
    expect(issues(systemSettingsInputSchema.safeParse({}))?.[0]).toBe('teacherCertification: Teacher certification settings are required');
  });

  it('an assignment names its school and supervisor (null for none); assigning needs status and dates', () => {
    expect(issues(assignmentInputSchema.safeParse({}))).toEqual([
      'schoolId: School is required (null for none)',
      'supervisorId: Field supervisor is required (null for none)',
    ]);
    expect(assignmentInputSchema.parse({ schoolId: null, supervisorId: null })).toEqual({
      schoolId: null,
      supervisorId: null,
      status: 'active',
      startDate: '',
      endDate: '',
    });
    const school = '5f0c1a3e-1b2c-4d3e-8f4a-1234567890ab';
    expect(issues(assignmentInputSchema.safeParse({ schoolId: school, supervisorId: null, status: 'active' }))).toEqual([
      'startDate: Assignment start date is required',
      'endDate: Assignment end date is required',
    ]);
  });
});
