import { randomUUID } from 'node:crypto';
import { MESSAGES, SYSTEM_SETTINGS_DEFAULTS, observation, type Supervisor, type Teacher, type TeacherRequest } from 'shared-domain';
import { INQUIRY, schoolRegistration } from '../support/fixtures';
import { call, fingerprint, useDemoApp, type Res } from '../support/test-app';

/**
 * Strict input (security review): dates are calendar dates, length limits say so, PUTs do not reset what they
 * were not given, a supervisor cannot raise its own capacity, updatedAt is a timestamp, and nothing malformed
 * reaches the database. Every refusal is checked for its status, the field it names and an unchanged database.
 */
const { t, d } = useDemoApp();

/** Sends the call and checks: `status`, the message `field: text` with fieldErrors[field] = text, nothing stored changed. */
async function refused(
  method: string,
  url: string,
  token: string | undefined,
  body: unknown,
  field: string,
  status = 400,
): Promise<string> {
  const before = await fingerprint(t.db);
  const res = await call(t.app, method, url, { token, body });
  expect({ status: res.status, field, fieldErrors: res.body.fieldErrors }).toEqual({
    status,
    field,
    fieldErrors: expect.objectContaining({ [field]: expect.any(String) }),
  });
  expect(res.body.message).toBe(`${field}: ${res.body.fieldErrors[field]}`);
  expect(await fingerprint(t.db)).toBe(before);
  return res.body.fieldErrors[field];
}

const admin = () => d.tokens.admin;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
function setPath(obj: Record<string, any>, path: string, value: unknown) {
  const keys = path.split('.');
  let o = obj;
  for (const k of keys.slice(0, -1)) o = o[k];
  o[keys.at(-1)!] = value;
}

async function getTeacher(id: string): Promise<Teacher> {
  return (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, { token: admin() })).body;
}
/** A teacher's full PUT body (with one note of each kind and one supervision, so that their dates can be set). */
async function teacherBody(id: string) {
  const { _id, dateAdded, updatedAt, assignment, ...body } = await getTeacher(id);
  void [_id, dateAdded, updatedAt, assignment];
  const b = clone(body);
  b.mentor.notes = [{ date: '2026-01-05T10:00:00.000Z', content: 'Met with the mentor.' }];
  b.ppr.notes = [{ date: '2026-01-06T10:00:00.000Z', description: 'Registered for the PPR.' }];
  b.supervisions.list = [observation({ date: '2026-01-07', duration: 45 })];
  return b;
}

