import { z } from 'zod';
import {
  ADMISSION_WHEN,
  BROWSE_AVAILABILITY,
  BROWSE_GRADE_LEVELS,
  BROWSE_LOCATIONS,
  BROWSE_SUBJECTS,
  CERT_TYPES,
  EXAM_TYPES,
  INTERN_STATUSES,
  OBS_NEEDED,
  OBSERVATION_KINDS,
  OBSERVATION_MODES,
  OBSERVATION_REMOVAL_REASON_MAX,
  OBSERVATION_SOURCES,
  ONE_FIFTY_HOURS,
  PPR_PASSED,
  PPR_STATUSES,
  TEACHER_STATUSES,
  THIRTY_OBS_HOURS,
  ASSIGNMENT_STATUSES,
} from '../constants';
import { observationMinutes } from '../supervision/compliance';
import { minutesObserved, ttessFormSchema } from '../supervision/ttess';
import {
  boolish,
  calendarDate,
  dateText,
  linkText,
  money,
  optionalEmail,
  optionalInt,
  requiredText,
  teacherIdParam,
  text,
  tooLong,
  updatedAtField,
} from './common';
import { enumField, enumFieldOrBlank } from '../enum-words';

const blankInput = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An enum field where '' is no choice (the default); the portal's labels are taken too (enum-words.ts). */
const emptyOr = <const T extends readonly [string, ...string[]]>(values: T, noun: string) => enumFieldOrBlank(values, noun).prefault('');

/** The talent-pool card's fields (the record's publicProfile, and PUT me/profile: the teacher's own edit of them). */
export const publicProfileFields = {
  subject: emptyOr(BROWSE_SUBJECTS, 'subject'),
  gradeLevel: emptyOr(BROWSE_GRADE_LEVELS, 'grade level'),
  location: emptyOr(BROWSE_LOCATIONS, 'location'),
  experience: text('Experience', 100),
  certification: text('Certification', 200),
  specializations: z.array(requiredText('Specialization', 100)).max(12, 'At most 12 specializations').prefault([]),
  availability: emptyOr(BROWSE_AVAILABILITY, 'availability'),
  bio: text('Short bio', 600),
};

const noteDate = calendarDate('Note date', { kind: 'date-or-date-time' });
const noteText = requiredText('Note', 5000, 'Note cannot be blank');
export const mentorNoteSchema = z.object({ date: noteDate, content: noteText });
export const pprNoteSchema = z.object({ date: noteDate, description: noteText });
export const examSchema = z.object({
  number: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: (iss) => (blankInput(iss.input) ? 'Exam number is required' : 'Exam number must be a number') })
      .int('Exam number must be a whole number')
      .min(1, 'Exam number must be 1 or more')
      .max(99, 'Exam number is too large'),
  ),
  content: enumField(EXAM_TYPES, 'exam type').prefault('n/a'),
  notes: z
    .array(z.string({ error: 'Exam note must be text' }).trim().max(2000, tooLong('Exam note', 2000)))
    .max(50, 'At most 50 notes per exam')
    .prefault([]),
});
/** '45' and 45 are the same number of minutes; other text is left as it is (old free-text durations). */
const numericText = (v: unknown) => (typeof v === 'string' && v.length <= 40 && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v);

/** Minutes of a new observation: a whole number (45 or "45"). */
export const observationMinutesField = z.preprocess(
  numericText,
  z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === '' ? 'Duration is required' : 'Duration must be a number of minutes'),
    })
    .int('Duration must be a whole number of minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(1440, 'Duration must be at most 1440 minutes'),
);

/**
 * One observation of the log (§228.105). Old records hold a free-text duration: one that is a number of minutes
 * was migrated to the number (migration 007); other text is kept, shown, and not counted.
 */
