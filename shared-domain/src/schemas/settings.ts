import { z } from 'zod';
import { SYSTEM_SETTINGS_DEFAULTS as D } from '../constants';
import { TTESS_DIMENSION_IDS } from '../constants/ttess';
import { enumField } from '../enum-words';
import { missingOr } from './common';

const int = (label: string, min = 0, max = 3650) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: missingOr(`${label} is required`, `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be ${min} or more`)
      .max(max, `${label} must be at most ${max}`),
  );
const bool = (label: string) => z.boolean({ error: missingOr(`${label} is required`, `${label} must be true or false`) });
const dimensions = (label: string) =>
  z
    .array(enumField(TTESS_DIMENSION_IDS, 'T-TESS dimension'), { error: `${label} must be a list of T-TESS dimensions` })
    .min(1, `${label}: choose at least one dimension`)
    .max(TTESS_DIMENSION_IDS.length, `${label}: at most ${TTESS_DIMENSION_IDS.length} dimensions`)
    .refine((v) => new Set(v).size === v.length, `${label}: a dimension is listed twice`);
const group = <S extends z.ZodRawShape>(title: string, shape: S) =>
  z.object(shape, { error: missingOr(`${title} settings are required`, `${title} settings must be an object`) });

/**
 * PUT /api/settings: the four system settings groups (product spec §3) and Security, every field required. A PUT replaces the
 * settings, so nothing is defaulted here: `{}` or a missing field is a 400 naming it, never a silent reset.
 * The settings page always sends all of them.
 */
export const systemSettingsInputSchema = z.object({
  teacherCertification: group('Teacher certification', {
    autoNotifyDays: int('Auto notify days'),
    warningThreshold: int('Warning threshold'),
    allowGracePeriod: bool('Allow grace period'),
    gracePeriodDays: int('Grace period days'),
    requireDocumentVerification: bool('Require document verification'),
  }),
  internshipProgram: group('Internship program', {
    maxInternPerSupervisor: int('Max interns per supervisor', 1, 100),
    evaluationFrequency: int('Evaluation frequency', 1),
    autoAssignSupervisors: bool('Auto assign supervisors'),
    requireObservationNotes: bool('Require observation notes'),
    // The teacher's acknowledgement of an observation
    observationAckReminderDays: int('Observation acknowledgement reminder', 1, 365),
  }),
  observationForm: group('Observation form', {
    intern: dimensions('Intern dimensions'),
    probationary: dimensions('Probationary dimensions'),
    probationaryExtension: dimensions('Probationary extension dimensions'),
    clinicalTeaching: dimensions('Clinical teaching dimensions'),
    residency: dimensions('Residency dimensions'),
  }),
  paymentAndBilling: group('Payment and billing', {
    paymentDueReminder: int('Payment due reminder'),
    autoSendInvoices: bool('Auto send invoices'),
    allowPartialPayments: bool('Allow partial payments'),
    defaultPaymentTerms: int('Default payment terms'),
  }),
  systemNotifications: group('System notifications', {
    supervisorAssignments: bool('Supervisor assignments'),
    certificationUpdates: bool('Certification updates'),
    evaluationDeadlines: bool('Evaluation deadlines'),
    paymentReminders: bool('Payment reminders'),
  }),
  security: group('Security', {
    limitSupervisorsToOwnTeachers: bool('Limit supervisors to their own teachers'),
    staffIdleMinutes: int('Staff idle time', 5, 720),
    idleMinutes: int('Idle time', 5, 1440),
    requireTwoFactorForAdmins: bool('Require two-factor for admins'),
  }),
});

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Saved settings completed with the defaults of groups or fields never saved (reading, and the settings form). */
export const systemSettingsSchema = z.preprocess((v) => {
  if (v !== undefined && !isPlain(v)) return v;
  const given: Record<string, unknown> = v ?? {};
  const out: Record<string, unknown> = { ...given };
  for (const [key, defaults] of Object.entries(D)) {
    const g = given[key];
    if (g === undefined) out[key] = { ...defaults };
    else if (isPlain(g)) out[key] = { ...defaults, ...Object.fromEntries(Object.entries(g).filter(([, x]) => x !== undefined)) };
  }
  return out;
}, systemSettingsInputSchema);
export type SystemSettings = z.output<typeof systemSettingsSchema>;

