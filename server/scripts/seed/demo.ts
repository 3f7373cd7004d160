import type { Database } from '../../src/db/types';
import { hashPassword } from '../../src/services/passwords';
import { insertTables, teacherRecord } from './batch';
import { LEDGER_SEQUENCE_SQL } from '../../src/db/bulk-insert';
import { NEXT_INVOICE_SQL, seedLedgers } from './ledger';
import { DISTRICTS, INQUIRY_SAMPLES, SCHOOL_NAMES, STREETS, SUPERVISOR_PEOPLE } from './demo-data';
import { TEACHER_CONSENT_TEXT, type TeacherBody } from 'shared-domain';
import { at, baseDate, createRng, day } from './prng';
import { demoObservation, makeSeedTeacherBody, type TeacherPlan } from './teacher-factory';
import { demoPaths, type PathRecord } from './demo-path';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_SIGN_INS = [
  { email: 'admin@example.org', role: 'admin' },
  { email: 'supervisor@example.org', role: 'supervisor' },
  { email: 'school@example.org', role: 'school (approved)' },
  { email: 'pending-school@example.org', role: 'school (awaiting approval)' },
  // The teacher's own area
  { email: 'teacher@example.org', role: 'teacher (intern: an overdue observation, one to acknowledge, an open invoice)' },
  { email: 'ready-teacher@example.org', role: 'teacher (ready for hire, talent-pool profile off)' },
] as const;

/** The demo records of the two teacher accounts (the intern of the demo supervisor, a ready-for-hire teacher). */
const DEMO_INTERN = 0;
const DEMO_READY = 41;

const PENDING_SCHOOLS = new Set([16, 18, 19]);
/** Interns' first-observation deadlines (days from today): overdue, due this week and later ones. */
const INTERN_DEADLINES = [-12, -4, 3, 6, 20, -30, 2, 45, -8, 5, 60, 14, -2, 1, 30, 90, -20, 7, 10, 25];
const INTERN_OBSERVATIONS = [1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0];

/**
 * Interns whose field supervision tells a story (19 TAC §228.105, §228.109), so the compliance screens show every
 * status and every problem on a fresh demo: days are relative to today; `firstDay` is the first day with students,
 * `days` the internship's length (the other interns' internships last about a year).
 */
interface SupervisionScenario {
  firstDay: number;
  days?: number;
  obsNeeded?: TeacherBody['obsNeeded'];
  observations: [number, Parameters<typeof demoObservation>[1]?][];
}
const SCENARIOS: Record<number, SupervisionScenario> = {
  // The demo supervisor's interns: a first observation that was virtual (it must be in person) and is now overdue,
  // then (n = 1, 2) no observation yet, one overdue and one due this week, and (n = 3) one complete.
  0: { firstDay: -40, observations: [[-30, { mode: 'virtual' }]] },
  3: {
    firstDay: -178,
    days: 300,
    obsNeeded: '3 Total (In Person)',
    observations: [[-170, { minutes: 60 }], [-120], [-100, { mode: 'virtual' }], [-10, { minutes: 50 }]],
  },
  // Too short: 30 minutes does not count.
  5: {
    firstDay: -58,
    observations: [
      [-50, { minutes: 50 }],
      [-10, { minutes: 30 }],
    ],
  },
  // Past the midpoint with the first half short, and a virtual observation with no post-conference.
  16: { firstDay: -148, days: 240, observations: [[-140], [-90, { mode: 'virtual', postConference: null }]] },
  // The internship has ended short: the second half and the in-person count are not met. Its certification ended
  // ten days ago: in the grace period (15 days by default).
  15: {
    firstDay: -328,
    days: 318,
    obsNeeded: '5 Total (3 In Person 2 Virtual)',
    observations: [[-320], [-250, { minutes: 55 }], [-200, { mode: 'virtual' }]],
  },
  // Feedback written but the mentor has no copy.
  18: { firstDay: -18, observations: [[-5, { mentorCopy: false }]] },
  // A virtual observation whose post-conference came four days later (more than 72 hours).
  19: { firstDay: -18, observations: [[-15, { mode: 'virtual', minutes: 60, postConference: 'late' }]] },
};

