import { CHAPTER_228_AMENDED_ON } from '../constants/path';

/** A teacher's evidence (documents and field-based experience hours). Each number cites its source. */

/**
 * The documents a teacher's record keeps: the spec's two intern forms (their keys are formsStatus's, whose
 * `uploaded` / `link` follow the store) and the other named documents.
 */
export const DOCUMENT_KINDS = [
  'mentorHandbookFormsUploaded',
  'internMentorAttestationForm',
  'certificate',
  'transcript',
  'serviceRecord',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  mentorHandbookFormsUploaded: 'Mentor Handbook Forms',
  internMentorAttestationForm: 'Intern Mentor Attestation Form',
  certificate: 'Certificate',
  transcript: 'Transcript',
  serviceRecord: 'Service record',
};
/** The kinds that are the spec's formsStatus items. */
export const FORM_DOCUMENT_KINDS = ['mentorHandbookFormsUploaded', 'internMentorAttestationForm'] as const;
export const isFormKind = (k: DocumentKind): k is (typeof FORM_DOCUMENT_KINDS)[number] =>
  (FORM_DOCUMENT_KINDS as readonly string[]).includes(k);

/** What a document may be, by its content (magic bytes), never by its name. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** The file input's hint (the server decides by content). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Limits of a teacher's documents, each checked before the work it bounds. */
export const DOCUMENT_LIMITS = {
  /** One file, checked while it streams in. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Every version of every document of one teacher. */
  maxVersionsPerTeacher: 60,
  /** The bytes of all of one teacher's versions. */
  maxBytesPerTeacher: 200 * 1024 * 1024,
  /** A return reason. */
  maxReasonChars: 1000,
} as const;

export const DOCUMENT_STATUSES = ['pending', 'verified', 'returned'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Where a document version comes from: an uploaded file, or a paper form staff saw before the portal kept files. */
export const EVIDENCE_SOURCES = ['upload', 'before_portal'] as const;
/** Where an hours entry comes from: the log, or hours earned before it that staff recorded with a note. */
export const FIELD_HOUR_SOURCES = ['log', 'before_portal'] as const;
/** The most hours one entry earned before the portal may hold (the largest requirement, twice over). */
export const FIELD_HOURS_BEFORE_PORTAL_MAX = 99;

/**
 * §228.43 (19 TAC): pre-service field-based experience. Candidates admitted on or after 1 Sep 2024 need 50 clock-hours,
 * at least 25 of them actively engaged with students; those admitted before, 30 hours.
 */
export const FIELD_HOURS_RULE = {
  /** §228.43, admissions from `since`: 50 clock-hours. */
  hours: 50,
  /** §228.43: of them, at least 25 actively engaged in instructional or educational activities. */
  activeHours: 25,
  /** §228.43, admissions before `since` (the rule as amended in 2024 took effect then): 30 clock-hours. */
  hoursBefore: 30,
  /** §228.43 as amended: applies to candidates admitted on or after this date. */
  since: CHAPTER_228_AMENDED_ON,
} as const;

/** Program practice (docs/domain/evidence.md, 19 TAC §228.43: a large Texas program's rules): at most 6 hours a day. */
export const FIELD_HOURS_MAX_A_DAY = 6;
/** The observed teacher's one-time link works for 14 days. */
export const FIELD_HOURS_LINK_DAYS = 14;
/** The longest texts of an entry. */
export const FIELD_HOURS_TEXT_MAX = { campus: 200, name: 200, activity: 2000, comment: 1000, note: 1000 } as const;
/**
 * Confirmation requests (entries logged, each e-mailing its link) one teacher may make in 24 hours: enough for any
 * honest week of visits, too few to use the program's mail as a megaphone. Counted in the database.
 */
export const FIELD_HOURS_REQUESTS_A_DAY = 10;
/** An observed teacher who confirmed hours for this many interns or more is flagged to staff. */
export const FIELD_HOURS_CONFIRMER_MANY_INTERNS = 3;
/** Who the teacher sees as having acted for the program, in place of a staff member's e-mail. */
export const PROGRAM_STAFF = 'Program staff';
