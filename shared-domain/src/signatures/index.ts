import { z } from 'zod';
import { teacherIdParam } from '../schemas/common';
import { formatDate } from '../dates';
import { observationMinutes, type ObservationLike } from '../supervision/compliance';
import { observationFeedback, type FeedbackSection } from '../supervision/ttess';
import { SIGNATURE_FORMS } from './forms';

export * from './forms';

/** Days a mentor's one-time link works (the token's expiry, by the server's clock). */
export const MENTOR_LINK_DAYS = 14;

/** The longest name a signer types. */
export const SIGNER_NAME_MAX = 200;

/** The longest reason a signer gives for declining. */
export const DECLINE_REASON_MAX = 500;

export const SIGNATURE_MESSAGES = {
  linkUnknown: 'This link is not valid. Ask the program for a new one.',
  linkUsed: 'This link has been used. Each link works once; ask the program if you need a new one.',
  linkDeclined: 'You declined to sign this form. Ask the program if you need a new link.',
  linkExpired: 'This link has expired. Ask the program for a new one.',
  nameRequired: 'Type your full name to sign',
  agreeRequired: 'Tick the statement to sign',
  acknowledged: 'Thank you: your acknowledgement is recorded.',
  noMentorEmail: 'The record has no mentor e-mail: add it on the record first.',
  observationHasNoFeedback: 'This observation has no written feedback to send.',
  signatureNotFound: 'Signature not found',
  signed: 'Thank you: your signature is recorded.',
  noPrincipalEmail: 'The record has no principal e-mail: add it on the record first.',
  noPrincipalName: 'The record has no principal name: add it on the record first.',
  noMentorName: 'The record has no mentor name: add it on the record first.',
  formChanged: 'The form changed on the record while you signed: load the page again to read it.',
  declineReasonRequired: 'Say why you decline, so the program can follow up',
  declineReasonTooLong: `Keep the reason under ${DECLINE_REASON_MAX} characters`,
  declined: 'You declined to sign. The program has been told and may contact you.',
} as const;

/**
 * An observation's feedback as a document, in labelled sections: when and how it was observed, then its written
 * feedback in the words of `observationFeedback` (the same as every screen's). What the mentor acknowledges and the
 * PDF print is exactly this text. Sections with nothing to say are left out.
 */
export function observationFeedbackDocument(o: ObservationLike & Parameters<typeof observationFeedback>[0]): FeedbackSection[] {
  const minutes = observationMinutes(o.duration);
  const heading: FeedbackSection[] = [
    { label: 'Date', text: formatDate(o.date) },
    { label: 'Kind', text: `${o.kind === 'informal' ? 'Informal' : 'Formal'}, ${o.mode === 'virtual' ? 'virtual' : 'in person'}` },
    { label: 'Duration', text: minutes === null ? String(o.duration ?? '') : `${minutes} minutes` },
    { label: 'Post-conference', text: o.postConferenceDate ? formatDate(o.postConferenceDate) : '' },
  ];
  return [...heading.filter((s) => s.text !== ''), ...observationFeedback(o)];
}

/** The statement a mentor ticks to acknowledge an observation's feedback (§228.105's copy). */
export const mentorAcknowledgementStatement = (teacherName: string, date: string): string =>
  `I, the mentor of ${teacherName}, have received and read the written feedback from the observation on ${formatDate(date)}, ` +
  'and I sign this acknowledgement electronically by typing my name.';

/**
 * The exact text a signer signs: the statement, then the document's sections, one "Label: text" block each. Its
 * SHA-256 is kept with the signature, so the text can be checked later to be the one signed.
 */
export const signedText = (statement: string, sections: readonly FeedbackSection[]): string =>
  [statement, '', ...sections.map((s) => `${s.label}: ${s.text}`)].join('\n');

const token = z.string({ error: 'token is required' }).min(20, 'Invalid link').max(200, 'Invalid link');

/** A one-time link's token, sent in the body (it is read from the page's fragment and never put in a URL). */
export const linkTokenSchema = z.object({ token }).strict();

