import { TTESS_DIMENSION_IDS } from './ttess';
/** Defaults (product spec §§3 and 9). */
export const SCHOOL_DEFAULTS = { maxInterns: 10, allowsInterns: true } as const;
export const SUPERVISOR_DEFAULTS = {
  maxTeachers: 5,
  availableForNewTeachers: true,
  notificationPreferences: { email: true, sms: false },
} as const;

export const SYSTEM_SETTINGS_DEFAULTS = {
  teacherCertification: {
    autoNotifyDays: 30,
    warningThreshold: 60,
    allowGracePeriod: true,
    gracePeriodDays: 15,
    requireDocumentVerification: true,
  },
  internshipProgram: {
    maxInternPerSupervisor: 5,
    evaluationFrequency: 30,
    autoAssignSupervisors: false,
    requireObservationNotes: true,
    /** Days an observation may stay unacknowledged by the teacher before the one reminder. */
    observationAckReminderDays: 7,
  },
  // The T-TESS dimensions the observation form asks about, per assignment type: every one unless the program narrows it.
  observationForm: {
    intern: TTESS_DIMENSION_IDS,
    probationary: TTESS_DIMENSION_IDS,
    probationaryExtension: TTESS_DIMENSION_IDS,
    clinicalTeaching: TTESS_DIMENSION_IDS,
    residency: TTESS_DIMENSION_IDS,
  },
  paymentAndBilling: {
    paymentDueReminder: 7,
    autoSendInvoices: true,
    allowPartialPayments: true,
    defaultPaymentTerms: 30,
  },
  systemNotifications: {
    supervisorAssignments: true,
    certificationUpdates: true,
    evaluationDeadlines: true,
    paymentReminders: true,
  },
  // Programs keep a field supervisor to its own interns (not in the product spec's four groups).
  security: {
    limitSupervisorsToOwnTeachers: true,
    /** Minutes without a request after which an admin's or supervisor's session ends (OWASP ASVS level 2, 3.3.2). */
    staffIdleMinutes: 30,
    /** The same for schools and teachers. */
    idleMinutes: 120,
    /** An admin without two-factor is sent to set it up before anything else. */
    requireTwoFactorForAdmins: false,
  },
};
