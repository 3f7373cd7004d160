import { DOCUMENT_LIMITS, FIELD_HOURS_CONFIRMER_MANY_INTERNS, FIELD_HOURS_LINK_DAYS, FIELD_HOURS_REQUESTS_A_DAY } from './constants';

/** A version recorded before the portal kept files (a paper form seen): the portal has no copy of it. */
export const RECORDED_BEFORE_PORTAL = 'Recorded before the portal kept files, so there is no copy here. Upload it to keep one.';

/** Texts of a teacher's evidence (documents and field-based experience hours). */
export const EVIDENCE_MESSAGES = {
  fileRequired: 'Choose a PDF, JPEG or PNG file',
  notMultipart: 'Send the file as multipart/form-data (field: file)',
  fileType: 'The file must be a PDF, JPEG or PNG (checked by its content, not its name)',
  fileTooLarge: `The file is larger than ${DOCUMENT_LIMITS.maxFileBytes / 1024 / 1024} MB`,
  tooManyVersions: `This teacher already has ${DOCUMENT_LIMITS.maxVersionsPerTeacher} document versions, the most the portal keeps`,
  tooManyBytes: `This teacher's documents already take ${DOCUMENT_LIMITS.maxBytesPerTeacher / 1024 / 1024} MB, the most the portal keeps`,
  scanRefused: 'The file did not pass the virus scan',
  scanFailed: 'The virus scan could not check the file; try again later',
  documentNotFound: 'Document not found',
  notCurrent: 'Only the current version of a document can be verified or returned',
  verifyAdminOnly: 'Only an administrator can verify or return a document',
  beforePortalNotReviewed: 'Hours earned before the portal are approved when recorded; record them again to change them',
  duplicateBeforePortal: 'Hours earned before this day are already recorded; choose another day',
  beforePortalStaffOnly: 'Only staff record what was received before the portal',
  entryNotFound: 'Entry not found',
  duplicateEntry: 'There is already an entry for this day and observed teacher',
  linkInvalid: `This link is invalid, already used or older than ${FIELD_HOURS_LINK_DAYS} days`,
  confirmed: 'Thank you: the hours are confirmed.',
  declined: 'Thank you: the program is told that you did not confirm these hours.',
  notConfirmedYet: 'The observed teacher has not confirmed this entry yet',
  approveUnconfirmed:
    'These hours cannot be approved yet: the observed teacher has not confirmed them. Wait for the confirmation, or approve them without it and say why in the internal note.',
  attestationNoteRequired: "Say why the hours are approved without the observed teacher's confirmation",
  ownEmail: "The observed teacher's e-mail cannot be your own address: the teacher whose class you visited confirms the hours",
  teacherEmail: "The observed teacher's e-mail belongs to a teacher candidate of the program: give the classroom teacher's address",
  tooManyRequests: `At most ${FIELD_HOURS_REQUESTS_A_DAY} confirmation requests in 24 hours: log the other visits tomorrow`,
  dateBeforeStart: (from: string, what: 'admission' | 'record') =>
    `Date must be on or after ${from}, ${what === 'admission' ? 'your admission to the program' : 'the day your record was created'}`,
  dateInFuture: 'Date cannot be in the future',
} as const;

/** Why staff should look twice at who confirmed an entry (computed by the server, shown on the entry). */
export const FIELD_HOUR_WARNINGS = {
  ownAddress: "The confirming address is the intern's own",
  unknownDomain: (domain: string) => `The confirming address (${domain}) is not an e-mail domain of any registered school`,
  manyInterns: (n: number) => `This address confirmed hours for ${n} interns (${FIELD_HOURS_CONFIRMER_MANY_INTERNS} or more)`,
} as const;
