import type { TeacherBody } from 'shared-domain';

/** The record's sections in the spec's order, with the top-level fields each one edits. */
export const RECORD_SECTIONS = [
  { id: 'personal', title: 'Personal Information', keys: ['name', 'teacherStatus', 'teaId', 'orbundId'] },
  { id: 'contact', title: 'Contact Information', keys: ['contact'] },
  { id: 'mentor', title: 'Mentor', keys: ['mentor'] },
  { id: 'placement', title: 'Placement', keys: ['placement'] },
  { id: 'certification', title: 'Certification', keys: ['certificationInfo'] },
  {
    id: 'additional',
    title: 'Additional Information',
    keys: [
      'needToCompleteDateIntroAndFbe',
      'internStatus',
      'thirtyObsHours',
      'oneFiftyCourseWorkHours',
      'obsNeeded',
      'admissionDate',
      'needsInformalObs',
      'midYearIntern',
    ],
  },
  { id: 'ppr', title: 'PPR', keys: ['ppr'] },
  { id: 'exams', title: 'Exams', keys: ['exams'] },
  { id: 'supervisions', title: 'Supervisions', keys: ['supervisions'] },
  { id: 'forms', title: 'Forms Status', keys: ['formsStatus'] },
  { id: 'hired', title: 'Hired List', keys: ['hiredListInfo'] },
  { id: 'financials', title: 'Financials', keys: ['financials'] },
  { id: 'public', title: 'Public Talent Pool', keys: ['publicProfile'] },
] as const satisfies readonly { id: string; title: string; keys: readonly (keyof TeacherBody)[] }[];

export type RecordSectionId = (typeof RECORD_SECTIONS)[number]['id'];

/** The element id of a section (the target of the section list and of the 'What's left' links). */
export const sectionAnchor = (id: RecordSectionId) => `record-${id}`;

/** Where each 'What's left' item (shared-domain's checklist keys) is done. */
export const CHECKLIST_SECTIONS: Record<string, RecordSectionId> = {
  coursework: 'additional',
  observationHours: 'additional',
  contentExam: 'exams',
  ppr: 'ppr',
  mentor: 'mentor',
  mentorHandbook: 'forms',
  attestation: 'forms',
  teaPosted: 'certification',
  firstObservation: 'supervisions',
  observations: 'supervisions',
  balance: 'financials',
  certificationEnd: 'certification',
};
