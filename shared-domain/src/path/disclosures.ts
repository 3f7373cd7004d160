/**
 * The disclosures a program gives an applicant before admission, each text with the version id a receipt names
 * (docs/domain/path.md). Changing a text means a new version id: a receipt keeps the version the candidate read.
 */
export const DISCLOSURE_KEYS = ['criminal-history', 'certification-information', 'complaints'] as const;
export type DisclosureKey = (typeof DISCLOSURE_KEYS)[number];

export interface Disclosure {
  key: DisclosureKey;
  version: string;
  title: string;
  /** The rule that asks for it. */
  section: string;
  paragraphs: readonly string[];
}

// The texts follow the rules that ask for them, each point in the order the rule lists it (docs/domain/path.md):
// 19 TAC §227.1(b) and (d) with Occupations Code §53.152 (criminal history), TEC §21.0453(a) with 19 TAC §227.1(c)
// (what a candidate is told about the profession), TEC §21.0455(b) (the complaint process: the agency's name, mailing
// address, telephone number and website).
export const DISCLOSURES: readonly Disclosure[] = [
  {
    key: 'criminal-history',
    version: 'criminal-history-2',
    title: 'Criminal history and your eligibility for a certificate',
    section: '19 TAC §227.1(b), (d); Occupations Code §53.152',
    paragraphs: [
      'A person who has been convicted of an offense may be ineligible for a Texas educator certificate on completing the program. This notice goes to every applicant, whether or not they have been convicted of an offense.',
      'The State Board for Educator Certification decides eligibility under its rules on persons with a criminal history (19 TAC §249.16, under Occupations Code chapter 53 and Education Code chapter 21).',
      'You have the right to ask the Texas Education Agency for a preliminary criminal history evaluation letter about your eligibility before you enroll or take a certification exam (19 TAC chapter 227, subchapter B). The request and its fee go to the Texas Education Agency, not to the program.',
      'You will undergo a criminal history background check, with fingerprints, before you are employed as an educator (Education Code §22.083) and before clinical teaching (Education Code §22.0835).',
    ],
  },
  {
    key: 'certification-information',
    version: 'certification-information-2',
    title: 'Information about becoming a certified educator',
    section: 'TEC §21.0453; 19 TAC §227.1(c)',
    paragraphs: [
      'Skills and responsibilities: a teacher in Texas is responsible for the learning of every student in the class, including students with disabilities and emergent bilingual students.',
      'Expectations for student performance: students, including students with disabilities, are expected to meet the state standards (the Texas Essential Knowledge and Skills), measured by the state assessments.',
      'Supply and demand: the Texas Education Agency publishes the current supply of and demand for teachers in Texas by subject and region; shortage areas change from year to year and affect where and in what you can be hired.',
      'Classroom management: the skills to manage a classroom are among the most important a new teacher develops; the program’s coursework, field-based experience and field supervision work on them.',
      'Appraisal: teachers in Texas are appraised under the state’s framework (the Texas Teacher Evaluation and Support System, T-TESS; principals under T-PESS). The program’s field supervisors observe with the T-TESS dimensions.',
      'Admission and completion: the program’s admission requirements and its requirements for completion are given to you in writing with your offer, and the program’s performance over the past five years is published by the Texas Education Agency in its educator preparation accountability reports.',
    ],
  },
  {
    key: 'complaints',
    version: 'complaints-2',
    title: 'How to file a complaint with the Texas Education Agency',
    section: 'TEC §21.0455',
    paragraphs: [
      'If you believe the program has not met the rules for educator preparation (19 TAC chapters 227 to 229 and the certification rules), you may file a complaint with the Texas Education Agency, which investigates complaints about educator preparation programs.',
      'Texas Education Agency, Educator Preparation, 1701 North Congress Avenue, Austin, Texas 78701; telephone (512) 463-9734; website tea.texas.gov (Complaints Against Educator Preparation Programs).',
      'A complaint must be in writing and signed with your name: the agency does not accept complaints by phone or anonymously. It is best to raise the matter with the program first; you may go to the agency at any time.',
    ],
  },
];

export const disclosureByKey = (key: DisclosureKey): Disclosure => DISCLOSURES.find((d) => d.key === key)!;

/** A candidate's receipt of a disclosure: which text version, when, and who acknowledged it. */
export interface DisclosureReceipt {
  disclosure: string;
  version: string;
  acknowledgedBy: string;
  acknowledgedAt: string;
}

/** The disclosures whose current version the receipts do not yet hold (what the acceptance still waits on). */
export const disclosuresUnacknowledged = (receipts: readonly Pick<DisclosureReceipt, 'disclosure' | 'version'>[]): Disclosure[] =>
  DISCLOSURES.filter((d) => !receipts.some((r) => r.disclosure === d.key && r.version === d.version));