/** Public profiles of the ready-for-hire teachers (n = 34...): the first eight shown on the talent pool, the rest not. */
const PUBLIC_PROFILES: Omit<TeacherBody['publicProfile'], 'show'>[] = [
  {
    subject: 'Mathematics',
    gradeLevel: 'High School (9-12)',
    location: 'Dallas-Fort Worth',
    experience: '3 years',
    certification: 'Mathematics 7-12',
    specializations: ['Algebra II', 'Dual Credit'],
    availability: 'Immediate',
    bio: 'Former engineer who brings real projects into algebra and statistics lessons.',
  },
  {
    subject: 'Bilingual Education',
    gradeLevel: 'Elementary (1-5)',
    location: 'San Antonio Area',
    experience: '2 years',
    certification: 'Bilingual Education Supplemental (Spanish)',
    specializations: ['Dual Language', 'ESL'],
    availability: 'Immediate',
    bio: 'Builds biliteracy through dual-language centres and close work with families.',
  },
  {
    subject: 'Science',
    gradeLevel: 'Middle School (6-8)',
    location: 'Houston Area',
    experience: '4 years',
    certification: 'Science 4-8',
    specializations: ['Lab Safety', 'STEM Clubs'],
    availability: 'Next Semester',
    bio: 'Runs inquiry labs and an after-school robotics club.',
  },
  {
    subject: 'Special Education',
    gradeLevel: 'All Grades',
    location: 'Austin Area',
    experience: '5 years',
    certification: 'Special Education EC-12',
    specializations: ['Inclusion', 'Behavior Support'],
    availability: 'Immediate',
    bio: 'Co-teaches in inclusive classrooms and writes clear, family-friendly IEP goals.',
  },
  {
    subject: 'English/Language Arts',
    gradeLevel: 'High School (9-12)',
    location: 'El Paso',
    experience: '1 year',
    certification: 'English Language Arts and Reading 7-12',
    specializations: ['AP Literature', 'Writing Workshop'],
    availability: 'Fall 2027',
    bio: 'Writing workshops where every student publishes for a real audience.',
  },
  {
    subject: 'Career & Technical Education',
    gradeLevel: 'High School (9-12)',
    location: 'Central Texas',
    experience: '8 years',
    certification: 'Trade and Industrial Education 6-12',
    specializations: ['Welding', 'Industry Certifications'],
    availability: 'Immediate',
    bio: 'Eight years as a certified welder; now preparing students for industry credentials.',
  },
  {
    subject: 'Elementary Education',
    gradeLevel: 'Kindergarten',
    location: 'East Texas',
    experience: '2 years',
    certification: 'Core Subjects EC-6',
    specializations: ['Early Literacy', 'Phonics'],
    availability: 'Spring 2027',
    bio: 'Play-based literacy centres and daily read-alouds.',
  },
  {
    subject: 'Music',
    gradeLevel: 'All Grades',
    location: 'Lubbock',
    experience: '6 years',
    certification: 'Music EC-12',
    specializations: ['Choir', 'Music Theory'],
    availability: 'Next Semester',
    bio: 'Grew a campus choir from 12 to 60 singers.',
  },
  {
    subject: 'Social Studies',
    gradeLevel: 'Middle School (6-8)',
    location: 'Corpus Christi',
    experience: '3 years',
    certification: 'Social Studies 4-8',
    specializations: ['Texas History'],
    availability: 'Immediate',
    bio: 'Brings Texas history to life with primary sources and debates.',
  },
  {
    subject: 'Art',
    gradeLevel: 'Elementary (1-5)',
    location: 'Beaumont',
    experience: '2 years',
    certification: 'Art EC-12',
    specializations: ['Ceramics'],
    availability: 'Fall 2026',
    bio: 'Hands-on art rooms where every child exhibits once a year.',
  },
];

/** Rewrites an intern's dates and observations to a scenario (after the factory, so the random stream is unchanged). */
function withScenario(body: TeacherBody, s: SupervisionScenario, base: Date): TeacherBody {
  const observations = s.observations.map(([offset, options = {}]) => {
    const date = day(base, offset);
    const post = options.postConference === 'late' ? day(base, offset + 4) : options.postConference;
    return demoObservation(date, { ...options, postConference: post === undefined ? date : post });
  });
  return {
    ...body,
    obsNeeded: s.obsNeeded ?? body.obsNeeded,
    certificationInfo: {
      ...body.certificationInfo,
      startDate: day(base, s.firstDay - 14),
      firstDayWithStudent: day(base, s.firstDay),
      endDate: day(base, s.firstDay + (s.days ?? 351)),
      firstObsDeadline: day(base, s.firstDay + 28),
    },
    supervisions: { ...body.supervisions, list: observations },
  };
}

