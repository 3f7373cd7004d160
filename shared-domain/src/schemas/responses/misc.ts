import { z } from 'zod';
import { AUDIT_ENTITIES } from '../../audit';
import { DAYS_TO_HIRE_BUCKETS, PENDING_FORMS, SCHOOL_STATUSES, TEACHER_QUEUES } from '../../constants';
import { TTESS_DIMENSION_IDS } from '../../constants/ttess';
import { auditEntrySchema } from './teacher';
import { isoDateTime, recordDate } from './common';
import { pathClockQueueItemSchema } from '../../path/pipeline';

/** Shapes of the admin-only read models. */
export const outboxMessageSchema = z
  .object({
    _id: z.string(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    kind: z.enum([
      'school-approved',
      'request-answered',
      'account-created',
      'password-reset',
      'invitation',
      'mentor-copy',
      'signature-request',
      'certification-ending',
      'observation-overdue',
      'supervisor-assigned',
      'invoice',
      'payment-due',
      'registration-received',
      'registration-attempt',
      'email-changed',
      'sign-in-ceiling',
      // Evidence
      'document-returned',
      'field-hours-confirm',
      // The candidate's path
      'application-resume',
      'path-clocks',
      'path-clock-candidate',
      // The year-end report
      'asep-deadline',
      // The teacher's own area
      'sign-in-link',
      'observation-feedback',
      'observation-ack-reminder',
      'other',
    ]),
    /** 'sms': a text message to a phone number (SMS_URL sends them; without it they are stored). */
    channel: z.enum(['email', 'sms']),
    status: z.enum(['pending', 'sent', 'failed', 'stored']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: isoDateTime,
    sentAt: isoDateTime.nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/outbox/delivery: whether the server sends e-mails (SMTP_URL) and text messages (SMS_URL) or only keeps them. */
export const outboxDeliverySchema = z
  .object({
    /** true: e-mails are sent by SMTP; false: no SMTP_URL, so they are kept in the outbox (status 'stored'). */
    email: z.boolean(),
    /** true: text messages are sent through SMS_URL; false: they are kept. */
    sms: z.boolean(),
  })
  .meta({ id: 'OutboxDelivery' });
export type OutboxDelivery = z.infer<typeof outboxDeliverySchema>;

const severity = z.enum(['info', 'warning', 'danger']);
const teacherRef = { teacherId: z.string(), name: z.string().describe("the teacher's first and last name") };

/**
 * One dashboard alert: what needs attention, as data. The admin dashboard words it and links it
 * (the school or the teacher named by its id).
 */
export const dashboardAlertSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('school-awaiting-approval'), severity, schoolId: z.string(), name: z.string() }),
  z.object({
    kind: z.literal('first-observation-due'),
    severity,
    ...teacherRef,
    date: recordDate.describe('the first observation deadline'),
  }),
  z.object({
    kind: z.literal('first-observation-overdue'),
    severity,
    ...teacherRef,
    date: recordDate.describe('the first observation deadline'),
  }),
  z.object({ kind: z.literal('forms-pending'), severity, ...teacherRef, forms: z.array(z.enum(PENDING_FORMS)) }),
  z.object({
    kind: z.literal('hire-in-process'),
    severity,
    ...teacherRef,
    date: recordDate.describe('the day it was added to the hired list'),
  }),
  z.object({
    kind: z.literal('certification-ending'),
    severity,
    ...teacherRef,
    date: recordDate.describe("the certification's end date, within the warningThreshold setting's days"),
  }),
  z.object({
    kind: z.literal('certification-grace'),
    severity,
    ...teacherRef,
    date: recordDate.describe("the certification's end date (passed)"),
    until: recordDate.describe('the last day of the grace period (gracePeriodDays)'),
  }),
  z.object({
    kind: z.literal('supervisor-needed'),
    severity,
    ...teacherRef,
    schoolName: z.string().describe('the school it is placed at with no field supervisor (autoAssignSupervisors found none with room)'),
  }),
  z.object({
    kind: z.literal('observation-lapsed'),
    severity,
    ...teacherRef,
    date: recordDate.describe('the last observation, or the start of the internship when none yet'),
    days: z.number().int().describe('days without an observation (evaluationFrequency or more)'),
    due: recordDate.describe('the day the next observation was due by (evaluationFrequency days after date)'),
  }),
  z.object({
    kind: z.literal('payment-overdue'),
    severity,
    ...teacherRef,
    date: recordDate.describe('the earliest due date of its overdue charges'),
    amount: z.number().describe('the open amount of its overdue charges, in US dollars'),
  }),
]);
export type DashboardAlert = z.infer<typeof dashboardAlertSchema>;

