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

export const DISCLOSURES: readonly Disclosure[] = [
  {
    key: 'criminal-history',
    version: 'criminal-history-1',
    title: 'Criminal history and your eligibility for a certificate',
    section: 'Occupations Code §53.151; TEC §21.0453',
    paragraphs: [
      'A person convicted of an offense may be ineligible for a Texas educator certificate. The State Board for Educator Certification may refuse to issue a certificate to a person whose criminal history relates directly to the duties and responsibilities of an educator.',
      'Before you enroll, you may ask the Texas Education Agency for a preliminary criminal history evaluation to learn whether your criminal history makes you ineligible. The request and its fee go to the Texas Education Agency, not to the program.',
      'You will be fingerprinted and your criminal history checked before a certificate is issued.',
    ],
  },
  {
    key: 'certification-information',
    version: 'certification-information-1',
    title: 'Information about becoming a certified educator',
    section: 'TEC §21.0453',
    paragraphs: [
      'To be certified you must be admitted to an approved educator preparation program, complete its coursework and training, pass the certification exams for your area, complete a field-based experience or internship, and be recommended by the program.',
      'Certification exams have fees and limits on the number of attempts. The program tells you which exams your certification area requires and when you may take them.',
      'The Texas Education Agency publishes each program’s accountability ratings and the employment outlook for teachers in Texas.',
    ],
  },
  {
    key: 'complaints',
    version: 'complaints-1',
    title: 'How to file a complaint with the Texas Education Agency',
    section: 'TEC §21.0455',
    paragraphs: [
      'If you believe the program has not met the rules for educator preparation, you may file a complaint with the Texas Education Agency, Division of Educator Preparation.',
      'Raise the matter with the program first where you can; you may go to the Texas Education Agency at any time. The agency does not take anonymous complaints about a program.',
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
