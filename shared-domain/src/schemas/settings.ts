import { z } from 'zod';
import { SYSTEM_SETTINGS_DEFAULTS as D } from '../constants';

const int = (label: string, min = 0, max = 3650) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} must be ${min} or more`).max(max, `${label} must be at most ${max}`),
  );
const bool = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** GET/PUT /api/settings: the four system settings groups (SPEC section 3). */
export const systemSettingsSchema = z.object({
  teacherCertification: z.object({
    autoNotifyDays: int('Auto notify days').prefault(D.teacherCertification.autoNotifyDays),
    warningThreshold: int('Warning threshold').prefault(D.teacherCertification.warningThreshold),
    allowGracePeriod: bool('Allow grace period').prefault(D.teacherCertification.allowGracePeriod),
    gracePeriodDays: int('Grace period days').prefault(D.teacherCertification.gracePeriodDays),
    requireDocumentVerification: bool('Require document verification').prefault(D.teacherCertification.requireDocumentVerification),
  }).prefault({}),
  internshipProgram: z.object({
    maxInternPerSupervisor: int('Max interns per supervisor', 1, 100).prefault(D.internshipProgram.maxInternPerSupervisor),
    evaluationFrequency: int('Evaluation frequency', 1).prefault(D.internshipProgram.evaluationFrequency),
    autoAssignSupervisors: bool('Auto assign supervisors').prefault(D.internshipProgram.autoAssignSupervisors),
    requireObservationNotes: bool('Require observation notes').prefault(D.internshipProgram.requireObservationNotes),
  }).prefault({}),
  paymentAndBilling: z.object({
    paymentDueReminder: int('Payment due reminder').prefault(D.paymentAndBilling.paymentDueReminder),
    autoSendInvoices: bool('Auto send invoices').prefault(D.paymentAndBilling.autoSendInvoices),
    allowPartialPayments: bool('Allow partial payments').prefault(D.paymentAndBilling.allowPartialPayments),
    defaultPaymentTerms: int('Default payment terms').prefault(D.paymentAndBilling.defaultPaymentTerms),
  }).prefault({}),
  systemNotifications: z.object({
    supervisorAssignments: bool('Supervisor assignments').prefault(D.systemNotifications.supervisorAssignments),
    certificationUpdates: bool('Certification updates').prefault(D.systemNotifications.certificationUpdates),
    evaluationDeadlines: bool('Evaluation deadlines').prefault(D.systemNotifications.evaluationDeadlines),
    paymentReminders: bool('Payment reminders').prefault(D.systemNotifications.paymentReminders),
  }).prefault({}),
});
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
};