/** Labels for the settings page. */
export const SYSTEM_SETTINGS_LABELS: Record<keyof SystemSettings, { title: string; fields: Record<string, string> }> = {
  teacherCertification: {
    title: 'Teacher Certification',
    fields: {
      autoNotifyDays: 'Auto-notify before expiry (days)',
      warningThreshold: 'Warning threshold (days)',
      allowGracePeriod: 'Allow grace period',
      gracePeriodDays: 'Grace period (days)',
      requireDocumentVerification: 'Require document verification',
    },
  },
  internshipProgram: {
    title: 'Internship Program',
    fields: {
      maxInternPerSupervisor: 'Max interns per supervisor',
      evaluationFrequency: 'Evaluation frequency (days)',
      autoAssignSupervisors: 'Auto-assign supervisors',
      requireObservationNotes: 'Require observation notes',
      observationAckReminderDays: 'Remind the teacher to acknowledge an observation after (days)',
    },
  },
  observationForm: {
    title: 'Observation Form (T-TESS)',
    fields: {
      intern: 'Intern',
      probationary: 'Probationary',
      probationaryExtension: 'Probationary extension',
      clinicalTeaching: 'Clinical teaching',
      residency: 'Residency',
    },
  },
  paymentAndBilling: {
    title: 'Payment & Billing',
    fields: {
      paymentDueReminder: 'Payment due reminder (days)',
      autoSendInvoices: 'Auto-send invoices',
      allowPartialPayments: 'Allow partial payments',
      defaultPaymentTerms: 'Default payment terms (days)',
    },
  },
  systemNotifications: {
    title: 'System Notifications',
    fields: {
      supervisorAssignments: 'Supervisor assignments',
      certificationUpdates: 'Certification updates',
      evaluationDeadlines: 'Evaluation deadlines',
      paymentReminders: 'Payment reminders',
    },
  },
  security: {
    title: 'Security',
    fields: {
      limitSupervisorsToOwnTeachers: 'Supervisors see only their assigned teachers',
      staffIdleMinutes: 'Sign admins and supervisors out after idle (minutes)',
      idleMinutes: 'Sign schools and teachers out after idle (minutes)',
      requireTwoFactorForAdmins: 'Require two-factor for admins',
    },
  },
};

/** What each setting does, shown under it on the settings page (every setting acts). */
export const SYSTEM_SETTINGS_EFFECTS: Record<keyof SystemSettings, Record<string, string>> = {
  teacherCertification: {
    autoNotifyDays: 'The daily jobs e-mail the teacher and the admins this many days before the certification end date.',
    warningThreshold: 'Within this many days of the end date: a dashboard alert, and an open item while anything else is open.',
    allowGracePeriod: 'After the end date the record shows the grace period before the certification counts as expired.',
    gracePeriodDays: 'How long the grace period lasts.',
    requireDocumentVerification: "An uploaded form counts as done only once an admin ticks 'Verified'.",
  },
  internshipProgram: {
    maxInternPerSupervisor: 'A supervisor is refused more interns than this.',
    evaluationFrequency: 'The daily jobs remind a supervisor of each intern with no observation in this many days.',
    autoAssignSupervisors: "A teacher placed at a school without a supervisor gets the school's supervisor with the most room.",
    requireObservationNotes: 'An observation without written feedback is refused.',
    observationAckReminderDays:
      'The daily jobs e-mail a teacher with a portal account once about an observation not acknowledged this many days after it was recorded.',
  },
  observationForm: {
    intern: 'The T-TESS dimensions an observation of an intern asks a level and evidence for.',
    probationary: 'The same for a probationary assignment.',
    probationaryExtension: 'The same for a probationary extension.',
    clinicalTeaching: 'The same for clinical teaching.',
    residency: 'The same for a residency.',
  },
  paymentAndBilling: {
    paymentDueReminder: 'The daily jobs e-mail the teacher this many days before a charge falls due.',
    autoSendInvoices: "E-mail the teacher a charge's invoice as soon as the charge is added.",
    allowPartialPayments: 'A payment may pay part of a charge; off: each payment settles a whole open charge.',
    defaultPaymentTerms: 'A new charge falls due this many days after its date.',
  },
  systemNotifications: {
    supervisorAssignments: 'E-mail a supervisor when a teacher is assigned to it.',
    certificationUpdates: 'Send the certification-ending reminders and the path clocks due (to admins and candidates).',
    evaluationDeadlines: 'Send the observation reminders to supervisors.',
    paymentReminders: 'Send the payment-due reminders.',
  },
  security: {
    limitSupervisorsToOwnTeachers:
      "A field supervisor's lists, records, drafts and compliance hold only the teachers assigned to it and those it added; any other record is not found. Off: supervisors see every teacher.",
    staffIdleMinutes: 'An admin or supervisor session with no request for this long ends; the next page asks to sign in again.',
    idleMinutes: 'The same for school and teacher sessions.',
    requireTwoFactorForAdmins: 'An admin without two-factor sign-in is sent to set it up before anything else.',
  },
};