/** Every kind of dashboard alert, in the order the dashboard lists its groups. */
export const DASHBOARD_ALERT_KINDS = [
  'school-awaiting-approval',
  'first-observation-overdue',
  'first-observation-due',
  'forms-pending',
  'hire-in-process',
  'certification-grace',
  'certification-ending',
  'supervisor-needed',
  'observation-lapsed',
  'payment-overdue',
] as const satisfies readonly DashboardAlert['kind'][];
// The staff list's queues (TEACHER_QUEUES) are teacher alert kinds, and every one of those is a queue.
TEACHER_QUEUES satisfies readonly Exclude<DashboardAlert['kind'], 'school-awaiting-approval'>[];
export type DashboardAlertKind = (typeof DASHBOARD_ALERT_KINDS)[number];

/** The totals of a list of alerts that holds every alert (tests, fixtures). */
export const countAlerts = (alerts: readonly { kind: DashboardAlertKind }[]): Record<DashboardAlertKind, number> =>
  Object.fromEntries(DASHBOARD_ALERT_KINDS.map((k) => [k, alerts.filter((a) => a.kind === k).length])) as Record<
    DashboardAlertKind,
    number
  >;

/** GET /api/dashboard (admin). Every figure computed from the data. */
export const adminDashboardSchema = z
  .object({
    stats: z.object({
      teachers: z.object({ total: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
      schools: z.object({ active: z.number().int(), awaitingApproval: z.number().int() }),
      supervisors: z.object({ total: z.number().int(), active: z.number().int() }),
      pendingRequests: z.number().int(),
      /** Interns whose first formal observation is due within 7 days or overdue with none recorded. */
      observationsDue: z.number().int(),
      observationsDueThisWeek: z.number().int(),
      newInquiries: z.number().int(),
    }),
    alerts: z.array(dashboardAlertSchema),
    /** How many alerts of each kind there are in all (`alerts` holds the first ones of each). */
    // An object with one property per kind (not z.record: its JSON Schema names the keys as required without defining them).
    alertTotals: z.object(
      Object.fromEntries(DASHBOARD_ALERT_KINDS.map((k) => [k, z.number().int()])) as Record<DashboardAlertKind, z.ZodNumber>,
    ),
    /**
     * The candidates' path clocks past due or due soon (pathClockQueue): how many candidates have one, and the first
     * of them, the fewest days left first.
     */
    pathClocks: z.object({ total: z.number().int(), items: z.array(pathClockQueueItemSchema) }).optional(),
    charts: z.object({
      /** Teachers hired, by days from the hired list (hiredListInfo.dateAdded) to hire (dateHired). */
      daysToHire: z.array(z.object({ bucket: z.enum(DAYS_TO_HIRE_BUCKETS), count: z.number().int() })),
      /** The last 8 weeks (Monday first): first observations falling due that week, and observations recorded. */
      observationsByWeek: z.array(z.object({ week: z.string(), due: z.number().int(), done: z.number().int() })),
    }),
    recentRegistrations: z.array(
      z.object({ _id: z.string(), name: z.string(), districtName: z.string(), status: z.enum(SCHOOL_STATUSES), createdAt: isoDateTime }),
    ),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const inquiryResponseSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    organization: z.string(),
    role: z.string(),
    inquiryType: z.string(),
    /** The server sends '' when none was given; optional as in the contact form's output. */
    phone: z.string().optional(),
    message: z.string(),
    createdAt: isoDateTime,
    handled: z.boolean(),
    handledAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Inquiry' });
export type Inquiry = z.infer<typeof inquiryResponseSchema>;

/** GET /api/inquiries?page=&pageSize= (the admin's paged list): one page, newest first, with the counts of all. */
export const inquiryPageSchema = z
  .object({
    inquiries: z.array(inquiryResponseSchema),
    /** Inquiries matching the filter (all pages). */
    total: z.number().int(),
    /** Inquiries not handled yet (whatever the filter). */
    open: z.number().int(),
    /** Every inquiry (whatever the filter). */
    all: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'InquiryPage' });
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

/** GET /api/audit: an audit entry with the record it is about (entityId null for the settings). */
export const auditRowSchema = auditEntrySchema.extend({ entity: z.enum(AUDIT_ENTITIES), entityId: z.string().nullable() });
export type AuditRow = z.infer<typeof auditRowSchema>;

const num = z.number().int();
/** GET and PUT /api/settings: the saved settings completed with the defaults. */
const ttessDimensions = z.array(z.enum(TTESS_DIMENSION_IDS));

export const systemSettingsResponseSchema = z
  .object({
    teacherCertification: z.object({
      autoNotifyDays: num,
      warningThreshold: num,
      allowGracePeriod: z.boolean(),
      gracePeriodDays: num,
      requireDocumentVerification: z.boolean(),
    }),
    internshipProgram: z.object({
      maxInternPerSupervisor: num,
      evaluationFrequency: num,
      autoAssignSupervisors: z.boolean(),
      requireObservationNotes: z.boolean(),
      observationAckReminderDays: num,
    }),
    observationForm: z.object({
      intern: ttessDimensions,
      probationary: ttessDimensions,
      probationaryExtension: ttessDimensions,
      clinicalTeaching: ttessDimensions,
      residency: ttessDimensions,
    }),
    paymentAndBilling: z.object({
      paymentDueReminder: num,
      autoSendInvoices: z.boolean(),
      allowPartialPayments: z.boolean(),
      defaultPaymentTerms: num,
    }),
    systemNotifications: z.object({
      supervisorAssignments: z.boolean(),
      certificationUpdates: z.boolean(),
      evaluationDeadlines: z.boolean(),
      paymentReminders: z.boolean(),
    }),
    security: z.object({
      limitSupervisorsToOwnTeachers: z.boolean(),
      staffIdleMinutes: z.number().int(),
      idleMinutes: z.number().int(),
      requireTwoFactorForAdmins: z.boolean(),
    }),
  })
  .meta({ id: 'SystemSettings' });

/** The runtime config: GET /api/config, and /app-config.json that the shell reads at start. */
export const appConfigSchema = z
  .object({
    apiBase: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    remotes: z.object({ public: z.string(), admin: z.string(), school: z.string(), supervisor: z.string(), teacher: z.string() }),
    /** Present (true) only when the server runs with CLIENT_TEST_HOOKS=1 (browser tests): pages honour `?__throw=`. */
    testHooks: z.boolean().optional(),
    /** The database holds the demo data set (its sign-ins are public): the shell shows the "Demo data" banner. */
    demoData: z.boolean(),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;

/** GET /api/health: 200 when the database answers; 503 (with a message) when it does not or the server is stopping. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'draining', 'error']),
  db: z.enum(['ok', 'unreachable']),
  driver: z.string().optional(),
  message: z.string().optional(),
});

// ops: the load balancer's checks
/** GET /api/health/live: the process answers (always 200 while it runs; the database is not asked). */
export const healthLiveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
/**
 * GET /api/health/ready: 200 when the database answers and every migration is applied; 503 otherwise (or while
 * the server drains), so that a load balancer sends it nothing.
 */
export const healthReadySchema = healthSchema.extend({ pendingMigrations: z.array(z.string()).optional() });
