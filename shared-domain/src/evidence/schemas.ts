import { z } from 'zod';
import { calendarDate } from '../schemas/calendar-date';
import { email, requiredText, teacherIdParam, text } from '../schemas/common';
import { isoDateTime } from '../schemas/responses/common';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  FIELD_HOURS_MAX_A_DAY,
  FIELD_HOURS_TEXT_MAX,
  FIELD_HOURS_BEFORE_PORTAL_MAX,
  EVIDENCE_SOURCES,
  FIELD_HOUR_SOURCES,
} from './constants';
import { EVIDENCE_MESSAGES } from './messages';

/** teachers/{id}/documents/{kind}: the kind of document an upload is. */
export const documentKindParam = teacherIdParam.extend({
  kind: z.enum(DOCUMENT_KINDS, { error: `Document kind must be one of: ${DOCUMENT_KINDS.join(', ')}` }),
});
/** teachers/{id}/documents/{documentId}/...: one stored version. */
export const documentIdParam = teacherIdParam.extend({ documentId: z.uuid({ error: 'Invalid document id' }) });

/** One stored version of a document: who uploaded it and when, and its verification. */
export const documentVersionSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    version: z.number().int(),
    fileName: z.string(),
    /** null for a version recorded before the portal (no file). */
    contentType: z.enum(DOCUMENT_TYPES).nullable(),
    size: z.number().int(),
    uploadedBy: z.string(),
    uploadedAt: isoDateTime,
    status: z.enum(DOCUMENT_STATUSES),
    reviewedBy: z.string().nullable(),
    reviewedAt: isoDateTime.nullable(),
    returnReason: z.string(),
    /** 'before_portal': staff saw the paper form before the portal kept files (no file; `note` says what was seen). */
    source: z.enum(EVIDENCE_SOURCES),
    note: z.string(),
    /** The authorised download route (an attachment, never shown inline); '' when there is no file. */
    downloadUrl: z.string(),
  })
  .meta({ id: 'DocumentVersion' });
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** A teacher's documents: each kind with its current version (the newest) and every version, newest first. */
export const teacherDocumentsSchema = z
  .object({
    teacherId: z.string(),
    requireVerification: z.boolean(),
    kinds: z.array(
      z.object({
        kind: z.enum(DOCUMENT_KINDS),
        label: z.string(),
        current: documentVersionSchema.nullable(),
        versions: z.array(documentVersionSchema),
      }),
    ),
    limits: z.object({ versions: z.number().int(), maxVersions: z.number().int(), bytes: z.number().int(), maxBytes: z.number().int() }),
  })
  .meta({ id: 'TeacherDocuments' });
export type TeacherDocuments = z.infer<typeof teacherDocumentsSchema>;

/** POST .../return (admins): why; the teacher reads it and is e-mailed it. */
export const documentReturnSchema = z
  .object({ reason: requiredText('Reason', DOCUMENT_LIMITS.maxReasonChars, 'Give a reason for returning the document') })
  .strict();
export const emptyBodySchema = z.object({}).strict().nullish().describe('nothing, or {}');

/** POST .../documents/{documentId}/undo (admins): the review being taken back; one that no longer matches is refused. */
export const documentUndoSchema = z
  .object({ status: z.enum(['verified', 'returned'], { error: 'Status must be verified or returned' }) })
  .strict();
export type DocumentUndo = z.infer<typeof documentUndoSchema>;

const hoursField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null || (typeof iss.input === 'string' && !iss.input.trim())
          ? 'Hours is required'
          : 'Hours must be a number',
    })
    .positive('Hours must be more than 0')
    .max(FIELD_HOURS_MAX_A_DAY, `Hours must be at most ${FIELD_HOURS_MAX_A_DAY} a day`)
    .refine((n) => Number.isInteger(n * 2), 'Hours are counted in half hours'),
);

/** One visit the teacher logs (field-based experience, §228.43). */
export const fieldHourInputSchema = z
  .object({
    date: calendarDate('Date'),
    hours: hoursField,
    campus: requiredText('Campus', FIELD_HOURS_TEXT_MAX.campus),
    observedName: requiredText('Observed teacher', FIELD_HOURS_TEXT_MAX.name),
    observedEmail: email('Observed teacher e-mail is required', 'Invalid email address', 'Observed teacher e-mail'),
    activity: requiredText('What you observed', FIELD_HOURS_TEXT_MAX.activity),
  })
  .strict();
export type FieldHourInput = z.input<typeof fieldHourInputSchema>;

export const FIELD_HOUR_CONFIRMATIONS = ['awaiting', 'confirmed', 'declined'] as const;
export const FIELD_HOUR_REVIEWS = ['pending', 'approved', 'returned'] as const;

export const fieldHourSchema = z
  .object({
    _id: z.string(),
    date: z.string(),
    hours: z.number(),
    campus: z.string(),
    observedName: z.string(),
    observedEmail: z.string(),
    activity: z.string(),
    loggedBy: z.string(),
    loggedAt: isoDateTime,
    confirmation: z.enum(FIELD_HOUR_CONFIRMATIONS),
    confirmComment: z.string(),
    confirmedAt: isoDateTime.nullable(),
    linkExpiresAt: isoDateTime.nullable(),
    review: z.enum(FIELD_HOUR_REVIEWS),
    activelyEngaged: z.boolean(),
    /** Approved by staff without the observed teacher's confirmation, with the reason in the internal note. */
    attested: z.boolean(),
    /** Staff's own note on the review: always empty in a teacher's answer. */
    internalNote: z.string(),
    /** What the program tells the teacher about the review (why it was returned). */
    messageToTeacher: z.string(),
    /** Who reviewed it: a staff e-mail for staff, PROGRAM_STAFF for the teacher. */
    reviewedBy: z.string().nullable(),
    reviewedAt: isoDateTime.nullable(),
    counts: z.boolean(),
    /** 'before_portal': hours earned before the log, recorded by staff with a note (`activity`); dated by `date`, the day they were earned before. */
    source: z.enum(FIELD_HOUR_SOURCES),
    /** For staff: why to look twice at who confirmed it (fieldHourWarnings); always empty in a teacher's answer. */
    warnings: z.array(z.string()),
  })
  .meta({ id: 'FieldHour' });
