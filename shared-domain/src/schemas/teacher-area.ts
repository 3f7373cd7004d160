import { z } from 'zod';
import { MESSAGES } from '../messages';
import { publicProfileFields } from './teacher';
import { EMAIL_MAX, EMAIL_PATTERN, lengthLimit, missingOr, optionalEmail, requiredText, text, tooLong } from './common';

// The teacher's own area: request bodies, params and queries. Answers are in responses/teacher-area.ts.

/** The longest reason staff give for turning a teacher's talent-pool profile off. */
export const TALENT_POOL_OFF_REASON_MAX = 2000;
/** The longest reply a teacher adds to an acknowledged observation. */
export const OBSERVATION_REPLY_MAX = 2000;
/** How many schools / districts a teacher may hide the profile from. */
export const CONSENT_HIDDEN_MAX = 200;

/** POST teachers/{id}/talent-pool/off (staff): why the profile is turned off. Staff never turn it on. */
export const talentPoolOffSchema = z.object({
  reason: requiredText('Reason', TALENT_POOL_OFF_REASON_MAX, 'Give a reason for turning the profile off'),
});
export type TalentPoolOffInput = z.input<typeof talentPoolOffSchema>;

const linkEmail = z
  .string({ error: missingOr(MESSAGES.emailRequired, MESSAGES.emailInvalid) })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX, lengthLimit(tooLong('Email', EMAIL_MAX)))
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

/** POST auth/sign-in-link: e-mail me a sign-in link (every role). */
export const signInLinkSchema = z.object({ email: linkEmail });
export type SignInLinkInput = z.input<typeof signInLinkSchema>;

/** POST auth/sign-in-link/redeem: the link's token; the answer is sign-in's. */
export const signInLinkRedeemSchema = z.object({
  token: z
    .string({ error: missingOr('Sign-in token is required', MESSAGES.signInLinkInvalid) })
    .min(10, MESSAGES.signInLinkInvalid)
    .max(200, tooLong('Sign-in token', 200)),
});
export type SignInLinkRedeemInput = z.input<typeof signInLinkRedeemSchema>;

/** me/observations/{supervisionId}/acknowledge. */
export const myObservationParam = z.object({ supervisionId: z.uuid({ error: 'Invalid observation id' }) });
/** The acknowledgement: a receipt, not agreement, with an optional reply. */
export const acknowledgeObservationSchema = z.object({ reply: text('Reply', OBSERVATION_REPLY_MAX) });
export type AcknowledgeObservationInput = z.input<typeof acknowledgeObservationSchema>;

/** me/invoices/{invoiceId}: the charge's id (the ledger entry). */
export const myInvoiceParam = z.object({ invoiceId: z.uuid({ error: 'Invalid invoice id' }) });

/** PUT me/profile: the public fields of the talent-pool card (never the name, contact details or money). */
export const myProfileSchema = z.object(publicProfileFields);
export type MyProfileInput = z.input<typeof myProfileSchema>;

/**
 * PUT me/consent: the teacher's talent-pool consent. `textVersion` is the version of the consent text the page
 * showed (GET me/consent's `text.version`): a stale one is a 400, so every record names the text its holder read.
 */
export const myConsentSchema = z.object({
  on: z.boolean({ error: 'On must be true or false' }),
  hiddenSchoolIds: z
    .array(z.uuid({ error: 'Invalid school id' }))
    .max(CONSENT_HIDDEN_MAX, `At most ${CONSENT_HIDDEN_MAX} hidden schools`)
    .prefault([]),
  hiddenDistricts: z
    .array(requiredText('District', 200))
    .max(CONSENT_HIDDEN_MAX, `At most ${CONSENT_HIDDEN_MAX} hidden districts`)
    .prefault([]),
  textVersion: requiredText('Text version', 40, 'Text version is required'),
});
export type MyConsentInput = z.input<typeof myConsentSchema>;

/** PUT me/contact: what the teacher changes themselves (the primary e-mail goes through PUT auth/email). */
export const myContactSchema = z.object({
  phoneNumber: text('Phone number', 40),
  secondaryEmail: optionalEmail('Secondary email'),
  location: text('Location', 200),
});
export type MyContactInput = z.input<typeof myContactSchema>;

/** PUT me/notifications: how reminders reach the teacher. A text needs a phone number in international format. */
export const myNotificationsSchema = z.object({
  email: z.boolean({ error: 'Email must be true or false' }),
  sms: z.boolean({ error: 'Text must be true or false' }),
});
export type MyNotificationsInput = z.input<typeof myNotificationsSchema>;

/** GET me/export?format=json|html ('Download my data'). */
export const myExportQuery = z.object({
  format: z.enum(['json', 'html'], { error: 'Format must be json or html' }).prefault('json'),
});