export const supervisionRecordSchema = z.object({
  date: calendarDate('Supervision date'),
  kind: enumField(OBSERVATION_KINDS, 'kind').prefault('formal'),
  mode: enumField(OBSERVATION_MODES, 'mode').prefault('in person'),
  // Text that is a number of minutes ('45', '45 minutes') is read as the number; other text stays as it is.
  duration: z
    .preprocess(
      (v) => (typeof v === 'string' ? (observationMinutes(v) ?? v) : v),
      z.union([z.number().int().min(0).max(1440), text('Duration', 100)]),
    )
    .prefault(''),
  preConferenceDate: dateText('Pre-conference date'),
  postConferenceDate: dateText('Post-conference date'),
  comment: text('Comment', 5000),
  /** The T-TESS form (docs/domain/observations.md); absent on observations recorded without it, which keep their shape. */
  ttess: ttessFormSchema.optional(),
  /**
   * The id the recording device gave the observation (a draft saved offline and sent later): the server records one
   * observation per id and teacher, so a resend after a lost answer adds nothing.
   */
  clientId: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Client id: letters, digits and hyphens')
    .optional(),
  // The server's stamps. A body may carry them (a record read and sent back validates), but the server
  // never takes them from one: a PUT keeps the stored log, a new record's observations are stamped by the server.
  /** When the written feedback was e-mailed to the mentor (set by the server). */
  mentorCopySentAt: z.string().max(40).nullable().prefault(null),
  /** When the mentor signed the acknowledgement of the written feedback through its one-time link (set by the server). */
  mentorAcknowledgedAt: z.string().max(40).nullable().optional(),
  /** The observation's id (set by the server; the removal route names it). */
  _id: z.string().max(40).optional(),
  source: z.enum(OBSERVATION_SOURCES).optional(),
  /** Who recorded it (or entered it with the record), and when: set by the server. */
  recordedBy: z.string().max(320).nullable().optional(),
  recordedAt: z.string().max(40).nullable().optional(),
  /** The teacher's acknowledgement (when) and reply; set by the server only (POST me/observations/{id}/acknowledge). */
  acknowledgedAt: z.string().max(40).nullable().optional(),
  reply: z.string().max(2000).nullable().optional(),
});

/** An observation an admin removed: kept and shown as removed, counted nowhere. Set by the server only. */
export const removedObservationSchema = supervisionRecordSchema.extend({
  removedAt: z.string().max(40),
  removedBy: z.string().max(320),
  reason: z.string().max(OBSERVATION_REMOVAL_REASON_MAX),
});
export type RemovedObservation = z.output<typeof removedObservationSchema>;

/** POST teachers/{id}/supervisions/{supervisionId}/remove (admins): why. Required, kept in the record and the audit trail. */
export const observationRemovalSchema = z.object({
  reason: requiredText('Reason', OBSERVATION_REMOVAL_REASON_MAX, 'Give a reason for removing the observation'),
  updatedAt: updatedAtField,
});
export type ObservationRemoval = z.input<typeof observationRemovalSchema>;
/** teachers/{id}/supervisions/{supervisionId}: the teacher (id or record number) and the observation's id. */
export const observationIdParam = teacherIdParam.extend({ supervisionId: z.uuid({ error: 'Invalid observation id' }) });

/**
 * One of the two intern forms: uploaded (with its link) and, when the setting requireDocumentVerification is on,
 * verified by an admin. `verifiedBy` / `verifiedAt` are set by the server (applyDocumentVerification), never taken
 * from the client.
 */
const formItem = z
  .object({
    uploaded: boolish.prefault(false),
    link: linkText('Document link'),
    verified: boolish.prefault(false),
    verifiedBy: text('Verified by', 320),
    verifiedAt: z.string().max(40).prefault(''),
  })
  .prefault({});

