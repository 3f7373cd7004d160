/** Words for the teacher record's field names, where splitting the camelCase name would not do. */
const WORDS: Record<string, string> = {
  teaId: 'TEA ID',
  orbundId: 'Orbund ID',
  ppr: 'PPR',
  teacherStatus: 'status',
  thirtyObsHours: '30 observation hours',
  oneFiftyCourseWorkHours: '150 coursework hours',
  obsNeeded: 'observations needed',
  needToCompleteDateIntroAndFbe: 'date to complete intro and FBE',
  needsInformalObs: 'needs informal observation',
  certificationInfo: 'certification',
  certType: 'certificate type',
  teaPosted: 'posted to TEA',
  firstObsDeadline: 'first observation deadline',
  hrContact: 'HR contact',
  formsStatus: 'forms',
  mentorHandbookFormsUploaded: 'Mentor Handbook Forms',
  internMentorAttestationForm: 'Intern Mentor Attestation Form',
  hiredListInfo: 'hired list',
  isTrade: 'trade',
};

const words = (segment: string) => WORDS[segment] ?? segment.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** 'contact.phoneNumber' -> 'Contact › phone number'; 'exams.0.content' -> 'Exams › #1 › content'. */
export function fieldLabel(path: string): string {
  const text = path
    .split('.')
    .map((s) => (/^\d+$/.test(s) ? `#${Number(s) + 1}` : words(s)))
    .join(' › ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
