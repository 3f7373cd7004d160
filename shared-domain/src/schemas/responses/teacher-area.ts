import { z } from 'zod';
import { OBSERVATION_KINDS, OBSERVATION_MODES, REQUEST_STATUSES, TEACHER_STATUSES } from '../../constants';
import { ledgerChargeSchema } from '../../ledger';
import { complianceSchema } from './compliance';
import { myPathSchema } from '../../path/schemas';
import { isoDateTime, personName, recordDate } from './common';
import { publicProfileResponseFields, teacherPortalSchema, ttessResponseSchema } from './teacher';
import { publicProfileCardSchema, schoolProfileCardSchema } from './profile-card';

// The teacher's own area: every answer. A teacher's answer never holds mentor notes, PPR notes, the
// record's internal notes, who on staff did what (e-mails of staff), other teachers or staff-only flags.

const day = z.string().nullable();

/** POST / DELETE teachers/{id}/portal-invite. */
export const portalInviteResponseSchema = z.object({ success: z.boolean(), message: z.string(), portal: teacherPortalSchema });
export type PortalInviteResponse = z.infer<typeof portalInviteResponseSchema>;

/** The talent-pool consent as it stands now (GET me/consent, and staff's talent-pool/off answer). */
export const consentStateSchema = z
  .object({
    /** The teacher's own choice: the profile is on the talent pool (starts off). */
    on: z.boolean(),
    hiddenSchoolIds: z.array(z.string()),
    hiddenDistricts: z.array(z.string()),
    /** The consent text version the teacher last agreed to (null: never chose). */
    textVersion: z.string().nullable(),
    /** The consent record's number (0: never chose). */
    version: z.number().int(),
    changedAt: isoDateTime.nullable(),
    /** Staff turned it off for cause: the reason and when (never who). Null otherwise. */
    turnedOffByStaff: z.object({ reason: z.string(), at: isoDateTime }).nullable(),
    /**
     * Shown on Browse / Find Teachers right now: consent on, the program lists the teacher as available (the staff
     * flag `publicProfile.show`) and the record is ready for hire.
     */
    visible: z.boolean(),
    /** Why it is not visible though on (in words), or null. */
    notVisibleBecause: z.string().nullable(),
  })
  .meta({ id: 'ConsentState' });
export type ConsentState = z.infer<typeof consentStateSchema>;

/** POST teachers/{id}/talent-pool/off (staff). */
export const talentPoolOffResponseSchema = z.object({ success: z.boolean(), message: z.string(), consent: consentStateSchema });

/** GET me/consent: the state, the text to show (with its version), and the schools / districts one may hide from. */
export const myConsentResponseSchema = z
  .object({
    consent: consentStateSchema,
    text: z.object({ version: z.string(), body: z.string() }),
    schools: z.array(z.object({ _id: z.string(), name: z.string(), districtName: z.string() })),
    districts: z.array(z.string()),
  })
  .meta({ id: 'MyConsent' });
export type MyConsentResponse = z.infer<typeof myConsentResponseSchema>;

