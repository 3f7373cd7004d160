import { MARKETING_FIGURES } from './marketing';
import type { Step } from '../components/marketing';

export const BENEFITS = [
  {
    title: 'Certified, Classroom-Ready Teachers',
    text: 'Every teacher completes our Texas certification program, coursework and supervised field observations.',
  },
  {
    title: 'No Upfront Certification Cost',
    text: 'Teachers repay their certification cost after they are placed, so great candidates are not priced out.',
  },
  {
    title: 'Mentorship That Lasts',
    text: `New teachers get mentorship and field supervision for about ${MARKETING_FIGURES.supportYears}.`,
  },
  {
    title: 'Browse Before You Hire',
    text: 'Approved districts browse available certified teachers and request information in a few clicks.',
  },
] as const;

export const PROCESS_STEPS: readonly Step[] = [
  { title: 'Teacher Certification', text: 'Candidates complete coursework, exams and observation hours toward Texas certification.' },
  { title: 'District Matching', text: 'Districts browse available teachers by subject, grade level and location.' },
  { title: 'Successful Placement', text: 'We coordinate the hire with your HR team and the teacher.' },
  { title: 'Continued Growth', text: 'Field supervisors and mentors support each teacher through the first years.' },
];

export const ADVANTAGES = [
  {
    // The figures are Our Impact's; the advantages say what they mean without repeating them.
    title: 'Hire Without the Wait',
    text: 'Our pipeline of certified teachers shortens the time a classroom waits for its teacher.',
  },
  {
    title: 'Teachers Who Stay',
    text: 'Ongoing supervision and mentorship keep teachers in the classroom and growing.',
  },
  {
    title: 'Texas-Focused',
    text: 'We work only in Texas, so our training follows TEA requirements and local district needs.',
  },
] as const;
