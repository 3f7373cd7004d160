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
} as const;
/**
 * The talent-pool consent text a teacher reads before turning the profile on. Each consent record keeps the version and
 * the text shown; a new text gets a new version (and a teacher then agrees to it again).
 */
export const TEACHER_CONSENT_TEXT = {
  version: '2026-11-1',
  body:
    'When your profile is on, the program shows your public profile card (first name, last initial, subject, grade level, ' +
    'location, experience, certification, specializations, availability and short bio) on the public talent pool (Browse ' +
    'teachers) and to approved schools (Find Teachers), except the schools and districts you hide it from. A school may ask ' +
    'the program for your contact details; the program decides and you see each request here. You can turn your profile ' +
    'off at any time; it then disappears from both lists at once.',
} as const;
