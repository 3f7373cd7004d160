/** The choices of the public Browse Teachers filters (the sample profiles use the same lists). */
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
