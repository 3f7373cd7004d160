/** The choices of the stored records' fields (product spec §3): teachers, schools, supervisors, requests, inquiries. */

export const EXAM_TYPES = [
  'n/a',
  'LOTE: Spanish',
  'Special Education EC-12',
  'Science 7-12',
  'Trade Law',
  'Social Studies 4-8',
  'Core EC-6 (391)/STR',
  'PPR passed',
  'Physical Education EC-12',
  'Speech 7-12',
  'Life Science 7-12',
  'Theatre EC-12',
  'Math/Science 4-8',
  'Trade Culinary Arts',
  'History 7-12',
  'Social Studies 7-12',
  'ELAR 7-12',
  'ESL',
  'English Language Arts and Reading 7-12',
] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const SPECIALIZATIONS = [
  'Mathematics',
  'Science',
  'English',
  'ESL',
  'Special Education',
  'Early Childhood',
  'Physical Education',
  'Art',
  'Music',
  'Computer Science',
  'Social Studies',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Stored teacher statuses ('pending' is the record default; the form offers the other four). */
export const TEACHER_STATUSES = ['pending', 'n/a', 'intern', 'ready for hire', 'hired'] as const;
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];
export const TEACHER_FORM_STATUSES = ['n/a', 'hired', 'intern', 'ready for hire'] as const;
export const TEACHER_LIST_FILTERS = ['all', 'intern', 'hired', 'ready for hire'] as const;

export const INTERN_STATUSES = ['traditional', 'late hire'] as const;
export const THIRTY_OBS_HOURS = ['not completed', 'completed', 'pending 15 online', 'pending 15 in-person'] as const;
export const ONE_FIFTY_HOURS = ['not completed', 'completed'] as const;
export const OBS_NEEDED = ['n/a', '3 Total (In Person)', '5 Total (3 In Person 2 Virtual)'] as const;
/**
 * Where an observation of the log came from: 'recorded' through the observation route (Add observation),
 * or 'entered' with a new record (POST teachers, the import) or before the portal kept the log (migration 019). Set by
 * the server, never taken from a client.
 */
export const OBSERVATION_SOURCES = ['recorded', 'entered'] as const;
export const ADMISSION_WHEN = ['before', 'after'] as const;
export const PPR_STATUSES = ['pending', 'not complete', 'completed'] as const;
export const PPR_PASSED = ['pending', 'no', 'yes'] as const;
export const CERT_TYPES = ['intern', 'probationary'] as const;

export const SCHOOL_STATUSES = ['active', 'inactive'] as const;
export const SUPERVISOR_STATUSES = ['active', 'inactive'] as const;
export const ASSIGNMENT_STATUSES = ['active', 'completed', 'intern', 'hired'] as const;
export const REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;

export const INQUIRY_ROLES = [
  { value: 'superintendent', label: 'Superintendent' },
  { value: 'hr-director', label: 'HR Director' },
  { value: 'principal', label: 'Principal' },
  { value: 'assistant-principal', label: 'Assistant Principal' },
  { value: 'department-head', label: 'Department Head' },
  { value: 'other', label: 'Other' },
] as const;
export const INQUIRY_TYPES = [
  { value: 'district-registration', label: 'District Registration' },
  { value: 'teacher-inquiry', label: 'Teacher Inquiry' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'technical-support', label: 'Technical Support' },
  { value: 'general-question', label: 'General Question' },
] as const;
