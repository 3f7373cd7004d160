import { fieldLabel } from '../record/field-label';

it.each([
  ['contact.phoneNumber', 'Contact › phone number'],
  ['exams.0.content', 'Exams › #1 › content'],
  ['thirtyObsHours', '30 observation hours'],
  ['certificationInfo.teaPosted', 'Certification › posted to TEA'],
  ['formsStatus.internMentorAttestationForm.link', 'Forms › Intern Mentor Attestation Form › link'],
  ['teaId', 'TEA ID'],
])('names %s for people: %s', (path, label) => expect(fieldLabel(path)).toBe(label));
