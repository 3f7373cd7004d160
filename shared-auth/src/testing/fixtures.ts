import {
  addDays,
  countAlerts,
  DAYS_TO_HIRE_BUCKETS,
  emptyTeacher,
  programDate,
  type AdminDashboard,
  type AvailableTeacher,
  type PublicProfileCard,
  type SchoolProfileCard,
  type ReleasedTeacher,
  type Role,
  type School,
  type SessionUser,
  type Supervisor,
  type Teacher,
  type StoredTeacherBody,
  type TeacherRequest,
} from 'shared-domain';

/** Record ids the default fixtures point at each other with (a school user's profile is its school, ...). */
export const TEST_IDS = {
  supervisor: '11111111-1111-4111-8111-111111111111',
  otherSupervisor: '33333333-3333-4333-8333-333333333333',
  school: '22222222-2222-4222-8222-222222222222',
  teacher: '44444444-4444-4444-8444-444444444444',
  request: '55555555-5555-4555-8555-555555555555',
} as const;

const CREATED = '2026-01-01T00:00:00.000Z';

const USERS: Record<Role, SessionUser> = {
  admin: { email: 'admin@example.org', role: 'admin', createdAt: CREATED, profile: null },
  supervisor: { email: 'supervisor@example.org', role: 'supervisor', createdAt: CREATED, profile: TEST_IDS.supervisor },
  school: { email: 'school@example.org', role: 'school', createdAt: CREATED, profile: TEST_IDS.school },
  // A teacher's account; its profile is its teacher record
  teacher: { email: 'teacher@example.org', role: 'teacher', createdAt: CREATED, profile: TEST_IDS.teacher },
};

/** The signed-in account of a role; its profile is the default supervisor/school record. */
export const makeUser = (role: Role, overrides: Partial<SessionUser> = {}): SessionUser => ({ ...USERS[role], ...overrides });

let seq = 0;
const nextId = () => `00000000-0000-4000-8000-${String((seq += 1)).padStart(12, '0')}`;

/** A stored teacher as the staff API returns it; each call gets its own id, record number and name. */
export function makeTeacher(
  overrides: Partial<StoredTeacherBody> & {
    _id?: string;
    ref?: number;
    dateAdded?: string;
    updatedAt?: string;
    assignment?: Teacher['assignment'];
  } = {},
): Teacher & { ref: number } {
  const id = nextId();
  return {
    ...emptyTeacher(),
    name: { first: `First${seq}`, last: `Last${seq}` },
    _id: id,
    ref: seq,
    dateAdded: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    assignment: null,
    ...overrides,
  };
}

/** An active assignment of a teacher to `supervisorId`. */
export function assignedTo(supervisorId: string, overrides: Partial<NonNullable<Teacher['assignment']>> = {}): Teacher['assignment'] {
  return {
    _id: `a-${supervisorId}`,
    schoolId: null,
    schoolName: 'Austin Elementary',
    supervisorId,
    supervisorName: 'Sam Super',
    status: 'active',
    startDate: '2026-01-01',
    endDate: '',
    ...overrides,
  };
}

export const makeSupervisor = (overrides: Partial<Supervisor> = {}): Supervisor => ({
  _id: TEST_IDS.supervisor,
  status: 'active',
  name: { first: 'Maria', last: 'Lopez' },
  email: 'maria@example.org',
  contactInfo: { email: 'maria@example.org', phone: '512-555-0101' },
  credentials: { certification: 'Principal EC-12', yearsExperience: 12, specializations: ['Mathematics', 'ESL'] },
  schoolId: TEST_IDS.school,
  school: { _id: TEST_IDS.school, name: 'Austin High' },
  assignedTeachers: [],
  settings: { maxTeachers: 5, availableForNewTeachers: true, notificationPreferences: { email: true, sms: false } },
  createdAt: '2025-08-01T12:00:00.000Z',
  updatedAt: '2025-08-01T12:00:00.000Z',
  ...overrides,
});

export const makeSchool = (overrides: Partial<School> = {}): School => ({
  _id: TEST_IDS.school,
  name: 'Austin High',
  ncesId: '484800000001',
  districtName: 'Austin ISD',
  status: 'active',
  contactPerson: { name: { first: 'Sam', last: 'Reed' } },
  contactName: 'Sam Reed',
  contactInfo: {
    email: 'office@austinhigh.example.org',
    phone: '512-555-0199',
    address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
  },
  settings: { maxInterns: 10, allowsInterns: true },
  currentInterns: 3,
  supervisors: [],
  assignedTeachers: [],
  accountEmail: 'office@austinhigh.example.org',
  createdAt: '2025-08-01T12:00:00.000Z',
  updatedAt: '2025-08-01T12:00:00.000Z',
  ...overrides,
});

