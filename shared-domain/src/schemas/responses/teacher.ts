import { z } from 'zod';
import type { TeacherBody } from '../teacher';
import {
  ADMISSION_WHEN,
  BROWSE_AVAILABILITY,
  BROWSE_GRADE_LEVELS,
  BROWSE_LOCATIONS,
  BROWSE_SUBJECTS,
  ASSIGNMENT_STATUSES,
  CERT_TYPES,
  EXAM_TYPES,
  INTERN_STATUSES,
  OBS_NEEDED,
  OBSERVATION_KINDS,
  OBSERVATION_MODES,
  OBSERVATION_SOURCES,
  ONE_FIFTY_HOURS,
  PPR_PASSED,
  PPR_STATUSES,
  REQUEST_STATUSES,
  TEACHER_STATUSES,
  THIRTY_OBS_HOURS,
} from '../../constants';
import { isoDateTime, personName, recordDate } from './common';
import { TTESS_DIMENSION_IDS, TTESS_LEVELS } from '../../constants/ttess';
import { publicProfileCardSchema, schoolProfileCardSchema, type PublicProfileCard } from './profile-card';

/** One of the values, or '' for not set (the body schema's `emptyOr`). */
const emptyOr = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);

/** The talent-pool card's fields as stored (the record's publicProfile, and GET / PUT me/profile's answer). */
export const publicProfileResponseFields = {
  subject: emptyOr(BROWSE_SUBJECTS),
  gradeLevel: emptyOr(BROWSE_GRADE_LEVELS),
  location: emptyOr(BROWSE_LOCATIONS),
  experience: z.string(),
  certification: z.string(),
  specializations: z.array(z.string()),
  availability: emptyOr(BROWSE_AVAILABILITY),
  bio: z.string(),
};

/** Each public profile field's label in words, as the teacher's profile form and data download show it. */
export const PUBLIC_PROFILE_LABELS: Record<keyof typeof publicProfileResponseFields, string> = {
  subject: 'Subject',
  gradeLevel: 'Grade level',
  location: 'Location',
  experience: 'Experience',
  certification: 'Certification',
  specializations: 'Specializations',
  availability: 'Availability',
  bio: 'Short bio',
};

const formItem = z.object({
  uploaded: z.boolean(),
  link: z.string(),
  verified: z.boolean(),
  verifiedBy: z.string(),
  verifiedAt: z.string(),
});
/** A note date: a day or a date-time (the form stamps Date#toISOString). */
const noteDate = z.string();

/** One observation as stored: the fields staff enter and the server's stamps. */
const conferenceResponse = z.object({ date: recordDate, time: z.string(), mode: z.enum(OBSERVATION_MODES) });
/** An observation's T-TESS form, as answered. */
export const ttessResponseSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  preConference: conferenceResponse,
  postConference: conferenceResponse,
  ratings: z.array(z.object({ dimension: z.enum(TTESS_DIMENSION_IDS), level: z.enum(TTESS_LEVELS), evidence: z.string() })),
  strengths: z.string(),
  areasToGrow: z.string(),
});

const observationResponseSchema = z.object({
  _id: z.string(),
  date: recordDate,
  kind: z.enum(OBSERVATION_KINDS),
  mode: z.enum(OBSERVATION_MODES),
  /** Minutes; text only on an old record whose duration was not a number of minutes. */
  duration: z.union([z.number().int(), z.string()]),
  preConferenceDate: recordDate,
  postConferenceDate: recordDate,
  comment: z.string(),
  /** When the portal e-mailed the mentor a copy of the feedback; never set by a client. */
  mentorCopySentAt: z.string().nullable(),
  /** When the mentor signed the acknowledgement of the feedback through its one-time link; never set by a client. */
  mentorAcknowledgedAt: z.string().nullable().optional(),
  /** 'recorded' through Add observation, or 'entered' with a new record (or before the portal kept the log). */
  source: z.enum(OBSERVATION_SOURCES),
  /** Who recorded or entered it, and when (null for observations older than the log: migration 019). */
  recordedBy: z.string().nullable(),
  recordedAt: z.string().nullable(),
  /** When the teacher acknowledged it (a receipt, not agreement) and the reply; set by the server only. */
  acknowledgedAt: z.string().nullable().optional(),
  reply: z.string().nullable().optional(),
  /** The T-TESS form; absent on an observation recorded without it. */
  ttess: ttessResponseSchema.optional(),
  /** The id the recording device gave it (an observation saved offline and sent later); absent otherwise. */
  clientId: z.string().optional(),
});

