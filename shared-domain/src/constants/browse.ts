// The public talent pool (product spec 'Browse teachers', 'Browse sample card'): the Browse filters' choices, which
// are also the choices of a teacher's public profile.
export const BROWSE_SUBJECTS = [
  'Elementary Education',
  'Mathematics',
  'Science',
  'English/Language Arts',
  'Social Studies',
  'Special Education',
  'Physical Education',
  'Art',
  'Music',
  'Technology',
  'Bilingual Education',
  'Career & Technical Education',
] as const;
export const BROWSE_GRADE_LEVELS = [
  'Pre-K',
  'Kindergarten',
  'Elementary (1-5)',
  'Middle School (6-8)',
  'High School (9-12)',
  'All Grades',
] as const;
export const BROWSE_LOCATIONS = [
  'Austin Area',
  'Dallas-Fort Worth',
  'Houston Area',
  'San Antonio Area',
  'El Paso',
  'Corpus Christi',
  'Lubbock',
  'Amarillo',
  'Beaumont',
  'Brownsville',
  'East Texas',
  'West Texas',
  'Central Texas',
  'South Texas',
] as const;
/** When a teacher can start (the card shows 'Immediate' in green, any other in blue). */
export const BROWSE_AVAILABILITY = ['Immediate', 'Next Semester', 'Fall 2026', 'Spring 2027', 'Fall 2027'] as const;
