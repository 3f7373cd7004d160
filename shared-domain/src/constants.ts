/** Business constants of product spec sections 3, 4 and 9: the one source of truth for server and remotes. */

/** 'teacher' (issue 31): a teacher's own account, tied to one teacher record. */
export const ROLES = ['admin', 'supervisor', 'school', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

/** Landing for a role the route table does not know (product spec §2). */
export const UNKNOWN_ROLE_LANDING = '/login';

export const EXAM_TYPES = [
  'n/a',
  'LOTE: Spanish',
  'Special Education EC-12',
  'Science 7-12',
  'Trade Law',
  'Social Studies 4-8',
  'Core EC-6 (391)/STR',
  'PPR passed',
  'Physical Education EC-12',
  'Speech 7-12',
  'Life Science 7-12',
  'Theatre EC-12',
  'Math/Science 4-8',
  'Trade Culinary Arts',
  'History 7-12',
  'Social Studies 7-12',
  'ELAR 7-12',
  'ESL',
  'English Language Arts and Reading 7-12',
] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const SPECIALIZATIONS = [
  'Mathematics',
  'Science',
  'English',
  'ESL',
  'Special Education',
  'Early Childhood',
  'Physical Education',
  'Art',
  'Music',
  'Computer Science',
  'Social Studies',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Stored teacher statuses ('pending' is the record default; the form offers the other four). */
export const TEACHER_STATUSES = ['pending', 'n/a', 'intern', 'ready for hire', 'hired'] as const;
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];
export const TEACHER_FORM_STATUSES = ['n/a', 'hired', 'intern', 'ready for hire'] as const;
export const TEACHER_LIST_FILTERS = ['all', 'intern', 'hired', 'ready for hire'] as const;
// Issue 34 (dash): the admin dashboard's work queue. Each teacher group's 'View all' opens the staff list with
// ?queue=<kind>: the list keeps exactly the teachers the dashboard counted (the same teacher_derived conditions).
/** The dashboard alert kinds about teachers, as the staff list's `queue` filter. */
export const TEACHER_QUEUES = [
  'first-observation-overdue',
  'first-observation-due',
  'observation-lapsed',
  'supervisor-needed',
  'certification-grace',
  'certification-ending',
  'forms-pending',
  'hire-in-process',
  'payment-overdue',
] as const;
export type TeacherQueue = (typeof TEACHER_QUEUES)[number];
/** Each queue's name, on the dashboard's group and above the list it opens (the glossary's words). */
export const TEACHER_QUEUE_TITLES: Record<TeacherQueue, string> = {
  'first-observation-overdue': 'First observation overdue',
  'first-observation-due': 'First observation due soon',
  'observation-lapsed': 'No recent observation',
  'supervisor-needed': 'Placements without a supervisor',
  'certification-grace': 'Certification in grace period',
  'certification-ending': 'Certification ending soon',
  'forms-pending': 'Forms pending',
  'hire-in-process': 'Hire in process',
  'payment-overdue': 'Payments overdue',
};
/** How many items each work-queue group of the dashboard shows before its 'View all'. */
export const WORK_QUEUE_TOP = 3;

export const INTERN_STATUSES = ['traditional', 'late hire'] as const;
export const THIRTY_OBS_HOURS = ['not completed', 'completed', 'pending 15 online', 'pending 15 in-person'] as const;
export const ONE_FIFTY_HOURS = ['not completed', 'completed'] as const;
export const OBS_NEEDED = ['n/a', '3 Total (In Person)', '5 Total (3 In Person 2 Virtual)'] as const;
/** §228.105: formal observations count toward certification; informal ones are coaching only. */
export const OBSERVATION_KINDS = ['formal', 'informal'] as const;
/** §228.105: a formal observation is in person, or virtual with a synchronous post-conference. */
export const OBSERVATION_MODES = ['in person', 'virtual'] as const;
/**
 * Where an observation of the log came from (issue 29): 'recorded' through the observation route (Record supervision),
 * or 'entered' with a new record (POST teachers, the import) or before the portal kept the log (migration 019). Set by
 * the server, never taken from a client.
 */
export const OBSERVATION_SOURCES = ['recorded', 'entered'] as const;
/** The longest reason an admin may give for removing an observation. */
export const OBSERVATION_REMOVAL_REASON_MAX = 2000;
export const ADMISSION_WHEN = ['before', 'after'] as const;
export const PPR_STATUSES = ['pending', 'not complete', 'completed'] as const;
export const PPR_PASSED = ['pending', 'no', 'yes'] as const;
export const CERT_TYPES = ['intern', 'probationary'] as const;

export const SCHOOL_STATUSES = ['active', 'inactive'] as const;
export const SUPERVISOR_STATUSES = ['active', 'inactive'] as const;
export const ASSIGNMENT_STATUSES = ['active', 'completed', 'intern', 'hired'] as const;
export const REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;

export const INQUIRY_ROLES = [
  { value: 'superintendent', label: 'Superintendent' },
  { value: 'hr-director', label: 'HR Director' },
  { value: 'principal', label: 'Principal' },
  { value: 'assistant-principal', label: 'Assistant Principal' },
  { value: 'department-head', label: 'Department Head' },
  { value: 'other', label: 'Other' },
] as const;
export const INQUIRY_TYPES = [
  { value: 'district-registration', label: 'District Registration' },
  { value: 'teacher-inquiry', label: 'Teacher Inquiry' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'technical-support', label: 'Technical Support' },
  { value: 'general-question', label: 'General Question' },
] as const;

/** Timing constants (product spec §9). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** However often its token is refreshed, a school's or teacher's session ends this long after its sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A staff session (admin, supervisor) ends 12 hours after its sign-in however active (OWASP ASVS level 2, 3.3.2). */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** The roles whose sessions are staff sessions: the shorter absolute life, the staff idle time, two-factor. */
export const STAFF_ROLES = ['admin', 'supervisor'] as const;
export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
/** How long after its sign-in a session of `role` ends, whatever its activity. */
export const sessionAbsoluteMs = (role: string): number => (isStaffRole(role) ? STAFF_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS);
/** How long a sign-in's password step stays open for its two-factor code. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;
/** How many recovery codes two-factor set-up hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** The admin's inquiry list: rows per page. */
export const INQUIRIES_PAGE_SIZE = 50;
export const SPLASH_MS = 1200;
export const SUPERVISORS_MIN_LOADING_MS = 1000;
export const TOAST_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The dashboard's 'days from the hired list to hire' buckets (upper bounds 30, 60, 90 days, then more). */
export const DAYS_TO_HIRE_BUCKETS = ['0–30', '31–60', '61–90', '91+'] as const;
/** How many weeks the dashboard's observations chart covers, this week included. */
export const OBSERVATION_CHART_WEEKS = 8;

export const RECENT_REGISTRATIONS_LIMIT = 5;
/** The shortest password accepted anywhere (OWASP ASVS level 2, 2.1.1). */
export const REGISTRATION_PASSWORD_MIN = 12;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The program's name, on the splash, the invoices and their e-mails. */
export const PROGRAM_NAME = 'Teacher Certification & Placement';

export const DEFAULT_CONTACT_EMAIL = 'support@example.org';
export const DEFAULT_CONTACT_PHONE = '(512) 555-0100';
/**
 * Stand-ins for the contact details in the prerendered public pages: the server puts the runtime ones in
 * their place. The phone is digits only, so that it survives the tel: link's clean-up unchanged.
 */
export const PRERENDER_CONTACT_EMAIL = 'contact-email@prerender.invalid';
export const PRERENDER_CONTACT_PHONE = '+19990001234';

/** Defaults (product spec §§3 and 9). */
export const SCHOOL_DEFAULTS = { maxInterns: 10, allowsInterns: true } as const;
export const SUPERVISOR_DEFAULTS = {
  maxTeachers: 5,
  availableForNewTeachers: true,
  notificationPreferences: { email: true, sms: false },
} as const;

export const SYSTEM_SETTINGS_DEFAULTS = {
  teacherCertification: {
    autoNotifyDays: 30,
    warningThreshold: 60,
    allowGracePeriod: true,
    gracePeriodDays: 15,
    requireDocumentVerification: true,
  },
  internshipProgram: {
    maxInternPerSupervisor: 5,
    evaluationFrequency: 30,
    autoAssignSupervisors: false,
    requireObservationNotes: true,
    /** issue 31: days an observation may stay unacknowledged by the teacher before the one reminder. */
    observationAckReminderDays: 7,
  },
  paymentAndBilling: {
    paymentDueReminder: 7,
    autoSendInvoices: true,
    allowPartialPayments: true,
    defaultPaymentTerms: 30,
  },
  systemNotifications: {
    supervisorAssignments: true,
    certificationUpdates: true,
    evaluationDeadlines: true,
    paymentReminders: true,
  },
  // Issue 29: programs keep a field supervisor to its own interns (not in the product spec's four groups).
  security: {
    limitSupervisorsToOwnTeachers: true,
    /** Minutes without a request after which an admin's or supervisor's session ends (OWASP ASVS level 2, 3.3.2). */
    staffIdleMinutes: 30,
    /** The same for schools and teachers. */
    idleMinutes: 120,
    /** An admin without two-factor is sent to set it up before anything else. */
    requireTwoFactorForAdmins: false,
  },
};

/**
 * Texas certification rules (19 TAC chapter 228) behind checklists and alerts.
 */
export const TEXAS_RULES = {
  /** §228.41: 150 clock-hours of coursework/training before an internship. */
  courseworkHours: 150,
  /** §228.43: pre-service field-based experience; 30 h under the old rule, 50 h since 1 Sep 2024. */
  fieldExperienceHours: 50,
  /** §228.109: first formal observation within the first 4 weeks (28 days). */
  firstObservationWithinDays: 28,
  /** Dashboard alert window for an upcoming first-observation deadline. */
  firstObsAlertDays: 7,
  /** §228.55: late hires finish pre-internship requirements within 90 business days. */
  lateHireBusinessDays: 90,
  /** §228.105: each formal observation lasts at least 45 minutes. */
  observationMinMinutes: 45,
  /** §228.105: a virtual formal observation counts only with a synchronous post-conference within 72 hours. */
  virtualPostConferenceHours: 72,
  /** §228.101: supervisors have at least 3 years of experience. */
  supervisorMinYears: 3,
} as const;

/**
 * §228.109: the formal observations an intern certificate needs, by the spec's obsNeeded value: how many in the
 * first and the second half of the internship, in all, and how many in person. 'n/a' (or empty): none apply.
 */
export const OBS_REQUIREMENTS: Record<string, { firstHalf: number; secondHalf: number; total: number; inPerson: number }> = {
  '5 Total (3 In Person 2 Virtual)': { firstHalf: 3, secondHalf: 2, total: 5, inPerson: 3 },
  '3 Total (In Person)': { firstHalf: 2, secondHalf: 1, total: 3, inPerson: 3 },
};

/** A requirement whose deadline is this close (days) and still unmet puts the intern 'at risk' (program practice). */
export const COMPLIANCE_AT_RISK_DAYS = 14;

/** The program's own calendar: 'today' is this zone's date, not the server's UTC date (configurable). */
export const PROGRAM_TIME_ZONE = 'America/Chicago';

/** Number of formal observations implied by the spec's obsNeeded values (§228.109). */
export const OBS_NEEDED_COUNT: Record<string, number> = {
  'n/a': 0,
  '3 Total (In Person)': 3,
  '5 Total (3 In Person 2 Virtual)': 5,
};

/** Spreadsheet import of teacher records (issue 19): the largest file and the most data rows one request takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/**
 * The largest request body (issue 29), checked while it arrives, before it is parsed. A route without a token, or
 * one any signed-in account may call, or one only for schools takes small forms: 64 KB. Staff routes keep 5 MB: a
 * teacher record may carry hundreds of notes. The import has its own limit (IMPORT_MAX_BYTES, multipart).
 */
export const PUBLIC_BODY_MAX_BYTES = 64 * 1024;
export const STAFF_BODY_MAX_BYTES = 5 * 1024 * 1024;
/** A teacher-record draft kept on the server (issue 19): the largest one, as JSON text. */
export const DRAFT_MAX_BYTES = 512 * 1024;

// The public talent pool (product spec 'Browse teachers', 'Browse sample card'): the Browse filters' choices, which
// are also the choices of a teacher's public profile.
export const BROWSE_SUBJECTS = [
  'Elementary Education',
  'Mathematics',
  'Science',
  'English/Language Arts',
  'Social Studies',
  'Special Education',
  'Physical Education',
  'Art',
  'Music',
  'Technology',
  'Bilingual Education',
  'Career & Technical Education',
] as const;
export const BROWSE_GRADE_LEVELS = [
  'Pre-K',
  'Kindergarten',
  'Elementary (1-5)',
  'Middle School (6-8)',
  'High School (9-12)',
  'All Grades',
] as const;
export const BROWSE_LOCATIONS = [
  'Austin Area',
  'Dallas-Fort Worth',
  'Houston Area',
  'San Antonio Area',
  'El Paso',
  'Corpus Christi',
  'Lubbock',
  'Amarillo',
  'Beaumont',
  'Brownsville',
  'East Texas',
  'West Texas',
  'Central Texas',
  'South Texas',
] as const;
/** When a teacher can start (the card shows 'Immediate' in green, any other in blue). */
export const BROWSE_AVAILABILITY = ['Immediate', 'Next Semester', 'Fall 2026', 'Spring 2027', 'Fall 2027'] as const;

// --- The teacher's own area (issue 31) ---
/** A sign-in link e-mailed on request ("E-mail me a sign-in link"): single use, valid this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/**
 * The teacher area's pages that e-mails link to (remote-teacher's paths; the API's docs/teacher-api.md lists them).
 * Signed out, the teacher signs in and lands on the page.
 */
export const TEACHER_PAGES = {
  dashboard: '/teacher/dashboard',
  observations: '/teacher/observations',
  /** One observation (the feedback e-mail's link): the observations page with that one in view. */
  observation: (supervisionId: string) => `/teacher/observations/${supervisionId}`,
  payments: '/teacher/payments',
  invoice: (chargeId: string) => `/teacher/payments/invoices/${chargeId}`,
  profile: '/teacher/profile',
  data: '/teacher/data',
  // Issue 32, evidence (evt)
  documents: '/teacher/documents',
  fieldHours: '/teacher/field-hours',
} as const;
/** Where "E-mail me a sign-in link" e-mails land: the public sign-in page redeems the token. */
export const SIGN_IN_LINK_PAGE = '/login/link';
/**
 * The talent-pool consent text a teacher reads before turning the profile on. Each consent record keeps the version and
 * the text shown; a new text gets a new version (and a teacher then agrees to it again).
 */
export const TEACHER_CONSENT_TEXT = {
  version: '2026-11-1',
  body:
    'When your profile is on, the program shows your public profile card (first name, last initial, subject, grade level, ' +
    'location, experience, certification, specializations, availability and short bio) on the public talent pool (Browse ' +
    'teachers) and to approved schools (Find Teachers), except the schools and districts you hide it from. A school may ask ' +
    'the program for your contact details; the program decides and you see each request here. You can turn your profile ' +
    'off at any time; it then disappears from both lists at once.',
} as const;

/** The longest search the staff list takes (characters; issue 33/34, teacher-search.ts). */
export const TEACHER_SEARCH_MAX = 200;