/** The teacher record body, as staff edit it (product spec §3). Canonical spellings only. */
export const teacherBodySchema = z.object({
  teacherStatus: enumField(TEACHER_STATUSES, 'status').prefault('pending'),
  name: z.object(
    {
      first: requiredText('First name', 100),
      last: requiredText('Last name', 100),
    },
    { error: 'Name is required' },
  ),
  teaId: optionalInt.prefault(null),
  orbundId: optionalInt.prefault(null),
  contact: z
    .object({
      email: optionalEmail('Email'),
      secondaryEmail: optionalEmail('Secondary email'),
      phoneNumber: text('Phone number', 40),
      location: text('Location', 200),
    })
    .prefault({}),
  mentor: z
    .object({
      name: text('Mentor name', 200),
      email: optionalEmail('Mentor email'),
      teaId: optionalInt.prefault(null),
      notes: z.array(mentorNoteSchema).max(500, 'At most 500 mentor notes').prefault([]),
    })
    .prefault({}),
  placement: z
    .object({
      principal: z.object({ name: text('Principal name', 200), email: optionalEmail('Principal email') }).prefault({}),
      campusName: text('Campus name', 200),
      districtName: text('District name', 200),
      hrContact: text('HR contact', 200),
    })
    .prefault({}),
  certificationInfo: z
    .object({
      startDate: dateText('Start date'),
      endDate: dateText('End date'),
      firstDayWithStudent: dateText('First day with students'),
      firstObsDeadline: dateText('First observation deadline'),
      teaPosted: boolish.prefault(false),
      certType: emptyOr(CERT_TYPES, 'certificate type'),
    })
    .prefault({}),
  needToCompleteDateIntroAndFbe: text('Need to complete date (intro and FBE)', 200),
  internStatus: emptyOr(INTERN_STATUSES, 'intern status'),
  thirtyObsHours: emptyOr(THIRTY_OBS_HOURS, 'observation hours status'),
  oneFiftyCourseWorkHours: emptyOr(ONE_FIFTY_HOURS, 'coursework hours status'),
  obsNeeded: enumField(OBS_NEEDED, 'observations-needed choice').prefault('n/a'),
  admissionDate: z.object({ when: emptyOr(ADMISSION_WHEN, 'admission choice'), day: dateText('Admission day') }).prefault({}),
  needsInformalObs: boolish.prefault(false),
  midYearIntern: boolish.prefault(false),
  ppr: z
    .object({
      isTrade: boolish.prefault(false),
      status: enumField(PPR_STATUSES, 'PPR status').prefault('pending'),
      passed: z.preprocess((v) => (v === true ? 'yes' : v === false ? 'no' : v), enumField(PPR_PASSED, 'PPR result')).prefault('pending'),
      notes: z.array(pprNoteSchema).max(500, 'At most 500 PPR notes').prefault([]),
    })
    .prefault({}),
  exams: z.array(examSchema).max(100, 'At most 100 exams').prefault([]),
  supervisions: z
    .object({
      supervisor: text('Supervisor name', 200),
      list: z.array(supervisionRecordSchema).max(500, 'At most 500 supervision records').prefault([]),
      /** Observations an admin removed (server-kept: a body's are ignored). */
      removed: z.array(removedObservationSchema).max(500, 'At most 500 removed supervision records').prefault([]),
    })
    .prefault({}),
  formsStatus: z.object({ mentorHandbookFormsUploaded: formItem, internMentorAttestationForm: formItem }).prefault({}),
  hiredListInfo: z
    .object({ pendingItems: text('Pending items', 2000), dateAdded: dateText('Date added to list'), dateHired: dateText('Date hired') })
    .prefault({}),
  financials: z.object({ paymentsPending: money.prefault(0), remainingBalance: money.prefault(0) }).prefault({}),
  /**
   * The card on the public Browse page (product spec 'Browse sample card'). Shown only while `show` is ticked by an
   * admin and the teacher is ready for hire; never with the last name, contact details, TEA ID or money.
   */
  publicProfile: z
    .object({
      show: boolish.prefault(false),
      ...publicProfileFields,
    })
    .prefault({}),
});

/** Accept both spellings the spec lists; store the canonical one. */
export function normalizeTeacherInput(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const src = { ...(input as Record<string, unknown>) };
  const alias = (from: string, to: string) => {
    if (from in src) {
      if (src[to] === undefined) src[to] = src[from];
      delete src[from];
    }
  };
  alias('needToCompleteIntroAndFbe', 'needToCompleteDateIntroAndFbe');
  alias('thirstyObsHours', 'thirtyObsHours');
  alias('oneFiftyCourseHours', 'oneFiftyCourseWorkHours');
  return src;
}

/** POST /api/teachers and PUT teachers/{id} body. `updatedAt` (PUT) guards against stale overwrites. */
export const teacherInputSchema = z.preprocess(normalizeTeacherInput, teacherBodySchema.extend({ updatedAt: updatedAtField }));

/** The teacher record body after validation (what is stored; `Teacher` in responses/ adds the ids and dates). */
export type TeacherBody = z.output<typeof teacherBodySchema>;
export type TeacherInput = z.input<typeof teacherBodySchema> & { updatedAt?: string };
/** An empty teacher form (all defaults). */
export function emptyTeacher(): StoredTeacherBody {
  const blank = teacherBodySchema.parse({ name: { first: '-', last: '-' } });
  return { ...blank, name: { first: '', last: '' }, supervisions: { supervisor: '', list: [], removed: [] } };
}

export type SupervisionRecord = z.output<typeof supervisionRecordSchema>;
/** An observation as stored: with the server's stamps. */
export type StoredObservation = Omit<SupervisionRecord, '_id' | 'source' | 'recordedBy' | 'recordedAt'> & {
  _id: string;
  source: (typeof OBSERVATION_SOURCES)[number];
  recordedBy: string | null;
  recordedAt: string | null;
};
/** The record body as stored and answered: its observations carry the server's stamps. */
export type StoredTeacherBody = Omit<TeacherBody, 'supervisions'> & {
  supervisions: {
    supervisor: string;
    list: StoredObservation[];
    removed: (StoredObservation & { removedAt: string; removedBy: string; reason: string })[];
  };
};