export type FieldHour = z.infer<typeof fieldHourSchema>;

export const fieldHoursSummarySchema = z.object({
  hours: z.number(),
  activeHours: z.number(),
  confirmed: z.number(),
  active: z.number(),
  complete: z.boolean(),
  text: z.string(),
});

export const teacherFieldHoursSchema = z
  .object({
    teacherId: z.string(),
    entries: z.array(fieldHourSchema),
    summary: fieldHoursSummarySchema,
    /** The requirement's status as the log decides it (what the record's thirtyObsHours follows). */
    thirtyObsHours: z.string(),
  })
  .meta({ id: 'TeacherFieldHours' });
export type TeacherFieldHours = z.infer<typeof teacherFieldHoursSchema>;

export const fieldHourIdParam = teacherIdParam.extend({ entryId: z.uuid({ error: 'Invalid entry id' }) });

/** The 400 of a return without a message to the teacher. */
export const FIELD_HOUR_RETURN_MESSAGE_REQUIRED = 'Tell the teacher why the entry is returned';

/**
 * Staff approve or return an entry, and say whether the visit was actively engaged. `internalNote` stays with staff;
 * `messageToTeacher` is what the teacher reads (required for a return).
 */
export const fieldHourReviewSchema = z
  .object({
    decision: z.enum(['approved', 'returned'], { error: 'Decision must be approved or returned' }),
    activelyEngaged: z.boolean({ error: 'Actively engaged must be true or false' }).prefault(false),
    internalNote: text('Internal note', FIELD_HOURS_TEXT_MAX.note),
    messageToTeacher: text('Message to the teacher', FIELD_HOURS_TEXT_MAX.note),
    /**
     * An approval without the observed teacher's confirmation: staff attest the hours themselves and say why in
     * `internalNote`. Without it, approving an unconfirmed entry is refused.
     */
    attested: z.boolean({ error: 'Attested must be true or false' }).prefault(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'returned' && !v.messageToTeacher)
      ctx.addIssue({ code: 'custom', path: ['messageToTeacher'], message: FIELD_HOUR_RETURN_MESSAGE_REQUIRED });
    if (v.decision === 'approved' && v.attested && !v.internalNote)
      ctx.addIssue({ code: 'custom', path: ['internalNote'], message: EVIDENCE_MESSAGES.attestationNoteRequired });
  });
export type FieldHourReview = z.input<typeof fieldHourReviewSchema>;

/** POST .../field-hours/{entryId}/undo (staff): the review being taken back; one that no longer matches is refused. */
export const fieldHourUndoSchema = z
  .object({ decision: z.enum(['approved', 'returned'], { error: 'Decision must be approved or returned' }) })
  .strict();
export type FieldHourUndo = z.infer<typeof fieldHourUndoSchema>;

/** Staff record a paper form seen before the portal kept files, with a note. */
export const documentBeforePortalSchema = z
  .object({ note: requiredText('Note', DOCUMENT_LIMITS.maxReasonChars, 'Say what was seen (e.g. paper form seen)') })
  .strict();

/** Staff record hours earned before the log: how many, the day they were earned before, and a note. */
export const fieldHoursBeforePortalSchema = z
  .object({
    hours: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({
          error: (iss) =>
            iss.input === undefined || iss.input === null || iss.input === '' ? 'Hours is required' : 'Hours must be a number',
        })
        .positive('Hours must be more than 0')
        .max(FIELD_HOURS_BEFORE_PORTAL_MAX, `Hours must be at most ${FIELD_HOURS_BEFORE_PORTAL_MAX}`)
        .refine((n) => Number.isInteger(n * 2), 'Hours are counted in half hours'),
    ),
    before: calendarDate('Earned before'),
    activelyEngaged: z.boolean({ error: 'Actively engaged must be true or false' }).prefault(false),
    note: requiredText('Note', FIELD_HOURS_TEXT_MAX.note, 'Say where the hours were earned'),
  })
  .strict();
export type FieldHoursBeforePortal = z.input<typeof fieldHoursBeforePortalSchema>;

/** The observed teacher's one-time link (no account). */
export const fieldHourTokenQuery = z.object({
  token: z.string({ error: 'token is required' }).min(20, 'Invalid link').max(200, 'Invalid link'),
});
export const fieldHourConfirmSchema = z
  .object({
    token: z.string({ error: 'token is required' }).min(20, 'Invalid link').max(200, 'Invalid link'),
    decision: z.enum(['confirm', 'decline'], { error: 'Decision must be confirm or decline' }),
    comment: text('Comment', FIELD_HOURS_TEXT_MAX.comment),
  })
  .strict();
export type FieldHourConfirm = z.input<typeof fieldHourConfirmSchema>;

/** What the observed teacher sees before answering. */
export const fieldHourConfirmViewSchema = z
  .object({
    teacherName: z.string(),
    date: z.string(),
    hours: z.number(),
    campus: z.string(),
    activity: z.string(),
    observedName: z.string(),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'FieldHourConfirmView' });
export type FieldHourConfirmView = z.infer<typeof fieldHourConfirmViewSchema>;
export const fieldHourConfirmedSchema = z.object({ confirmation: z.enum(['confirmed', 'declined']), message: z.string() });
