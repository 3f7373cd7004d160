/**
 * The ASEP record sets as ECOS's bulk upload takes them (19 TAC 229; docs/domain/asep.md): one file per set, its
 * columns in order. The layout lives here alone, so a column TEA's technical material names otherwise is one change.
 * Headers not confirmed against ECOS's published layout are named after TEA's reporting definitions (the docs say which).
 */
export const ASEP_FILES = ['admissions', 'finishers', 'clinical-experience', 'observations', 'supervisors', 'exceptions'] as const;
export type AsepFile = (typeof ASEP_FILES)[number];

export interface AsepColumn {
  key: string;
  header: string;
}

export const ASEP_LAYOUT: Record<AsepFile, { title: string; columns: readonly AsepColumn[] }> = {
  admissions: {
    title: 'Admission records',
    columns: [
      { key: 'teaId', header: 'TEA ID' },
      { key: 'lastName', header: 'Last Name' },
      { key: 'firstName', header: 'First Name' },
      { key: 'admissionDate', header: 'Admission Date' },
      { key: 'offerDate', header: 'Offer Date' },
      { key: 'acceptanceDate', header: 'Acceptance Date' },
      { key: 'gpa', header: 'Admission GPA' },
      { key: 'gpaLast60', header: 'GPA Last 60 Hours' },
      { key: 'contentHours', header: 'Content Semester Credit Hours' },
      { key: 'pactDate', header: 'PACT Passed Date' },
    ],
  },
  finishers: {
    title: 'Finisher records',
    columns: [
      { key: 'teaId', header: 'TEA ID' },
      { key: 'lastName', header: 'Last Name' },
      { key: 'firstName', header: 'First Name' },
      { key: 'status', header: 'Status' },
      { key: 'statusDate', header: 'Status Date' },
      { key: 'certificateType', header: 'Certificate Type' },
    ],
  },
  'clinical-experience': {
    title: 'Clinical experience records',
    columns: [
      { key: 'teaId', header: 'TEA ID' },
      { key: 'lastName', header: 'Last Name' },
      { key: 'firstName', header: 'First Name' },
      { key: 'assignmentType', header: 'Assignment Type' },
      { key: 'startDate', header: 'Start Date' },
      { key: 'endDate', header: 'End Date' },
      { key: 'lateHire', header: 'Late Hire' },
      { key: 'campus', header: 'Campus' },
      { key: 'district', header: 'District' },
      { key: 'supervisor', header: 'Field Supervisor' },
    ],
  },
  observations: {
    title: 'Observation records',
    columns: [
      { key: 'teaId', header: 'TEA ID' },
      { key: 'lastName', header: 'Last Name' },
      { key: 'firstName', header: 'First Name' },
      { key: 'assignmentType', header: 'Assignment Type' },
      { key: 'date', header: 'Observation Date' },
      { key: 'minutes', header: 'Duration (Minutes)' },
      { key: 'mode', header: 'Observation Type' },
      { key: 'preConference', header: 'Pre-conference Date' },
      { key: 'postConference', header: 'Post-conference Date' },
      { key: 'supervisor', header: 'Field Supervisor' },
    ],
  },
  supervisors: {
    title: 'Field supervisor roster',
    columns: [
      { key: 'lastName', header: 'Last Name' },
      { key: 'firstName', header: 'First Name' },
      { key: 'email', header: 'Email' },
      { key: 'certification', header: 'Appraiser Certification' },
      { key: 'yearsExperience', header: 'Years of Experience' },
      { key: 'candidates', header: 'Candidates Supervised' },
    ],
  },
  exceptions: {
    title: 'Requests for Exception',
    columns: [
      { key: 'teaId', header: 'TEA ID' },
      { key: 'lastName', header: 'Last Name' },
      { key: 'firstName', header: 'First Name' },
      { key: 'requirement', header: 'Requirement' },
      { key: 'reason', header: 'Reason' },
      { key: 'evidence', header: 'Evidence' },
      { key: 'status', header: 'Status' },
      { key: 'filedOn', header: 'Date Filed' },
      { key: 'decidedOn', header: 'Date Decided' },
    ],
  },
};

/** A record of one file: a value per column key. */
export type AsepRow = Record<string, string | number>;