export const mentorAcknowledgeSchema = z
  .object({
    token,
    name: z.string({ error: SIGNATURE_MESSAGES.nameRequired }).trim().min(2, SIGNATURE_MESSAGES.nameRequired).max(SIGNER_NAME_MAX),
    agree: z.literal(true, { error: SIGNATURE_MESSAGES.agreeRequired }),
  })
  .strict();
export type MentorAcknowledgeInput = z.input<typeof mentorAcknowledgeSchema>;

/** What an unused link shows: the one observation it grants, nothing else of the record. */
export const mentorLinkViewSchema = z.object({
  purpose: z.literal('observation-feedback'),
  teacherName: z.string(),
  mentorName: z.string(),
  programName: z.string(),
  date: z.string(),
  sections: z.array(z.object({ label: z.string(), text: z.string() })),
  statement: z.string(),
  expiresAt: z.string(),
});
export type MentorLinkView = z.infer<typeof mentorLinkViewSchema>;

/** What a link or a signature is for: an observation's acknowledgement, or one of the forms. */
export const SIGNATURE_PURPOSES = ['observation-feedback', ...SIGNATURE_FORMS] as const;
export type SignaturePurpose = (typeof SIGNATURE_PURPOSES)[number];
export const SIGNATURE_PURPOSE_LABELS: Record<SignaturePurpose, string> = {
  'observation-feedback': 'Acknowledgement of observation feedback',
  'intern-mentor-attestation': 'Intern Mentor Attestation Form',
  'mentor-agreement': 'Mentor agreement',
};

/** The typed name and the ticked statement of a form's signature. */
export const formSignSchema = mentorAcknowledgeSchema;

/** A signer declines a form instead of signing it, saying why (the program reads it and follows up). */
export const formDeclineSchema = z
  .object({
    token,
    reason: z
      .string({ error: SIGNATURE_MESSAGES.declineReasonRequired })
      .max(DECLINE_REASON_MAX, SIGNATURE_MESSAGES.declineReasonTooLong)
      .trim()
      .min(1, SIGNATURE_MESSAGES.declineReasonRequired),
  })
  .strict();
export type FormDeclineInput = z.input<typeof formDeclineSchema>;
export const formDeclinedSchema = z.object({ declinedAt: z.string() });

/** A signature's receipt: who, when, from which address, and the hash of the exact text signed. */
export const signatureReceiptSchema = z.object({
  id: z.string(),
  teacherId: z.string(),
  purpose: z.enum(SIGNATURE_PURPOSES),
  observationId: z.string().nullable(),
  signerRole: z.enum(['mentor', 'principal']),
  signerName: z.string(),
  signerEmail: z.string(),
  textSha256: z.string(),
  ip: z.string(),
  signedAt: z.string(),
  /** The version of the form's text signed; empty for an acknowledgement. */
  textVersion: z.string(),
  /** The teacher's document the signed PDF is stored as; null for an acknowledgement. */
  documentId: z.string().nullable(),
});
export type SignatureReceipt = z.infer<typeof signatureReceiptSchema>;

export const signatureWithTextSchema = signatureReceiptSchema.extend({ signedText: z.string(), verified: z.boolean() });
export type SignatureWithText = z.infer<typeof signatureWithTextSchema>;

export const mentorLinkSentSchema = z.object({ to: z.string(), expiresAt: z.string() });

export const signatureIdParam = teacherIdParam.extend({ signatureId: z.uuid({ error: 'Invalid signature id' }) });

/** A link sent for a record, as staff see it: what for, to whom, when; never its token. */
export const signatureLinkSentSchema = z.object({
  purpose: z.enum(SIGNATURE_PURPOSES),
  observationId: z.string().nullable(),
  signerRole: z.enum(['mentor', 'principal']),
  signerEmail: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** When the signer declined instead of signing (the link is then used too), and why. */
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type SignatureLinkSent = z.infer<typeof signatureLinkSentSchema>;
