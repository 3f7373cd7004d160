import { z } from 'zod';
import { teacherIdParam } from '../schemas/common';
import { formatDate } from '../dates';
import { observationMinutes, type ObservationLike } from '../supervision/compliance';
import { observationFeedback, type FeedbackSection } from '../supervision/ttess';

/** Days a mentor's one-time link works (the token's expiry, by the server's clock). */
export const MENTOR_LINK_DAYS = 14;

/** The longest name a signer types. */
export const SIGNER_NAME_MAX = 200;

export const SIGNATURE_MESSAGES = {
  linkUnknown: 'This link is not valid. Ask the program for a new one.',
  linkUsed: 'This link has been used. Each link works once; ask the program if you need a new one.',
  linkExpired: 'This link has expired. Ask the program for a new one.',
  nameRequired: 'Type your full name to sign',
  agreeRequired: 'Tick the statement to sign',
  acknowledged: 'Thank you: your acknowledgement is recorded.',
  noMentorEmail: 'The record has no mentor e-mail: add it on the record first.',
  observationHasNoFeedback: 'This observation has no written feedback to send.',
  signatureNotFound: 'Signature not found',
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

/** A signature's receipt: who, when, from which address, and the hash of the exact text signed. */
export const signatureReceiptSchema = z.object({
  id: z.string(),
  teacherId: z.string(),
  purpose: z.literal('observation-feedback'),
  observationId: z.string().nullable(),
  signerRole: z.literal('mentor'),
  signerName: z.string(),
  signerEmail: z.string(),
  textSha256: z.string(),
  ip: z.string(),
  signedAt: z.string(),
});
export type SignatureReceipt = z.infer<typeof signatureReceiptSchema>;

export const signatureWithTextSchema = signatureReceiptSchema.extend({ signedText: z.string(), verified: z.boolean() });
export type SignatureWithText = z.infer<typeof signatureWithTextSchema>;

export const mentorLinkSentSchema = z.object({ to: z.string(), expiresAt: z.string() });

export const signatureIdParam = teacherIdParam.extend({ signatureId: z.uuid({ error: 'Invalid signature id' }) });