/**
 * One teacher's cards as the server builds them for a visitor and for a school: the same public-profile facts (Music,
 * Lubbock, Next Semester) on both, the school's with the full name and the certification areas and type.
 */
export const makeProfileCards = (): { visitor: PublicProfileCard; school: SchoolProfileCard } => {
  const facts = {
    _id: TEST_IDS.teacher,
    subject: 'Music',
    gradeLevel: 'High School (9-12)',
    location: 'Lubbock',
    experience: '2 years',
    certification: 'Music EC-12',
    specializations: ['Choir'],
    availability: 'Next Semester',
    bio: 'Builds choirs that sing in four parts.',
  };
  return {
    visitor: { audience: 'public', firstName: 'Ana', lastInitial: 'L', ...facts },
    school: {
      audience: 'school',
      name: { first: 'Ana', last: 'Lopez' },
      ...facts,
      certificationAreas: ['Science 7-12'],
      certType: 'standard',
      teacherStatus: 'ready for hire',
    },
  };
};

/** A teacher as a school sees it in GET teachers/available. */
export const makeAvailableTeacher = (overrides: Partial<AvailableTeacher> = {}): AvailableTeacher => ({
  audience: 'school',
  _id: TEST_IDS.teacher,
  name: { first: 'Maria', last: 'Lopez' },
  subject: 'Science',
  gradeLevel: 'High School (9-12)',
  location: 'Austin Area',
  experience: '4 years',
  certification: 'Texas Standard Certificate',
  specializations: ['Robotics'],
  availability: 'Immediate',
  bio: '',
  certificationAreas: ['Science 7-12'],
  certType: 'intern',
  teacherStatus: 'ready for hire',
  request: null,
  ...overrides,
});

/** A teacher whose release the school's approved request gave it (contact and certification details). */
export const makeReleasedTeacher = (overrides: Partial<ReleasedTeacher> = {}): ReleasedTeacher => ({
  ...makeAvailableTeacher({
    request: { _id: TEST_IDS.request, status: 'approved', createdAt: '2026-01-10T10:00:00.000Z', responseDate: '2026-01-12T10:00:00.000Z' },
  }),
  contact: { email: 'maria.lopez@example.org', secondaryEmail: '', phoneNumber: '512-555-0199', location: 'Austin Area' },
  certificationInfo: {
    startDate: '2025-06-01',
    endDate: '2026-05-31',
    firstDayWithStudent: '2025-08-20',
    firstObsDeadline: '',
    teaPosted: true,
    certType: 'intern',
  },
  exams: [{ number: 1, content: 'Science 7-12', notes: [] }],
  ppr: { status: 'completed', passed: 'yes' },
  oneFiftyCourseWorkHours: 'completed',
  thirtyObsHours: 'pending 15 online',
  internStatus: 'traditional',
  ...overrides,
});

/** A school's information request for a teacher. */
export const makeRequest = (overrides: Partial<TeacherRequest> = {}): TeacherRequest => ({
  _id: TEST_IDS.request,
  status: 'pending',
  from: { schoolId: TEST_IDS.school, schoolName: 'Austin High', district: 'Austin ISD' },
  teacher: { _id: TEST_IDS.teacher, name: { first: 'Maria', last: 'Lopez' }, exam: 'Science 7-12' },
  createdAt: '2026-01-10T10:00:00.000Z',
  responseDate: null,
  reason: '',
  ...overrides,
});

/** A date `days` from today (UTC), as the yyyy-mm-dd the forms store. */
export function dayFromToday(days: number): string {
  return addDays(new Date().toISOString().slice(0, 10), days);
}

/** A date `days` from today in the program's time zone (the "today" of the field-supervision rules). */
export function programDayFromToday(days: number): string {
  return addDays(programDate(new Date()), days);
}

/** The admin dashboard of an empty program (no records, no alerts). */
export const makeAdminDashboard = (overrides: Partial<AdminDashboard> = {}): AdminDashboard => ({
  stats: {
    teachers: { total: 0, byStatus: {} },
    schools: { active: 0, awaitingApproval: 0 },
    supervisors: { total: 0, active: 0 },
    pendingRequests: 0,
    observationsDue: 0,
    observationsDueThisWeek: 0,
    newInquiries: 0,
  },
  alerts: [],
  charts: {
    daysToHire: DAYS_TO_HIRE_BUCKETS.map((bucket) => ({ bucket, count: 0 })),
    observationsByWeek: [],
  },
  recentRegistrations: [],
  ...overrides,
  alertTotals: overrides.alertTotals ?? countAlerts(overrides.alerts ?? []),
});
