import type { Step } from '../components/marketing';

export const VALUES = [
  { title: 'Quality First', text: 'Rigorous certification standards so every teacher we place is ready for a Texas classroom.' },
  { title: 'Streamlined Process', text: 'One path from certification to hire, without paperwork bouncing between offices.' },
  { title: 'Texas-Focused', text: 'Built around TEA requirements and the needs of Texas districts, large and small.' },
  { title: 'Comprehensive Support', text: 'Mentors and field supervisors stay with teachers for about 3 years after placement.' },
] as const;

export const JOURNEY: readonly Step[] = [
  { title: 'Teacher Certification', text: 'Teachers complete our training program, exams and observation hours.' },
  { title: 'Profile Creation', text: 'Each certified teacher gets a profile with subjects, grade levels and experience.' },
  { title: 'District Matching', text: 'Approved districts browse profiles and request information about teachers.' },
  { title: 'Successful Placement', text: 'We coordinate the hire and keep supporting the teacher in the classroom.' },
];