let fixtureIds = 0;
/**
 * An observation with every field at its default (formal, in person, recorded), then `over`: the fixtures' (ids
 * counted up, so fixtures are the same every run).
 */
export function observation(over: Partial<StoredObservation> & { date: string }): StoredObservation {
  fixtureIds += 1;
  return {
    ...supervisionRecordSchema.parse({ date: over.date }),
    _id: `00000000-0000-4000-8000-${String(fixtureIds).padStart(12, '0')}`,
    source: 'recorded',
    recordedBy: null,
    recordedAt: null,
    ...over,
  };
}

const assignedId = (label: string) =>
  z
    .uuid({ error: (iss) => (iss.input === undefined ? `${label} is required (null for none)` : `${label} must be an id or null`) })
    .nullable();
const ASSIGNING_REQUIRES = [
  ['status', 'Status'],
  ['startDate', 'Assignment start date'],
  ['endDate', 'Assignment end date'],
] as const;

/**
 * PUT teachers/{id}/assignment: the teacher's whole current assignment. Nothing is defaulted, so `{}` is a 400
 * and never a silent reset. schoolId and supervisorId are always sent, null for none; both null clears the
 * assignment explicitly, and only then may status and dates be left out. A date is '' for not set (start) or
 * ongoing (end), as the forms send it.
 */
export const assignmentInputSchema = z
  .object({
    schoolId: assignedId('School'),
    supervisorId: assignedId('Field supervisor'),
    status: z
      .enum(ASSIGNMENT_STATUSES, {
        error: (iss) => (iss.input === undefined ? 'Status is required' : `Status must be one of: ${ASSIGNMENT_STATUSES.join(', ')}`),
      })
      .optional(),
    startDate: calendarDate('Assignment start date', { blank: true }).optional(),
    endDate: calendarDate('Assignment end date', { blank: true }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.schoolId === null && v.supervisorId === null) return;
    for (const [key, label] of ASSIGNING_REQUIRES) {
      if (v[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${label} is required` });
    }
  })
  // Only a clearing body gets here without them, and a clear stores none of them.
  .transform((v) => ({ ...v, status: v.status ?? 'active', startDate: v.startDate ?? '', endDate: v.endDate ?? '' }));
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

/**
 * PUT teachers/{id} (the record's one Save): the record and, optionally, its assignment (the body of PUT
 * teachers/{id}/assignment), saved in one transaction. Only admins send an assignment.
 */
export const teacherUpdateSchema = z.preprocess(
  normalizeTeacherInput,
  // null: no assignment, as GET teachers/{id} answers for a teacher without one (the record sent back as read).
  teacherBodySchema.extend({ updatedAt: updatedAtField, assignment: assignmentInputSchema.nullable().optional() }),
);

/**
 * POST teachers/{id}/supervisions: record one observation. A new observation says how long it lasted (stored
 * records without one still load); the written feedback is required while the system setting
 * `requireObservationNotes` is on (checked by the server, which reads the setting).
 */
export const supervisionInputSchema = supervisionRecordSchema
  .omit({
    mentorCopySentAt: true,
    mentorAcknowledgedAt: true,
    _id: true,
    source: true,
    recordedBy: true,
    recordedAt: true,
    acknowledgedAt: true,
    reply: true,
  })
  .extend({
    // Asked for only without the T-TESS form: with it the minutes come from its start and end times.
    duration: z.preprocess((v) => (v === '' || v === null ? undefined : v), observationMinutesField.optional()),
    updatedAt: updatedAtField,
  })
  .superRefine((v, ctx) => {
    if (!v.ttess && v.duration === undefined) ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Duration is required' });
  })
  // With the T-TESS form its times and conference dates are the observation's: the compliance check reads those.
  .transform(({ duration, ...v }) =>
    v.ttess
      ? {
          ...v,
          duration: minutesObserved(v.ttess.startTime, v.ttess.endTime) ?? 0,
          preConferenceDate: v.ttess.preConference.date,
          postConferenceDate: v.ttess.postConference.date,
        }
      : { ...v, duration: duration ?? 0 },
  );

/** The 400 for an observation without written feedback while `requireObservationNotes` is on. */
export const OBSERVATION_NOTES_REQUIRED = 'Written feedback is required for an observation';
