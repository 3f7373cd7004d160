import { z } from 'zod';
import { enumField, optionLabel } from '../enum-words';
import { INQUIRY_ROLES, INQUIRY_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { EMAIL_MAX, EMAIL_PATTERN, lengthLimit, missingOr, requiredText, tooLong } from './common';

/** Optional leading plus, first digit 1-9, up to 16 digits in total (separators allowed). */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
export const isValidPhone = (v: string) => PHONE_PATTERN.test(v.replace(/[\s().-]/g, ''));

const roleValues = INQUIRY_ROLES.map((r) => r.value) as [string, ...string[]];
const typeValues = INQUIRY_TYPES.map((r) => r.value) as [string, ...string[]];

/** The contact form (product spec §5) and POST /api/inquiries. */
export const inquirySchema = z.object({
  name: requiredText('Name', 200, MESSAGES.nameRequired).min(2, MESSAGES.nameMin),
  email: z
    .string({ error: missingOr(MESSAGES.emailRequired, MESSAGES.emailInvalid) })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(EMAIL_MAX, lengthLimit(tooLong('Email', EMAIL_MAX)))
    .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  organization: requiredText('Organization', 200, MESSAGES.organizationRequired).min(2, MESSAGES.organizationMin),
  role: enumField(roleValues, 'role', { label: optionLabel(INQUIRY_ROLES), required: MESSAGES.roleRequired }),
  inquiryType: enumField(typeValues, 'inquiry type', { label: optionLabel(INQUIRY_TYPES), required: MESSAGES.inquiryTypeRequired }),
  phone: z
    .string({ error: MESSAGES.phoneInvalid })
    .trim()
    .max(40, lengthLimit(tooLong('Phone', 40)))
    .refine((v) => v === '' || isValidPhone(v), MESSAGES.phoneInvalid)
    .optional(),
  message: requiredText('Message', 5000, MESSAGES.messageRequired).min(10, MESSAGES.messageMin),
});
export type InquiryInput = z.input<typeof inquirySchema>;

export const inquiryPatchSchema = z.object({ handled: z.boolean({ error: 'Handled must be true or false' }) });

const pageNumber = (field: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${field} must be at least 1`).max(max, `${field} must be at most ${max}`));

/**
 * GET /api/inquiries query: without `page` the answer is the whole list (an array, as before); with it one page
 * ({ inquiries, total, open, all, page, pageSize }). `status=new` keeps only the inquiries not handled yet.
 */
export const inquiryListQuerySchema = z.object({
  page: pageNumber('page', 100_000).optional(),
  pageSize: pageNumber('pageSize', 200).optional(),
  status: z.enum(['all', 'new'], { error: "status must be 'all' or 'new'" }).optional(),
});
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;
