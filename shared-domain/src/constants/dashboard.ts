/** The admin dashboard: its work queue, its charts and its lists. */

// The admin dashboard's work queue. Each teacher group's 'View all' opens the staff list with
// ?queue=<kind>: the list keeps exactly the teachers the dashboard counted (the same teacher_derived conditions).
/** The dashboard alert kinds about teachers, as the staff list's `queue` filter. */
export const TEACHER_QUEUES = [
  'first-observation-overdue',
  'first-observation-due',
  'observation-lapsed',
  'supervisor-needed',
  'certification-grace',
  'certification-ending',
  'forms-pending',
  'hire-in-process',
  'payment-overdue',
] as const;
export type TeacherQueue = (typeof TEACHER_QUEUES)[number];
/** The intern forms an alert can name as pending (keys of a teacher's formsStatus). */
export const PENDING_FORMS = ['mentorHandbookFormsUploaded', 'internMentorAttestationForm'] as const;
/** Each queue's name, on the dashboard's group and above the list it opens (the glossary's words). */
export const TEACHER_QUEUE_TITLES: Record<TeacherQueue, string> = {
  'first-observation-overdue': 'First observation overdue',
  'first-observation-due': 'First observation due soon',
  'observation-lapsed': 'No recent observation',
  'supervisor-needed': 'Placements without a supervisor',
  'certification-grace': 'Certification in grace period',
  'certification-ending': 'Certification ending soon',
  'forms-pending': 'Forms pending',
  'hire-in-process': 'Hire in process',
  'payment-overdue': 'Payments overdue',
};

/** The dashboard's 'days from the hired list to hire' buckets (upper bounds 30, 60, 90 days, then more). */
export const DAYS_TO_HIRE_BUCKETS = ['0–30', '31–60', '61–90', '91+'] as const;
/** How many weeks the dashboard's observations chart covers, this week included. */
export const OBSERVATION_CHART_WEEKS = 8;
/** The recent registrations the dashboard lists (product spec §9). */
export const RECENT_REGISTRATIONS_LIMIT = 5;
