import { z } from 'zod';
import {
  ADMISSION_WHEN,
  CERT_TYPES,
  EXAM_TYPES,
  INTERN_STATUSES,
  OBS_NEEDED,
  ONE_FIFTY_HOURS,
  PPR_PASSED,
  PPR_STATUSES,
  TEACHER_STATUSES,
  THIRTY_OBS_HOURS,
  ASSIGNMENT_STATUSES,
} from '../constants';
import { boolish, dateText, money, optionalEmail, optionalInt, text } from './common';

const emptyOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')], { error: `Must be one of: ${values.join(', ')}` }).prefault('');

export const mentorNoteSchema = z.object({
  date: z.string().trim().min(1, 'Note date is required'),
  content: z.string().trim().min(1, 'Note cannot be blank').max(5000),
});
export const pprNoteSchema = z.object({
  date: z.string().trim().min(1, 'Note date is required'),
  description: z.string().trim().min(1, 'Note cannot be blank').max(5000),
});
export const examSchema = z.object({
  number: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: 'Exam number is required' }).int('Exam number must be a whole number').min(1, 'Exam number must be 1 or more').max(99, 'Exam number is too large'),
  ),
  content: z.enum(EXAM_TYPES, { error: 'Unknown exam type' }).prefault('n/a'),
  notes: z.array(z.string().trim().max(2000)).max(50).prefault([]),
});
export const supervisionRecordSchema = z.object({
  date: z.string().trim().min(1, 'Supervision date is required').refine((v) => !Number.isNaN(Date.parse(v)), 'Supervision date must be a date'),
  duration: text(100),
  comment: text(5000),
});

const formItem = z.object({ uploaded: boolish.prefault(false), link: text(2000) }).prefault({});

