import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { DISCLOSURE_KEYS } from './disclosures';
import { PATH_STAGES } from './stages';

const receiptSchema = z.object({ disclosure: z.string(), version: z.string(), acknowledgedBy: z.string(), acknowledgedAt: z.string() });
export const disclosureReceiptsSchema = z.array(receiptSchema);

/** GET me/offer: the candidate's offer (its effective date) and each disclosure with the candidate's receipt of its current text. */
export const myOfferSchema = z.object({
  stage: z.enum(PATH_STAGES).nullable(),
  offerSentOn: z.string().nullable(),
  admissionEffectiveOn: z.string().nullable(),
  acceptedOn: z.string().nullable(),
  disclosures: z.array(
    z.object({
      key: z.enum(DISCLOSURE_KEYS),
      version: z.string(),
      title: z.string(),
      section: z.string(),
      paragraphs: z.array(z.string()),
      receipt: receiptSchema.nullable(),
    }),
  ),
});
export type MyOffer = z.infer<typeof myOfferSchema>;

export const disclosureKeyParam = z.strictObject({
  key: z.enum(DISCLOSURE_KEYS, { error: `Disclosure must be one of: ${DISCLOSURE_KEYS.join(', ')}` }),
});

/** POST me/offer/accept: the written acceptance, the candidate's typed name and the tick. */
export const acceptOfferInputSchema = z.strictObject({
  typedName: requiredText('Typed name', 200, 'Type your full name to sign the acceptance'),
  agree: z.literal(true, { error: 'Tick the box to accept the offer' }),
});