/** The stored teacher record: `teacherBodySchema`'s output, as the API sends it back. */
export const teacherBodyResponseSchema = z.object({
  teacherStatus: z.enum(TEACHER_STATUSES),
  name: personName,
  teaId: z.number().int().nullable(),
  orbundId: z.number().int().nullable(),
  contact: z.object({ email: z.string(), secondaryEmail: z.string(), phoneNumber: z.string(), location: z.string() }),
  mentor: z.object({
    name: z.string(),
    email: z.string(),
    teaId: z.number().int().nullable(),
    notes: z.array(z.object({ date: noteDate, content: z.string() })),
  }),
  placement: z.object({
    principal: z.object({ name: z.string(), email: z.string() }),
    campusName: z.string(),
    districtName: z.string(),
    hrContact: z.string(),
  }),
  certificationInfo: z.object({
    startDate: recordDate,
    endDate: recordDate,
    firstDayWithStudent: recordDate,
    firstObsDeadline: recordDate,
    teaPosted: z.boolean(),
    certType: emptyOr(CERT_TYPES),
  }),
  needToCompleteDateIntroAndFbe: z.string(),
  internStatus: emptyOr(INTERN_STATUSES),
  thirtyObsHours: emptyOr(THIRTY_OBS_HOURS),
  oneFiftyCourseWorkHours: emptyOr(ONE_FIFTY_HOURS),
  obsNeeded: z.enum(OBS_NEEDED),
  admissionDate: z.object({ when: emptyOr(ADMISSION_WHEN), day: recordDate }),
  needsInformalObs: z.boolean(),
  midYearIntern: z.boolean(),
  ppr: z.object({
    isTrade: z.boolean(),
    status: z.enum(PPR_STATUSES),
    passed: z.enum(PPR_PASSED),
    notes: z.array(z.object({ date: noteDate, description: z.string() })),
  }),
  exams: z.array(z.object({ number: z.number().int(), content: z.enum(EXAM_TYPES), notes: z.array(z.string()) })),
  supervisions: z.object({
    supervisor: z.string(),
    /** The observation log (§228.105): written only by the observation routes and a new record, stamped by the server. */
    list: z.array(observationResponseSchema),
    /** Observations an admin removed, with who, when and why: shown as removed, counted nowhere. */
    removed: z.array(observationResponseSchema.extend({ removedAt: isoDateTime, removedBy: z.string(), reason: z.string() })),
  }),
  formsStatus: z.object({ mentorHandbookFormsUploaded: formItem, internMentorAttestationForm: formItem }),
  hiredListInfo: z.object({ pendingItems: z.string(), dateAdded: recordDate, dateHired: recordDate }),
  financials: z.object({ paymentsPending: z.number(), remainingBalance: z.number() }),
  publicProfile: z.object({
    show: z.boolean(),
    ...publicProfileResponseFields,
  }),
});

/** A teacher on the public talent pool (GET /api/public/teachers): a visitor's profile card, nothing private. */
export const publicTeacherSchema = publicProfileCardSchema;
export type PublicTeacher = PublicProfileCard;

/** The teacher's current placement (school / field supervisor), set through the assignment endpoint. */
export const teacherAssignmentSchema = z.object({
  _id: z.string(),
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  supervisorId: z.string().nullable(),
  supervisorName: z.string().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
  startDate: recordDate,
  endDate: recordDate,
});
export type TeacherAssignment = z.infer<typeof teacherAssignmentSchema>;

