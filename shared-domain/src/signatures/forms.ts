import { z } from 'zod';
import { teacherIdParam } from '../schemas/common';

/**
 * The program's forms signed by people outside the portal through one-time links: the campus principal signs the
 * Intern Mentor Attestation Form, the mentor (or cooperating teacher) the mentor's agreement. Each form's text is held
 * here only, with a version id: the page shows it, the server signs and prints it, and a signature keeps the version
 * it was signed in. A changed text is a new version; a signature keeps the text it was signed with.
 */
export const SIGNATURE_FORMS = ['intern-mentor-attestation', 'mentor-agreement'] as const;
export type SignatureForm = (typeof SIGNATURE_FORMS)[number];

/** What a form's text is filled in with. */
export interface FormParties {
  teacherName: string;
  mentorName: string;
  principalName: string;
  campusName: string;
  programName: string;
}

interface FormDefinition {
  /** The version of the text below: part of every signature of it. */
  version: string;
  title: string;
  /** Who signs it, and the record's contact the link goes to. */
  signer: 'principal' | 'mentor';
  /** The teacher's document the signed PDF is stored as (the record's formsStatus item). */
  documentKind: 'internMentorAttestationForm' | 'mentorHandbookFormsUploaded';
  /** The paragraphs of the form. */
  body: (p: FormParties) => string[];
  /** The statement the signer ticks (ESIGN/UETA intent). */
  statement: (p: FormParties) => string;
}

const campus = (p: FormParties) => p.campusName || 'the campus';

export const SIGNATURE_FORM_DEFINITIONS: Record<SignatureForm, FormDefinition> = {
  'intern-mentor-attestation': {
    version: 'intern-mentor-attestation/2026-1',
    title: 'Intern Mentor Attestation Form',
    signer: 'principal',
    documentKind: 'internMentorAttestationForm',
    body: (p) => [
      `Intern: ${p.teacherName}. Campus: ${campus(p)}. Mentor: ${p.mentorName}.`,
      `As the principal of ${campus(p)}, I attest that ${p.mentorName} is assigned as the mentor of the intern ${p.teacherName} ` +
        'for the internship, as 19 TAC §228.97 requires, and that to my knowledge the mentor:',
      '1. has at least three years of teaching experience and is certified in the intern’s certification area or a related one;',
      '2. is employed at the intern’s campus, or a campus near enough to meet the intern in person;',
      `3. has completed, or will complete, mentor training with ${p.programName} from 12 weeks before to 3 weeks after the ` +
        'assignment begins;',
      '4. is not the intern’s field supervisor.',
      `I will tell ${p.programName} if the mentor changes or no longer meets these requirements.`,
    ],
    statement: (p) =>
      `I, ${p.principalName || 'the principal'}, attest to the above as the principal of ${campus(p)}, and I sign this form ` +
      'electronically by typing my name.',
  },
  'mentor-agreement': {
    version: 'mentor-agreement/2026-1',
    title: 'Mentor agreement',
    signer: 'mentor',
    documentKind: 'mentorHandbookFormsUploaded',
    body: (p) => [
      `Intern: ${p.teacherName}. Campus: ${campus(p)}. Mentor: ${p.mentorName}.`,
      `As the mentor of ${p.teacherName}, under 19 TAC §228.97 I agree:`,
      '1. to meet the intern regularly, in person where I can, and to help with planning, instruction and classroom management;',
      '2. to observe the intern’s teaching and give feedback, and to be observed by the intern;',
      `3. to complete ${p.programName}’s mentor training and follow its Mentor Handbook;`,
      '4. to read the written feedback of the intern’s formal observations sent to me and acknowledge it;',
      `5. to tell ${p.programName} if I can no longer serve as the intern’s mentor.`,
    ],
    statement: (p) =>
      `I, ${p.mentorName || 'the mentor'}, agree to the above as the mentor of ${p.teacherName}, and I sign this agreement ` +
      'electronically by typing my name.',
  },
};

export const isSignatureForm = (v: string): v is SignatureForm => (SIGNATURE_FORMS as readonly string[]).includes(v);

/**
 * A form as its signer reads it and signs it: the title and version, the paragraphs and the statement, filled in with
 * the record's names. `text` is the exact text signed (the server keeps it with its SHA-256).
 */
export function signatureFormText(form: SignatureForm, p: FormParties) {
  const d = SIGNATURE_FORM_DEFINITIONS[form];
  const paragraphs = d.body(p);
  const statement = d.statement(p);
  const text = [`${d.title} (${d.version})`, '', ...paragraphs, '', statement].join('\n');
  return { title: d.title, version: d.version, paragraphs, statement, text };
}

export const signatureFormParam = teacherIdParam.extend({
  form: z.enum(SIGNATURE_FORMS, { error: `form must be one of: ${SIGNATURE_FORMS.join(', ')}` }),
});

/** What an unused form link shows: the form filled in, nothing else of the record. */
export const formLinkViewSchema = z.object({
  purpose: z.enum(SIGNATURE_FORMS),
  title: z.string(),
  version: z.string(),
  teacherName: z.string(),
  signerName: z.string(),
  programName: z.string(),
  paragraphs: z.array(z.string()),
  statement: z.string(),
  expiresAt: z.string(),
});
export type FormLinkView = z.infer<typeof formLinkViewSchema>;

/** A signature checked again: the hash recomputed from the kept text, and whether it is the one stored. */
export const signatureCheckSchema = z.object({ textSha256: z.string(), recomputed: z.string(), matches: z.boolean() });
export type SignatureCheck = z.infer<typeof signatureCheckSchema>;
