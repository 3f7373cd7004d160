import type { PublicTeacher } from 'shared-domain';

const card = (id: number, firstName: string, lastInitial: string, over: Partial<PublicTeacher>): PublicTeacher => ({
  audience: 'public',
  _id: `00000000-0000-4000-8000-0000000000${String(id).padStart(2, '0')}`,
  firstName,
  lastInitial,
  subject: 'Mathematics',
  gradeLevel: 'High School (9-12)',
  location: 'Dallas-Fort Worth',
  experience: '3 years',
  certification: 'Mathematics 7-12',
  specializations: [],
  availability: 'Immediate',
  bio: '',
  ...over,
});

/** What GET /api/public/teachers answers in these tests. */
export const PUBLIC_TEACHERS: PublicTeacher[] = [
  card(1, 'Maria', 'G', {
    subject: 'Bilingual Education',
    gradeLevel: 'Elementary (1-5)',
    location: 'San Antonio Area',
    experience: '6 years',
    specializations: ['Dual Language', 'ESL'],
    bio: 'Builds biliteracy through dual-language centres.',
  }),
  card(2, 'James', 'C', { availability: 'Next Semester', specializations: ['AP Calculus'] }),
  card(3, 'Rachel', 'A', { gradeLevel: 'Middle School (6-8)', location: 'Austin Area', specializations: ['Algebra'] }),
  card(4, 'Aisha', 'P', { subject: 'Science', gradeLevel: 'Middle School (6-8)', location: 'Houston Area', specializations: ['Robotics'] }),
  card(5, 'Luis', 'H', { subject: 'Bilingual Education', gradeLevel: 'Pre-K', location: 'South Texas', specializations: ['ESL'] }),
];
