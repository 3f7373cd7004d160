import { ASEP_REMINDER_DAYS } from './asep/year';
import { PATH_CLOCK_NOTICE_DAYS } from './constants/path';

/**
 * The scheduled jobs: each one reads the system settings and sends its reminders through the outbox,
 * at most once per subject (a teacher's end date, an intern's lapse), however many times or on however many
 * servers it runs.
 */
export const JOB_NAMES = [
  'certification-ending',
  'observation-overdue',
  'payment-due',
  'observation-ack',
  'path-clocks',
  'asep-deadline',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** What each job does, for the jobs page and the API description. */
export const JOB_LABELS: Record<JobName, { title: string; setting: string }> = {
  'certification-ending': {
    title: 'Certification ending reminders',
    setting: "Teacher Certification: 'Auto-notify before expiry (days)'; System Notifications: 'Certification updates'",
  },
  'observation-overdue': {
    title: 'Observation reminders to supervisors',
    setting:
      "Internship Program: 'Evaluation frequency (days)'; System Notifications: 'Evaluation deadlines'; each supervisor's e-mail preference",
  },
  'payment-due': {
    title: 'Payment due reminders to teachers',
    setting: "Payment & Billing: 'Payment due reminder (days)'; System Notifications: 'Payment reminders'",
  },
  'observation-ack': {
    title: 'Acknowledgement reminders to teachers',
    setting:
      "Internship Program: 'Remind the teacher to acknowledge an observation after (days)'; System Notifications: 'Evaluation deadlines'; each teacher's e-mail choice",
  },
  'path-clocks': {
    title: 'Path clock reminders to admins and candidates',
    setting: `System Notifications: 'Certification updates'; each clock within ${PATH_CLOCK_NOTICE_DAYS} days of its due day or past it`,
  },
  'asep-deadline': {
    title: 'Year-end report reminders to admins',
    setting: `System Notifications: 'Certification updates'; ${ASEP_REMINDER_DAYS.join(', ')} days before TEA's 15 September due day`,
  },
};

/** The daily run's program-local time (HH:MM) unless DAILY_JOBS_AT says otherwise. */
export const DAILY_JOBS_AT = '06:00';

export const JOB_TRIGGERS = ['daily', 'manual'] as const;

/** A phone number an SMS can go to (E.164), once spaces, dashes, dots and brackets are left out; else null. */
export function smsNumber(phone: string): string | null {
  const n = phone.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(n) ? n : null;
}

// --- The jobs page shows the settings each job reads, with their current values ---
/** A system setting a job reads: [settings group, field] of SystemSettings (labels in SYSTEM_SETTINGS_LABELS). */
export type JobSettingRef = readonly [group: string, field: string];

/** The system settings each job reads, in the order the jobs page lists them. */
export const JOB_SETTINGS: Record<JobName, readonly JobSettingRef[]> = {
  'certification-ending': [
    ['teacherCertification', 'autoNotifyDays'],
    ['systemNotifications', 'certificationUpdates'],
  ],
  'observation-overdue': [
    ['internshipProgram', 'evaluationFrequency'],
    ['systemNotifications', 'evaluationDeadlines'],
  ],
  'payment-due': [
    ['paymentAndBilling', 'paymentDueReminder'],
    ['systemNotifications', 'paymentReminders'],
  ],
  'observation-ack': [
    ['internshipProgram', 'observationAckReminderDays'],
    ['systemNotifications', 'evaluationDeadlines'],
  ],
  'path-clocks': [['systemNotifications', 'certificationUpdates']],
  'asep-deadline': [['systemNotifications', 'certificationUpdates']],
};

/** What a job also follows besides the system settings (a person's own choice), or null. */
export const JOB_ALSO_FOLLOWS: Record<JobName, string | null> = {
  'certification-ending': null,
  'observation-overdue': "each supervisor's e-mail preference",
  'payment-due': null,
  'observation-ack': "each teacher's e-mail choice",
  'path-clocks': "the candidate's portal account (their own reminder)",
  'asep-deadline': null,
};