/** True when the database holds no accounts and no records yet. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [r] = await db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM schools) + (SELECT count(*) FROM teachers) AS n',
  );
  return Number(r.n) === 0;
}

/** Loads the deterministic demo data set (docs/domain/field-supervision.md, 19 TAC §228.105–.109): 20 schools, 6 supervisors, 60 teachers, requests, inquiries. */
export async function seedDemo(db: Database, now = new Date()): Promise<void> {
  const rng = createRng(2026);
  const base = baseDate(now);
  const hash = await hashPassword(DEMO_PASSWORD);

  const schools = SCHOOL_NAMES.map((name, i) => {
    const d = DISTRICTS[i % DISTRICTS.length];
    const contact = i === 0 ? 'school@example.org' : i === 18 ? 'pending-school@example.org' : `office${i + 1}@example.org`;
    return {
      id: rng.uuid(),
      name,
      nces_id: `${d.leaid}${rng.digits(5)}`,
      district_name: d.name,
      status: PENDING_SCHOOLS.has(i) ? 'inactive' : 'active',
      contact_first: `${rng.pick(['Laura', 'Mark', 'Sofia', 'Greg', 'Denise', 'Raul'])} ${rng.pick(['Ellis', 'Vega', 'Park', 'Moreno'])}`,
      contact_last: '.',
      contact_email: contact,
      contact_phone: `(512) 555-01${String(10 + i).padStart(2, '0')}`,
      address: { street: `${100 + i * 37} ${rng.pick(STREETS)}`, city: d.city, state: 'TX', zipCode: d.zip },
      max_interns: 10,
      allows_interns: i !== 7,
      created_at: at(base, PENDING_SCHOOLS.has(i) ? -(20 - i) / 4 : -300 + i * 12),
      updated_at: at(base, PENDING_SCHOOLS.has(i) ? -1 : -2),
    };
  });
  const active = schools.filter((s) => s.status === 'active');
  const supervisors = SUPERVISOR_PEOPLE.map((p, i) => ({
    id: rng.uuid(),
    status: 'active',
    first_name: p.first,
    last_name: p.last,
    email: i === 0 ? 'supervisor@example.org' : `${p.first}.${p.last}@example.org`.toLowerCase(),
    contact_email: `${p.first[0]}${p.last}@example.net`.toLowerCase(),
    // Mobile numbers in international format, so a supervisor can turn text messages on.
    contact_phone: `+1 512-555-01${50 + i}`,
    certification: p.cert,
    years_experience: p.years,
    specializations: p.specs,
    school_id: active[i].id,
    max_teachers: 5,
    available_for_new: i !== 5,
    notify_email: true,
    notify_sms: i % 2 === 1,
    created_at: at(base, -400 + i * 20),
    updated_at: at(base, -3),
  }));
  const supName = (i: number) => `${supervisors[i].first_name} ${supervisors[i].last_name}`;

  const users = [
    {
      id: rng.uuid(),
      email: 'admin@example.org',
      password_hash: hash,
      role: 'admin',
      school_id: null,
      supervisor_id: null,
      created_at: at(base, -500),
    },
    ...supervisors.map((s) => ({
      id: rng.uuid(),
      email: s.email,
      password_hash: hash,
      role: 'supervisor',
      school_id: null,
      supervisor_id: s.id,
      created_at: s.created_at,
    })),
    // Schools 12-15 and 17 were added by an admin and have no account yet (an invitation can be sent).
    ...schools
      .filter((_, i) => i < 12 || PENDING_SCHOOLS.has(i))
      .map((s) => ({
        id: rng.uuid(),
        email: s.contact_email,
        password_hash: hash,
        role: 'school',
        school_id: s.id,
        supervisor_id: null,
        created_at: s.created_at,
      })),
  ];

  const teachers: ReturnType<typeof teacherRecord>[] = [];
  const onPath: PathRecord[] = [];
  const assignments: Record<string, unknown>[] = [];
  const plan = (n: number): TeacherPlan & { school?: (typeof schools)[number]; sup?: number } => {
    if (n < 20) {
      const sup = n < 4 ? 0 : 1 + ((n - 4) % 5);
      const school = n < 4 ? schools[0] : active[1 + (n % (active.length - 1))];
      return {
        status: 'intern',
        district: DISTRICTS[schools.indexOf(school) % DISTRICTS.length],
        campus: school.name,
        obsDeadline: INTERN_DEADLINES[n],
        observations: INTERN_OBSERVATIONS[n],
        supervisorName: supName(sup),
        school,
        sup,
      };
    }
    if (n < 34) {
      const school = n < 23 ? schools[0] : active[(n * 3) % active.length];
      return { status: 'hired', district: DISTRICTS[schools.indexOf(school) % DISTRICTS.length], campus: school.name, school };
    }
    if (n < 46) return { status: 'ready for hire', district: DISTRICTS[n % DISTRICTS.length], onHiredList: n < 38 };
    return { status: n < 54 ? 'pending' : 'n/a', district: DISTRICTS[n % DISTRICTS.length] };
  };
  for (let n = 0; n < 60; n++) {
    const p = plan(n);
    const id = rng.uuid();
    const made = makeSeedTeacherBody(rng, base, n, p);
    const scenario = SCENARIOS[n] ? withScenario(made, SCENARIOS[n], base) : made;
    const profile = p.status === 'ready for hire' ? PUBLIC_PROFILES[n - 34] : undefined;
    const body = profile ? { ...scenario, publicProfile: { ...profile, show: n < 42 } } : scenario;
    // The records of the demo teacher accounts carry their sign-in e-mails.
    const email = n === DEMO_INTERN ? 'teacher@example.org' : n === DEMO_READY ? 'ready-teacher@example.org' : null;
    const withEmail = email ? { ...body, contact: { ...body.contact, email } } : body;
    teachers.push(teacherRecord(id, withEmail, at(base, -200 + n * 3)));
    onPath.push({ id, body: withEmail });
    if (p.school) {
      assignments.push({
        id: rng.uuid(),
        teacher_id: id,
        school_id: p.school.id,
        supervisor_id: p.sup === undefined ? null : supervisors[p.sup].id,
        status: p.status === 'intern' ? 'intern' : 'hired',
        start_date: body.certificationInfo.startDate || body.hiredListInfo.dateHired,
        end_date: '',
        is_current: true,
        created_at: at(base, -60),
        updated_at: at(base, -60),
      });
    }
  }

  const rfh = teachers.filter((t) => t.teacher_status === 'ready for hire');
  const req = (school: number, teacher: number, status: string, daysAgo: number) => ({
    id: rng.uuid(),
    school_id: schools[school].id,
    teacher_id: rfh[teacher].id,
    status,
    created_at: at(base, -daysAgo),
    response_date: status === 'pending' ? null : at(base, -daysAgo + 1),
    updated_at: at(base, -daysAgo + 1),
  });
  const requests = [
    req(0, 0, 'approved', 9),
    req(0, 1, 'pending', 2),
    req(0, 2, 'denied', 12),
    req(1, 3, 'pending', 3),
    req(1, 4, 'approved', 15),
    req(2, 0, 'pending', 1),
    req(2, 5, 'denied', 20),
    req(3, 6, 'pending', 4),
    req(4, 7, 'approved', 6),
  ];
  const inquiries = INQUIRY_SAMPLES.map((q, i) => ({
    id: rng.uuid(),
    name: q.name,
    email: q.email,
    organization: q.organization,
    role: q.role,
    inquiry_type: q.inquiryType,
    phone: q.phone,
    message: q.message,
    handled: i === 2,
    handled_at: i === 2 ? at(base, -1) : null,
    created_at: at(base, -(i * 2 + 1)),
  }));

  // Its own generator, so the ledgers leave every other demo value as it was.
  const ledger_entries = seedLedgers(createRng(4_500), base, teachers, (await db.query<{ n: number }>(NEXT_INVOICE_SQL))[0].n);
  // The marker (migration 021): the runtime config's demoData, the pages' "Demo data" banner.
  const seeded_data_sets = [{ name: 'demo' }];
  // The candidates' paths, by their own generator too.
  const { teacher_path_entries, teacher_admissions } = demoPaths(createRng(4_900), base, onPath);
  await insertTables(db, {
    schools,
    supervisors,
    users,
    teachers,
    assignments,
    requests,
    inquiries,
    ledger_entries,
    seeded_data_sets,
    teacher_path_entries,
    teacher_admissions,
  });
  await db.query(LEDGER_SEQUENCE_SQL);
  await seedTeacherArea(db, hash, base, teachers);
  // The forms and hours the records were made with are evidence recorded before the portal, as a migrated database has them.
  await db.query(`SELECT evidence_before_portal(id, 'system', 'Program staff') FROM teachers`);
}