/** One versioned consent record (GET me/consent/history, newest first). */
export const consentRecordSchema = z
  .object({
    version: z.number().int(),
    on: z.boolean(),
    hiddenSchoolIds: z.array(z.string()),
    hiddenDistricts: z.array(z.string()),
    /** 'teacher': the teacher chose; 'staff-off': staff turned it off for cause; 'migration': the starting record. */
    by: z.enum(['teacher', 'staff-off', 'migration']),
    /** The text shown when it was given (teacher records), or staff's reason. */
    textVersion: z.string().nullable(),
    text: z.string(),
    reason: z.string().nullable(),
    at: isoDateTime,
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
export const consentHistorySchema = z.object({ records: z.array(consentRecordSchema) });
export type ConsentHistory = z.infer<typeof consentHistorySchema>;

/** Who does an open item of What's left: the teacher (with a link to where), or the program / the supervisor / the mentor. */
export const WHATS_LEFT_DONE_BY = ['you', 'program', 'supervisor', 'mentor'] as const;
export const myChecklistItemSchema = z.object({
  key: z.string(),
  /** Worded for the teacher ("Upload your Intern Mentor Attestation Form"). */
  label: z.string(),
  done: z.boolean(),
  detail: z.string().optional(),
  doneBy: z.enum(WHATS_LEFT_DONE_BY),
  /** A /teacher/... page where the teacher does it, or null when someone else does. */
  link: z.string().nullable(),
});
export type MyChecklistItem = z.infer<typeof myChecklistItemSchema>;

/** GET me/teacher: the dashboard. */
export const myDashboardSchema = z
  .object({
    teacher: z.object({ _id: z.string(), name: personName, teacherStatus: z.enum(TEACHER_STATUSES), email: z.string() }),
    /** certificationStanding() with the settings; null without an end date. */
    standing: z.object({ state: z.enum(['current', 'ending', 'grace', 'expired']), endDate: z.string(), text: z.string() }).nullable(),
    /** The internship window (supervisionCompliance's), null when no observations apply. */
    internship: z.object({ start: day, midpoint: day, end: day }).nullable(),
    whatsLeft: z.array(myChecklistItemSchema),
    /** supervisionCompliance() for today (the same card staff see); null when no observations apply. */
    compliance: complianceSchema.nullable(),
    nextObservationDue: day,
    unacknowledgedObservations: z.number().int(),
    balance: z.object({ remainingBalance: z.number(), paymentsPending: z.number(), nextDueDate: day }),
    /** The candidate's path (myPath): the stage, the next steps with what they wait on, the clocks; null before any stage. */
    path: myPathSchema.nullable(),
  })
  .meta({ id: 'MyDashboard' });
export type MyDashboard = z.infer<typeof myDashboardSchema>;

/** One observation as the teacher sees it: never the mentor's or PPR notes, never who on staff recorded it. */
export const myObservationSchema = z
  .object({
    _id: z.string(),
    date: recordDate,
    kind: z.enum(OBSERVATION_KINDS),
    mode: z.enum(OBSERVATION_MODES),
    /** Minutes (null when the old record's duration was not a number). */
    minutes: z.number().int().nullable(),
    preConferenceDate: recordDate,
    postConferenceDate: recordDate,
    /** The supervisor's comment (on an observation without the T-TESS form, the whole written feedback). */
    feedback: z.string(),
    /** The written feedback, section by section (observationFeedback): what the teacher reads and acknowledges. */
    sections: z.array(z.object({ label: z.string(), text: z.string() })),
    /** The T-TESS form, or null for an observation recorded without it. */
    ttess: ttessResponseSchema.nullable(),
    /** The supervisor's name on the record (not an e-mail). */
    supervisor: z.string(),
    acknowledgedAt: isoDateTime.nullable(),
    reply: z.string().nullable(),
  })
  .meta({ id: 'MyObservation' });
export type MyObservation = z.infer<typeof myObservationSchema>;
export const myObservationsSchema = z.object({ observations: z.array(myObservationSchema), compliance: complianceSchema.nullable() });
export type MyObservations = z.infer<typeof myObservationsSchema>;
export const acknowledgeResponseSchema = z.object({ success: z.boolean(), message: z.string(), observation: myObservationSchema });

/** GET me/ledger: charges and payments, the balance, how to pay (configuration) and the reminders that apply. */
const myCharge = ledgerChargeSchema.omit({ createdBy: true, payments: true }).extend({
  /** Never the staff's internal note or who recorded it. */
  payments: z.array(ledgerChargeSchema.shape.payments.element.omit({ createdBy: true, internalNote: true })),
});
export const myLedgerSchema = z
  .object({
    financials: z.object({ paymentsPending: z.number(), remainingBalance: z.number() }),
    nextDueDate: day,
    charges: z.array(myCharge),
    /** How to pay (no card payments): from configuration. */
    howToPay: z.string(),
    /** The payment reminders' settings that apply: a reminder this many days before a due date (null: off). */
    reminders: z.object({ daysBeforeDue: z.number().int().nullable(), byEmail: z.boolean(), byText: z.boolean() }),
  })
  .meta({ id: 'MyLedger' });
export type MyLedger = z.infer<typeof myLedgerSchema>;

const profileFields = z.object(publicProfileResponseFields);
/** GET / PUT me/profile: the public fields and the card exactly as a visitor (Browse) and a school (Find Teachers) see it. */
export const myProfileResponseSchema = z
  .object({
    profile: profileFields,
    /** The cards the public talent pool and Find Teachers answer for this teacher, built by the same function. */
    preview: z.object({ visitor: publicProfileCardSchema, school: schoolProfileCardSchema }),
    consent: consentStateSchema,
  })
  .meta({ id: 'MyProfile' });
export type MyProfileResponse = z.infer<typeof myProfileResponseSchema>;

/** GET me/requests: which schools asked for the teacher's details and what the program answered. */
export const myRequestsSchema = z.object({
  requests: z.array(
    z.object({
      _id: z.string(),
      schoolName: z.string(),
      districtName: z.string(),
      status: z.enum(REQUEST_STATUSES),
      createdAt: isoDateTime,
      responseDate: isoDateTime.nullable(),
    }),
  ),
});
export type MyRequests = z.infer<typeof myRequestsSchema>;

/** GET / PUT me/contact, PUT me/notifications: the teacher's contact details and reminder choices. */
export const myContactResponseSchema = z
  .object({
    contact: z.object({ email: z.string(), secondaryEmail: z.string(), phoneNumber: z.string(), location: z.string() }),
    notifications: z.object({ email: z.boolean(), sms: z.boolean() }),
  })
  .meta({ id: 'MyContact' });
export type MyContactResponse = z.infer<typeof myContactResponseSchema>;

/** GET me/export?format=json: the record as the teacher may see it (format=html answers the same as a page). */
export const myExportSchema = z
  .object({
    exportedAt: isoDateTime,
    dashboard: myDashboardSchema,
    contact: myContactResponseSchema,
    observations: z.array(myObservationSchema),
    ledger: myLedgerSchema,
    profile: profileFields,
    consentHistory: z.array(consentRecordSchema),
    requests: myRequestsSchema.shape.requests,
  })
  .meta({ id: 'MyExport' });
export type MyExport = z.infer<typeof myExportSchema>;