/** The teacher record body, as staff edit it (SPEC section 3). Canonical spellings only. */
export const teacherBodySchema = z.object({
  teacherStatus: z.enum(TEACHER_STATUSES, { error: `Status must be one of: ${TEACHER_STATUSES.join(', ')}` }).prefault('pending'),
  name: z.object({
    first: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
    last: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  }, { error: 'Name is required' }),
  teaId: optionalInt.prefault(null),
  orbundId: optionalInt.prefault(null),
  contact: z
    .object({ email: optionalEmail, secondaryEmail: optionalEmail, phoneNumber: text(40), location: text(200) })
    .prefault({}),
  mentor: z
    .object({ name: text(200), email: optionalEmail, teaId: optionalInt.prefault(null), notes: z.array(mentorNoteSchema).max(500).prefault([]) })
    .prefault({}),
  placement: z
    .object({
      principal: z.object({ name: text(200), email: optionalEmail }).prefault({}),
      campusName: text(200),
      districtName: text(200),
      hrContact: text(200),
    })
    .prefault({}),
  certificationInfo: z
    .object({
      startDate: dateText,
      endDate: dateText,
      firstDayWithStudent: dateText,
      firstObsDeadline: dateText,
      teaPosted: boolish.prefault(false),
      certType: emptyOr(CERT_TYPES),
    })
    .prefault({}),
  needToCompleteDateIntroAndFbe: text(200),
  internStatus: emptyOr(INTERN_STATUSES),
  thirtyObsHours: emptyOr(THIRTY_OBS_HOURS),
  oneFiftyCourseWorkHours: emptyOr(ONE_FIFTY_HOURS),
  obsNeeded: z.enum(OBS_NEEDED, { error: `Must be one of: ${OBS_NEEDED.join(', ')}` }).prefault('n/a'),
  admissionDate: z.object({ when: emptyOr(ADMISSION_WHEN), day: dateText }).prefault({}),
  needsInformalObs: boolish.prefault(false),
  midYearIntern: boolish.prefault(false),
  ppr: z
    .object({
      isTrade: boolish.prefault(false),
      status: z.enum(PPR_STATUSES, { error: `Must be one of: ${PPR_STATUSES.join(', ')}` }).prefault('pending'),
      passed: z
        .preprocess((v) => (v === true ? 'yes' : v === false ? 'no' : v), z.enum(PPR_PASSED, { error: 'Must be pending, no or yes' }))
        .prefault('pending'),
      notes: z.array(pprNoteSchema).max(500).prefault([]),
    })
    .prefault({}),
  exams: z.array(examSchema).max(100).prefault([]),
  supervisions: z
    .object({ supervisor: text(200), list: z.array(supervisionRecordSchema).max(500).prefault([]) })
    .prefault({}),
  formsStatus: z.object({ mentorHandbookFormsUploaded: formItem, internMentorAttestationForm: formItem }).prefault({}),
  hiredListInfo: z.object({ pendingItems: text(2000), dateAdded: dateText, dateHired: dateText }).prefault({}),
  financials: z.object({ paymentsPending: money.prefault(0), remainingBalance: money.prefault(0) }).prefault({}),
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
export const teacherInputSchema = z.preprocess(
  normalizeTeacherInput,
  teacherBodySchema.extend({ updatedAt: z.string().optional() }),
);

export const teacherAssignmentSchema = z.object({
  _id: z.string(),
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  supervisorId: z.string().nullable(),
  supervisorName: z.string().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
});
export type TeacherAssignment = z.infer<typeof teacherAssignmentSchema>;

/** A stored teacher as the API returns it. */
export type TeacherBody = z.output<typeof teacherBodySchema>;
export type TeacherInput = z.input<typeof teacherBodySchema> & { updatedAt?: string };
export interface Teacher extends TeacherBody {
  _id: string;
  dateAdded: string;
  updatedAt: string;
  /** The teacher's current placement (school / field supervisor), read-only here: set through the assignment endpoint. */
  assignment: TeacherAssignment | null;
}

/** An empty teacher form (all defaults). */
export function emptyTeacher(): TeacherBody {
  return { ...teacherBodySchema.parse({ name: { first: '-', last: '-' } }), name: { first: '', last: '' } };
}

/** PUT teachers/{id}/assignment: set or clear the teacher's school and field supervisor. */
export const assignmentInputSchema = z.object({
  schoolId: z.uuid({ error: 'Invalid school' }).nullable().prefault(null),
  supervisorId: z.uuid({ error: 'Invalid supervisor' }).nullable().prefault(null),
  status: z.enum(ASSIGNMENT_STATUSES, { error: `Status must be one of: ${ASSIGNMENT_STATUSES.join(', ')}` }).prefault('active'),
  startDate: dateText,
  endDate: dateText,
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

/** POST teachers/{id}/supervisions: record one observation (supervisor two-click flow). */
export const supervisionInputSchema = supervisionRecordSchema.extend({ updatedAt: z.string().optional() });

/** The limited profile a school sees of an available teacher (before an approved request). */
export interface AvailableTeacher {
  _id: string;
  name: { first: string; last: string };
  certificationAreas: string[];
  location: string;
  certType: string;
  availability: string;
  teacherStatus: string;
  /** This school's request for the teacher, if any. */
  request: { _id: string; status: 'pending' | 'approved' | 'denied'; createdAt: string; responseDate: string | null } | null;
}

/** What a school gets for a teacher after an admin approved its request. */
export interface ReleasedTeacher extends AvailableTeacher {
  contact: TeacherBody['contact'];
  certificationInfo: TeacherBody['certificationInfo'];
  exams: TeacherBody['exams'];
  ppr: { status: string; passed: string };
  oneFiftyCourseWorkHours: string;
  thirtyObsHours: string;
  internStatus: string;
}

export interface AuditEntry {
  _id: string;
  at: string;
  actor: string | null;
  action: 'create' | 'update' | 'delete';
  changes: { field: string; from: unknown; to: unknown }[];
}
