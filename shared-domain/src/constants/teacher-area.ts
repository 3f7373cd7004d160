/** The teacher's own area: the pages e-mails link to and the talent-pool consent. */

/**
 * The teacher area's pages that e-mails link to (remote-teacher's paths; the API's docs/teacher-api.md lists them).
 * Signed out, the teacher signs in and lands on the page.
 */
export const TEACHER_PAGES = {
  dashboard: '/teacher/dashboard',
  observations: '/teacher/observations',
  /** One observation (the feedback e-mail's link): the observations page with that one in view. */
  observation: (supervisionId: string) => `/teacher/observations/${supervisionId}`,
  payments: '/teacher/payments',
  invoice: (chargeId: string) => `/teacher/payments/invoices/${chargeId}`,
  profile: '/teacher/profile',
  data: '/teacher/data',
  documents: '/teacher/documents',
  fieldHours: '/teacher/field-hours',
  /** The offer of admission: its effective date, the disclosures to acknowledge, the written acceptance. */
  offer: '/teacher/offer',
} as const;
/**
 * The talent-pool consent text a teacher reads before turning the profile on. Each consent record keeps the version and
 * the text shown; a new text gets a new version (and a teacher then agrees to it again).
 */
export const TEACHER_CONSENT_TEXT = {
  version: '2026-11-2',
  body:
    'Who sees what when your profile is on. Anyone on the public talent pool (Browse teachers, no sign-in needed): your ' +
    'profile card (first name, last initial, subject, grade level, location, experience, certification, specializations, ' +
    'availability and short bio), once the program also shows it there. A school signed in does not see it there if you ' +
    'hide from that school or its district; a visitor who does not sign in always can. Approved schools on Find Teachers, ' +
    'except those you hide from: your first and last name, certification areas, location, certification type and ' +
    'availability, while you are ready for hire. A school may ask for your details; only if the program approves does ' +
    'that school see your e-mail addresses, phone number, certification progress (program dates, hours, PPR) and exams. ' +
    'If you later hide from that school or its district, or turn your profile off, it loses them at once, and a request ' +
    'still waiting cannot be approved. Program staff (administrators and supervisors) see your whole record ' +
    'whatever you choose here. You can turn your profile off at any time; it then disappears from both lists at once.',
} as const;