describe('1. dates are calendar dates', () => {
  const NOT_DATES: unknown[] = [
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '2024-13-01',
    'March 7',
    '0',
    0,
    '2024-01-01 junk',
    '',
    null,
    '1899-12-31',
  ];
  const RECORD_DATES = [
    ['certificationInfo.startDate', 'Start date'],
    ['certificationInfo.endDate', 'End date'],
    ['certificationInfo.firstDayWithStudent', 'First day with students'],
    ['certificationInfo.firstObsDeadline', 'First observation deadline'],
    ['admissionDate.day', 'Admission day'],
    ['hiredListInfo.dateAdded', 'Date added to list'],
    ['hiredListInfo.dateHired', 'Date hired'],
    ['mentor.notes.0.date', 'Note date'],
    ['ppr.notes.0.date', 'Note date'],
    ['supervisions.list.0.date', 'Supervision date'],
  ] as const;
  // '' is a record's "no date", except where a date is required (notes, supervisions).
  const required = (path: string) => /notes|list/.test(path);

  it.each(RECORD_DATES)('PUT teachers/{id} refuses a %s that is not a real date, naming it', async (path, label) => {
    const id = d.teachers[0]._id;
    const base = await teacherBody(id);
    for (const bad of NOT_DATES.filter((v) => v !== '' || required(path))) {
      const body = clone(base);
      setPath(body, path, bad);
      const message = await refused('PUT', `/api/teachers/${id}`, admin(), body, path);
      expect(message.startsWith(`${label} `)).toBe(true);
    }
  });

  it('a note date may be a day or a full ISO date-time with its zone, not a local time', async () => {
    const id = d.teachers[0]._id;
    const body = await teacherBody(id);
    body.mentor.notes[0].date = '2026-01-05T10:00:00';
    expect(await refused('PUT', `/api/teachers/${id}`, admin(), body, 'mentor.notes.0.date')).toBe(
      'Note date must be a date (YYYY-MM-DD) or an ISO 8601 date and time (e.g. 2026-01-31T09:30:00.000Z)',
    );
  });

  it('stores real dates: 29 February of a leap year, a day, a timestamp with an offset, and empty where optional', async () => {
    const id = d.teachers[1]._id;
    const body = await teacherBody(id);
    body.certificationInfo.startDate = '2024-02-29';
    body.certificationInfo.endDate = '';
    body.hiredListInfo.dateAdded = ' 2026-03-01 ';
    body.mentor.notes[0].date = '2026-01-05T10:00:00-06:00';
    body.ppr.notes[0].date = '2026-01-06';
    const res = await call<Teacher>(t.app, 'PUT', `/api/teachers/${id}`, { token: admin(), body });
    expect(res.status).toBe(200);
    expect(res.body.certificationInfo).toMatchObject({ startDate: '2024-02-29', endDate: '' });
    expect(res.body.hiredListInfo.dateAdded).toBe('2026-03-01');
    expect(res.body.mentor.notes[0].date).toBe('2026-01-05T10:00:00-06:00');
    expect(res.body.ppr.notes[0].date).toBe('2026-01-06');
  });

  it('POST /api/teachers with an impossible date creates nothing', async () => {
    const message = await refused(
      'POST',
      '/api/teachers',
      admin(),
      { name: { first: 'Ada', last: 'Byron' }, certificationInfo: { firstObsDeadline: '2025-02-29' } },
      'certificationInfo.firstObsDeadline',
    );
    expect(message).toBe('First observation deadline must be a date (YYYY-MM-DD) or empty');
  });

  it('POST teachers/{id}/supervisions refuses an impossible date', async () => {
    for (const date of ['2023-02-29', 'March 7', '2026-11-20T10:00:00Z']) {
      expect(
        await refused('POST', `/api/teachers/${d.teachers[0]._id}/supervisions`, admin(), { date, duration: '45 minutes' }, 'date'),
      ).toBe('Supervision date must be a date (YYYY-MM-DD)');
    }
  });

  it('PUT teachers/{id}/assignment refuses impossible start and end dates', async () => {
    const teacher = d.teachers.find((x) => x.assignment?.supervisorId)!;
    const a = teacher.assignment!;
    const body = { schoolId: a.schoolId, supervisorId: a.supervisorId, status: a.status, startDate: a.startDate, endDate: a.endDate };
    for (const [field, label] of [
      ['startDate', 'Assignment start date'],
      ['endDate', 'Assignment end date'],
    ] as const) {
      for (const bad of ['2026-02-29', 'March 7', '0', '2026-08-10 junk']) {
        expect(await refused('PUT', `/api/teachers/${teacher._id}/assignment`, admin(), { ...body, [field]: bad }, field)).toBe(
          `${label} must be a date (YYYY-MM-DD) or empty`,
        );
      }
    }
    expect((await getTeacher(teacher._id)).assignment).toEqual(a);
  });

  describe('PUT requests/{id} responseDate', () => {
    let pending: TeacherRequest;
    beforeAll(async () => {
      const all = (await call<{ requests: TeacherRequest[] }>(t.app, 'GET', '/api/requests/all', { token: admin() })).body.requests;
      pending = all.find((r) => r.status === 'pending')!;
    });

    // Before: '2024-02-30' passed validation and PostgreSQL refused it (500); 'March 7' was stored as a guess.
    it.each([
      '2024-02-30T10:00:00Z',
      '2024-02-30',
      'March 7',
      '0',
      0,
      '',
      null,
      '2024-01-01 junk',
      '2024-01-01',
      '2024-01-01T10:00:00',
      '2024-01-01T24:00:00Z',
    ])('refuses %p with a 400 naming responseDate, and the request stays pending', async (responseDate) => {
      const message = await refused('PUT', `/api/requests/${pending._id}`, admin(), { status: 'approved', responseDate }, 'responseDate');
      expect(message).toBe('Response date must be an ISO 8601 date and time with a time zone (e.g. 2026-01-31T09:30:00.000Z)');
    });

    it('stores a real timestamp (what the admin screen sends)', async () => {
      const res = await call<TeacherRequest>(t.app, 'PUT', `/api/requests/${pending._id}`, {
        token: admin(),
        body: { status: 'denied', responseDate: '2024-02-29T15:30:00.000Z' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'denied', responseDate: '2024-02-29T15:30:00.000Z' });
    });
  });
});

describe('2. a value over its length limit says so, never "... is required"', () => {
  const long = (n: number) => 'x'.repeat(n);
  const school = schoolRegistration('office@oakridge.example.org', { password: 'long-enough-1' });
  const supervisor = {
    email: 'new.supervisor@example.org',
    password: 'long-enough-1',
    name: { first: 'Val', last: 'Wu' },
    contactInfo: { phone: '512-555-0100' },
    credentials: { certification: 'Principal', yearsExperience: 4 },
    schoolId: '',
  };
  /** Where a body goes: the method, the path (read once the demo records exist) and the token sent, if any. */
  type Route = [method: string, url: () => string, token: () => string | undefined];
  const anonymous = () => undefined;
  const INQUIRY_CREATE: Route = ['POST', () => '/api/inquiries', anonymous];
  const TEACHER_CREATE: Route = ['POST', () => '/api/teachers', admin];
  const SCHOOL_SIGN_UP: Route = ['POST', () => '/api/schools/register', anonymous];
  const SUPERVISOR_CREATE: Route = ['POST', () => '/api/supervisors/register', admin];
  const SUPERVISOR_PATCH: Route = ['PATCH', () => `/api/supervisors/${d.supervisor._id}`, admin];
  const newSupervisor = (extra: object) => ({ ...supervisor, schoolId: d.school._id, ...extra });
  type Case = [field: string, message: string, route: Route, body: () => unknown];
  const cases: Case[] = [
    ['message', 'Message must be at most 5000 characters', INQUIRY_CREATE, () => ({ ...INQUIRY, message: long(5001) })],
    ['name', 'Name must be at most 200 characters', INQUIRY_CREATE, () => ({ ...INQUIRY, name: long(201) })],
    ['organization', 'Organization must be at most 200 characters', INQUIRY_CREATE, () => ({ ...INQUIRY, organization: long(201) })],
    ['email', 'Email must be at most 254 characters', INQUIRY_CREATE, () => ({ ...INQUIRY, email: `${long(250)}@isd.org` })],
    ['phone', 'Phone must be at most 40 characters', INQUIRY_CREATE, () => ({ ...INQUIRY, phone: `512${' '.repeat(40)}5550100` })],
    ['name.first', 'First name must be at most 100 characters', TEACHER_CREATE, () => ({ name: { first: long(101), last: 'B' } })],
    [
      'mentor.notes.0.content',
      'Note must be at most 5000 characters',
      TEACHER_CREATE,
      () => ({ name: { first: 'A', last: 'B' }, mentor: { notes: [{ date: '2026-01-01', content: long(5001) }] } }),
    ],
    [
      'placement.campusName',
      'Campus name must be at most 200 characters',
      TEACHER_CREATE,
      () => ({ name: { first: 'A', last: 'B' }, placement: { campusName: long(201) } }),
    ],
    ['name', 'School name must be at most 200 characters', SCHOOL_SIGN_UP, () => ({ ...school, name: long(201) })],
    ['districtName', 'District must be at most 200 characters', SCHOOL_SIGN_UP, () => ({ ...school, districtName: long(201) })],
    [
      'contactInfo.phone',
      'Phone number must be at most 40 characters',
      SCHOOL_SIGN_UP,
      () => ({ ...school, contactInfo: { phone: long(41) } }),
    ],
    ['email', 'Email must be at most 254 characters', SCHOOL_SIGN_UP, () => ({ ...school, email: `${long(250)}@isd.org` })],
    ['password', 'Password must be at most 200 characters', SCHOOL_SIGN_UP, () => ({ ...school, password: long(201) })],
    [
      'contactPerson.name.first',
      'Contact name must be at most 200 characters',
      ['PATCH', () => `/api/schools/${d.school._id}`, admin],
      () => ({ contactPerson: { name: { first: long(201) } } }),
    ],
    [
      'name.first',
      'First name must be at most 200 characters',
      SUPERVISOR_CREATE,
      () => newSupervisor({ name: { first: long(201), last: 'Wu' } }),
    ],
    ['password', 'Password must be at most 200 characters', SUPERVISOR_CREATE, () => newSupervisor({ password: long(201) })],
    [
      'credentials.certification',
      'Certification must be at most 200 characters',
      SUPERVISOR_CREATE,
      () => newSupervisor({ credentials: { certification: long(201), yearsExperience: 1 } }),
    ],
    ['contactInfo.phone', 'Phone must be at most 40 characters', SUPERVISOR_PATCH, () => ({ contactInfo: { phone: long(41) } })],
    // Numbers over their limit said "Maximum teachers is required" / "Years of experience is required".
    ['settings.maxTeachers', 'Maximum teachers must be at most 100', SUPERVISOR_PATCH, () => ({ settings: { maxTeachers: 101 } })],
    [
      'credentials.yearsExperience',
      'Years of experience must be at most 100',
      SUPERVISOR_PATCH,
      () => ({ credentials: { yearsExperience: 101 } }),
    ],
    ['settings.maxTeachers', 'Maximum teachers must be a whole number', SUPERVISOR_PATCH, () => ({ settings: { maxTeachers: 2.5 } })],
    [
      'password',
      'Password must be at most 200 characters',
      ['POST', () => '/api/auth/signin', anonymous],
      () => ({ email: 'admin@example.org', password: long(201) }),
    ],
    [
      'token',
      'Reset token must be at most 200 characters',
      ['POST', () => '/api/auth/reset-password', anonymous],
      () => ({ token: long(201), password: 'long-enough-1' }),
    ],
    [
      'newPassword',
      'New password must be at most 200 characters',
      ['PUT', () => '/api/auth/password', admin],
      () => ({ currentPassword: 'x', newPassword: long(201) }),
    ],
  ];

  it.each(cases)('%s: %s', async (field, message, [method, url, token], body) => {
    const got = await refused(method, url(), token(), body(), field);
    expect(got).toBe(message);
    expect(got).not.toMatch(/is required/);
  });

  it('a blank or absent value still says "... is required" (the spec texts)', async () => {
    expect(await refused('POST', '/api/inquiries', undefined, { ...INQUIRY, message: '   ' }, 'message')).toBe(MESSAGES.messageRequired);
    expect(await refused('POST', '/api/inquiries', undefined, { ...INQUIRY, name: undefined }, 'name')).toBe(MESSAGES.nameRequired);
    expect(await refused('POST', '/api/teachers', admin(), { name: { last: 'B' } }, 'name.first')).toBe('First name is required');
  });
});

describe('3. PUTs do not silently reset what they were not given', () => {
  const settings = async () => (await call(t.app, 'GET', '/api/settings', { token: admin() })).body;

  it('PUT /api/settings with {} is a 400 naming the first group; the saved settings stay', async () => {
    const full = {
      ...SYSTEM_SETTINGS_DEFAULTS,
      internshipProgram: { ...SYSTEM_SETTINGS_DEFAULTS.internshipProgram, evaluationFrequency: 45 },
    };
    expect((await call(t.app, 'PUT', '/api/settings', { token: admin(), body: full })).status).toBe(200);
    const before = await settings();
    expect(await refused('PUT', '/api/settings', admin(), {}, 'teacherCertification')).toBe('Teacher certification settings are required');
    const partial = { ...full, internshipProgram: { maxInternPerSupervisor: 3 } };
    expect(await refused('PUT', '/api/settings', admin(), partial, 'internshipProgram.evaluationFrequency')).toBe(
      'Evaluation frequency is required',
    );
    const noBool = { ...full, systemNotifications: { ...full.systemNotifications, paymentReminders: undefined } };
    expect(await refused('PUT', '/api/settings', admin(), noBool, 'systemNotifications.paymentReminders')).toBe(
      'Payment reminders is required',
    );
    expect(await settings()).toEqual(before);
    expect(before.internshipProgram.evaluationFrequency).toBe(45);
  });

  it('PUT teachers/{id}/assignment with {} is a 400 naming schoolId; the assignment stays', async () => {
    const teacher = d.teachers.find((x) => x.assignment?.supervisorId && x.assignment.schoolId)!;
    const before = (await getTeacher(teacher._id)).assignment;
    expect(before).not.toBeNull();
    const url = `/api/teachers/${teacher._id}/assignment`;
    expect(await refused('PUT', url, admin(), {}, 'schoolId')).toBe('School is required (null for none)');
    expect(await refused('PUT', url, admin(), { schoolId: before!.schoolId }, 'supervisorId')).toBe(
      'Field supervisor is required (null for none)',
    );
    // Assigning takes the whole assignment: an absent status or date is not "active" / "not set".
    const ids = { schoolId: before!.schoolId, supervisorId: before!.supervisorId };
    expect(await refused('PUT', url, admin(), { ...ids, startDate: '', endDate: '' }, 'status')).toBe('Status is required');
    expect(await refused('PUT', url, admin(), { ...ids, status: before!.status, endDate: '' }, 'startDate')).toBe(
      'Assignment start date is required',
    );
    expect(await refused('PUT', url, admin(), { ...ids, status: before!.status, startDate: '' }, 'endDate')).toBe(
      'Assignment end date is required',
    );
    expect((await getTeacher(teacher._id)).assignment).toEqual(before);
  });

  it('clearing is explicit: schoolId and supervisorId null', async () => {
    const teacher = d.teachers.find((x) => x.assignment?.schoolId && x._id !== d.teachers[0]._id)!;
    const res = await call<Teacher>(t.app, 'PUT', `/api/teachers/${teacher._id}/assignment`, {
      token: admin(),
      body: { schoolId: null, supervisorId: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.assignment).toBeNull();
  });
});

describe("4. a supervisor's own maxTeachers is an admin decision", () => {
  const url = () => `/api/supervisors/${d.supervisor._id}`;
  const current = async () => (await call<Supervisor>(t.app, 'GET', url(), { token: admin() })).body;

  it('a supervisor raising its own maxTeachers gets a 403 naming settings.maxTeachers; nothing changes', async () => {
    const s = await current();
    const other = (by: number) => ((s.settings.maxTeachers - 1 + by) % 100) + 1; // another valid value (1-100)
    for (const maxTeachers of [other(1), other(99), String(other(5))]) {
      const body = { settings: { maxTeachers, availableForNewTeachers: !s.settings.availableForNewTeachers }, updatedAt: s.updatedAt };
      expect(await refused('PATCH', url(), d.tokens.supervisor, body, 'settings.maxTeachers', 403)).toBe(MESSAGES.maxTeachersAdminOnly);
    }
    expect(await current()).toEqual(s);
  });

  it('it still changes its availability and notifications (its settings screen sends no maxTeachers; the unchanged value passes)', async () => {
    const s = await current();
    const prefs = await call<Supervisor>(t.app, 'PATCH', url(), {
      token: d.tokens.supervisor,
      body: {
        settings: { availableForNewTeachers: !s.settings.availableForNewTeachers, notificationPreferences: { email: false, sms: true } },
        updatedAt: s.updatedAt,
      },
    });
    expect(prefs.status).toBe(200);
    expect(prefs.body.settings).toEqual({
      maxTeachers: s.settings.maxTeachers,
      availableForNewTeachers: !s.settings.availableForNewTeachers,
      notificationPreferences: { email: false, sms: true },
    });
    const same = await call<Supervisor>(t.app, 'PATCH', url(), {
      token: d.tokens.supervisor,
      body: { settings: { maxTeachers: s.settings.maxTeachers, notificationPreferences: { email: true } } },
    });
    expect(same.status).toBe(200);
    expect(same.body.settings).toMatchObject({ maxTeachers: s.settings.maxTeachers, notificationPreferences: { email: true, sms: true } });
  });

  it('an admin still changes it', async () => {
    const s = await current();
    const res = await call<Supervisor>(t.app, 'PATCH', url(), {
      token: admin(),
      body: { settings: { maxTeachers: s.settings.maxTeachers + 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.settings.maxTeachers).toBe(s.settings.maxTeachers + 1);
  });
});

describe('5. updatedAt that is not a timestamp is a 400 naming it, not a 409', () => {
  const NOT_TIMESTAMPS: unknown[] = ['yesterday', '2026-02-30T10:00:00.000Z', '2026-01-01', '', 12345, null, '2026-01-01T10:00:00'];
  const MESSAGE = 'updatedAt must be an ISO 8601 date and time with a time zone (e.g. 2026-01-31T09:30:00.000Z)';

  it.each(NOT_TIMESTAMPS)('updatedAt %p on every route that takes it', async (updatedAt) => {
    const id = d.teachers[0]._id;
    const body = await teacherBody(id);
    const expectMessage = (m: string) => expect(m).toBe(MESSAGE);
    expectMessage(await refused('PUT', `/api/teachers/${id}`, admin(), { ...body, updatedAt }, 'updatedAt'));
    expectMessage(
      await refused('POST', `/api/teachers/${id}/supervisions`, admin(), { date: '2026-11-20', duration: '45', updatedAt }, 'updatedAt'),
    );
    expectMessage(await refused('PATCH', `/api/schools/${d.school._id}`, admin(), { name: 'Renamed', updatedAt }, 'updatedAt'));
    expectMessage(await refused('PATCH', `/api/supervisors/${d.supervisor._id}`, admin(), { status: 'inactive', updatedAt }, 'updatedAt'));
    expectMessage(
      await refused(
        'PATCH',
        `/api/supervisors/${d.supervisor._id}`,
        d.tokens.supervisor,
        { settings: { notificationPreferences: { sms: false } }, updatedAt },
        'updatedAt',
      ),
    );
  });

  it('a well-formed but old updatedAt is still a 409 with the newer record', async () => {
    const s = (await call(t.app, 'GET', `/api/schools/${d.school._id}`, { token: admin() })).body;
    const res = await call(t.app, 'PATCH', `/api/schools/${d.school._id}`, {
      token: admin(),
      body: { name: s.name, updatedAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.staleRecord);
  });
});

describe('6. nothing malformed reaches the database', () => {
  it.each([
    ['PUT', '/api/teachers/:id'],
    ['GET', '/api/teachers/:id'],
    ['PUT', '/api/teachers/:id/assignment'],
    ['POST', '/api/teachers/:id/supervisions'],
    ['PATCH', '/api/schools/:id'],
    ['PATCH', '/api/supervisors/:id'],
    ['PUT', '/api/requests/:id'],
    ['PATCH', '/api/inquiries/:id'],
  ])('%s %s with an id that is not a uuid is a 400 naming id', async (method, path) => {
    // A teacher may also be named by its record number (1, 2, …): 0 and 07 are not one.
    const numbers = path.startsWith('/api/teachers/') ? ['0', '07', '-1', '1e3'] : ['1'];
    for (const id of ['not-a-uuid', ...numbers, '%00', encodeURIComponent("' OR 1=1 --"), '4c2187da-5f3c-4b77-b7eb-7fb2e0aaf5e6x']) {
      expect(await refused(method, path.replace(':id', id), admin(), method === 'GET' ? undefined : { status: 'approved' }, 'id')).toBe(
        'Invalid id',
      );
    }
  });

  it('ids in bodies must be uuids', async () => {
    const teacher = d.teachers[0]._id;
    expect(await refused('POST', '/api/requests/create', d.tokens.school, { teacherId: 'x', schoolId: d.school._id }, 'teacherId')).toBe(
      'Invalid teacher id',
    );
    expect(
      await refused(
        'PUT',
        `/api/teachers/${teacher}/assignment`,
        admin(),
        { schoolId: '42', supervisorId: null, status: 'active', startDate: '', endDate: '' },
        'schoolId',
      ),
    ).toBe('School must be an id or null');
    expect(await refused('PATCH', `/api/supervisors/${d.supervisor._id}`, admin(), { schoolId: 'abc' }, 'schoolId')).toBe(
      'Invalid school id',
    );
    expect(await refused('POST', '/api/accounts/reset-link', admin(), { kind: 'school', id: 12 }, 'id')).toBe('Invalid id');
  });

  it('numbers out of range are refused before PostgreSQL sees them', async () => {
    const teacher = { name: { first: 'A', last: 'B' } };
    expect(await refused('POST', '/api/teachers', admin(), { ...teacher, teaId: 2_147_483_648 }, 'teaId')).toBe('Number is too large');
    expect(await refused('POST', '/api/teachers', admin(), { ...teacher, mentor: { teaId: '99999999999999999999' } }, 'mentor.teaId')).toBe(
      'Number is too large',
    );
    expect(await refused('POST', '/api/teachers', admin(), { ...teacher, exams: [{ number: 1e10 }] }, 'exams.0.number')).toBe(
      'Exam number is too large',
    );
    expect(
      await refused('POST', '/api/teachers', admin(), { ...teacher, financials: { paymentsPending: 1e300 } }, 'financials.paymentsPending'),
    ).toBe('Amount is too large');
    expect(
      await refused(
        'POST',
        '/api/teachers',
        admin(),
        { ...teacher, financials: { remainingBalance: 0.001 } },
        'financials.remainingBalance',
      ),
    ).toBe('Must be an amount in dollars and cents (at most 2 decimals)');
    expect(
      await refused('PATCH', `/api/schools/${d.school._id}`, admin(), { settings: { maxInterns: 2_147_483_648 } }, 'settings.maxInterns'),
    ).toBe('Maximum interns must be at most 1000');
    const settings = {
      ...SYSTEM_SETTINGS_DEFAULTS,
      teacherCertification: { ...SYSTEM_SETTINGS_DEFAULTS.teacherCertification, autoNotifyDays: 1e12 },
    };
    expect(await refused('PUT', '/api/settings', admin(), settings, 'teacherCertification.autoNotifyDays')).toBe(
      'Auto notify days must be at most 3650',
    );
  });

  it('text PostgreSQL cannot store (NUL, a lone surrogate) is a 400 naming the field', async () => {
    const teacher = d.teachers[0]._id;
    const body = await teacherBody(teacher);
    expect(
      await refused('PUT', `/api/teachers/${teacher}`, admin(), { ...body, name: { first: 'Ana\u0000', last: 'B' } }, 'name.first'),
    ).toBe('Contains characters that cannot be stored');
    expect(await refused('POST', '/api/inquiries', undefined, { ...INQUIRY, message: 'Hello \ud800 there, ten chars' }, 'message')).toBe(
      'Contains characters that cannot be stored',
    );
    expect(
      await refused(
        'PATCH',
        `/api/schools/${d.school._id}`,
        admin(),
        { contactInfo: { address: { street: 'Main\u0000St' } } },
        'contactInfo.address.street',
      ),
    ).toBe('Contains characters that cannot be stored');
  });

  it('an unknown but well-formed id is a 404, not a 500', async () => {
    const res: Res = await call(t.app, 'PUT', `/api/requests/${randomUUID()}`, {
      token: admin(),
      body: { status: 'approved', responseDate: '2026-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(404);
  });
});