/**
 * The demo teacher accounts (signed up), and the talent-pool consent of the ready-for-hire teachers: each
 * gave it (a consent record of the current text), but for the ready-teacher account, whose profile is off.
 */
async function seedTeacherArea(db: Database, hash: string, base: Date, teachers: { id: string; teacher_status: string }[]) {
  const rng = createRng(31);
  const account = (n: number, email: string) => ({
    id: rng.uuid(),
    email,
    password_hash: hash,
    role: 'teacher',
    teacher_id: teachers[n].id,
    invited_at: at(base, -30),
    accepted_at: at(base, -29),
    created_at: at(base, -30),
  });
  const consenting = teachers.filter((t, n) => t.teacher_status === 'ready for hire' && n !== DEMO_READY);
  const teacher_consents = consenting.map((t) => ({
    id: rng.uuid(),
    teacher_id: t.id,
    version: 1,
    consent_on: true,
    hidden_school_ids: [],
    hidden_districts: [],
    given_by: 'teacher',
    actor: 'demo',
    text_version: TEACHER_CONSENT_TEXT.version,
    text_shown: TEACHER_CONSENT_TEXT.body,
    created_at: at(base, -20),
  }));
  await insertTables(db, {
    users: [account(DEMO_INTERN, 'teacher@example.org'), account(DEMO_READY, 'ready-teacher@example.org')],
    teacher_consents,
  });
  await db.query('UPDATE teachers SET consent_on = true WHERE id = ANY($1::uuid[])', [consenting.map((t) => t.id)]);
}