/** A record's teacher-portal account, as admins see it on the record (GET teachers/{id}: `portal`). */
export const TEACHER_PORTAL_STATES = ['none', 'invited', 'active', 'revoked'] as const;
export const teacherPortalSchema = z
  .object({
    /** none: never invited; invited: set-password link sent, not used; active: signed up; revoked: cannot sign in. */
    state: z.enum(TEACHER_PORTAL_STATES),
    /** The account's sign-in e-mail (null without an account). */
    email: z.string().nullable(),
    invitedAt: isoDateTime.nullable(),
    acceptedAt: isoDateTime.nullable(),
    revokedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'TeacherPortal' });
export type TeacherPortal = z.infer<typeof teacherPortalSchema>;

/** A stored teacher as the API returns it to staff. */
export const teacherSchema = teacherBodyResponseSchema
  .extend({
    _id: z.string(),
    /**
     * The record number (1, 2, …): what the staff lists carry in place of the id, and what every
     * teachers/{id} route takes in its place. Absent for a school.
     */
    ref: z.number().int().optional(),
    dateAdded: isoDateTime,
    updatedAt: isoDateTime,
    /** Read-only here: set through PUT teachers/{id}/assignment. */
    assignment: teacherAssignmentSchema.nullable(),
    /** Derived from the payment ledger. Absent for a supervisor: supervisors do not see amounts. */
    financials: teacherBodyResponseSchema.shape.financials.optional(),
    /** The teacher-portal account (admins only). */
    portal: teacherPortalSchema.optional(),
    /** The teacher's talent-pool consent, on (true) or off; staff read it, never set it on. */
    talentPoolConsent: z.boolean().optional(),
  })
  .meta({ id: 'Teacher' });
export type Teacher = z.infer<typeof teacherSchema>;
/**
 * PUT teachers/{id}'s answer: the record as saved, and a notice when part of the body was not taken (the observations
 * differed from the stored log, which only the observation routes change).
 */
export const teacherSavedSchema = teacherSchema.extend({
  notice: z.string().optional().describe("present when the body's observations were ignored: the stored log is kept"),
});
export type TeacherSaved = z.infer<typeof teacherSavedSchema>;
/** A teacher as stored and as an admin reads it: with its financials. */
export type StoredTeacher = Teacher & { ref: number; financials: TeacherBody['financials'] };

/** The limited profile a school sees of an available teacher (before an approved request): its card and its request. */
export const availableTeacherSchema = schoolProfileCardSchema
  .extend({
    /** This school's request for the teacher, if any. */
    request: z
      .object({ _id: z.string(), status: z.enum(REQUEST_STATUSES), createdAt: isoDateTime, responseDate: isoDateTime.nullable() })
      .nullable(),
  })
  .meta({ id: 'AvailableTeacher' });
export type AvailableTeacher = z.infer<typeof availableTeacherSchema>;

/** What a school gets for a teacher after an admin approved its request. */
export const releasedTeacherSchema = availableTeacherSchema
  .extend({
    contact: teacherBodyResponseSchema.shape.contact,
    certificationInfo: teacherBodyResponseSchema.shape.certificationInfo,
    exams: teacherBodyResponseSchema.shape.exams,
    ppr: z.object({ status: z.string(), passed: z.string() }),
    oneFiftyCourseWorkHours: z.string(),
    thirtyObsHours: z.string(),
    internStatus: z.string(),
  })
  .meta({ id: 'ReleasedTeacher' });
export type ReleasedTeacher = z.infer<typeof releasedTeacherSchema>;

/**
 * GET teachers/{id}: staff get the whole record; a school the released profile, or the limited one. Most specific
 * first: encoding takes the first member that fits, and a smaller member would drop the larger one's fields.
 */
export const teacherViewSchema = z.union([teacherSchema, releasedTeacherSchema, availableTeacherSchema]);
export type TeacherView = z.infer<typeof teacherViewSchema>;

export const auditEntrySchema = z
  .object({
    _id: z.string(),
    at: isoDateTime,
    actor: z.string().nullable(),
    action: z.enum(['create', 'update', 'delete', 'undo']),
    changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
