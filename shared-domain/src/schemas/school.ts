import { z } from 'zod';
import { enumField } from '../enum-words';
import { SCHOOL_DEFAULTS, SCHOOL_STATUSES, REGISTRATION_PASSWORD_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { email, lengthLimit, missingOr, requiredText, text, tooLong, updatedAtField } from './common';

/** NCES: a district LEAID is 7 digits, a school 12 (district + 5); Texas IDs start with 48. */
export const NCES_PATTERN = /^48\d{5}(\d{5})?$/;
export const ncesId = z
  .string({ error: missingOr(MESSAGES.ncesRequired, MESSAGES.ncesInvalid) })
  .trim()
  .min(1, MESSAGES.ncesRequired)
  .max(12, lengthLimit(MESSAGES.ncesInvalid))
  .regex(NCES_PATTERN, MESSAGES.ncesInvalid);

const schoolName = requiredText('School name', 200, MESSAGES.schoolNameRequired);
const districtName = requiredText('District', 200, MESSAGES.districtRequired);
const phone = requiredText('Phone number', 40, MESSAGES.phoneRequired);

export const addressSchema = z
  .object({
    street: text('Street', 200),
    city: text('City', 100),
    state: text('State', 50),
    zipCode: z
      .string({ error: 'ZIP code must be 5 digits' })
      .trim()
      .max(10, lengthLimit('ZIP code must be 5 digits'))
      .regex(/^(\d{5}(-\d{4})?)?$/, 'ZIP code must be 5 digits')
      .prefault(''),
  })
  .prefault({});

export const schoolSettingsSchema = z
  .object({
    maxInterns: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z
          .number({ error: 'Maximum interns must be a number' })
          .int('Maximum interns must be a whole number')
          .min(0, 'Maximum interns must be 0 or more')
          .max(1000, 'Maximum interns must be at most 1000'),
      )
      .prefault(SCHOOL_DEFAULTS.maxInterns),
    allowsInterns: z.boolean({ error: 'Allows interns must be true or false' }).prefault(SCHOOL_DEFAULTS.allowsInterns),
  })
  .prefault({});

const contactPersonSchema = z.object(
  {
    name: z.object(
      {
        first: requiredText('Contact name', 200, MESSAGES.contactNameRequired),
        last: z.string({ error: 'Contact last name must be text' }).trim().max(200, tooLong('Contact last name', 200)).prefault('.'),
      },
      { error: MESSAGES.contactNameRequired },
    ),
  },
  { error: MESSAGES.contactNameRequired },
);

/**
 * POST schools/register. Without a token: self sign-up (password required, role school).
 * With an admin token: add-school (password optional; the school gets a sign-in through an invitation).
 */
export const schoolRegisterSchema = z.object({
  name: schoolName,
  email: email(MESSAGES.emailRequired, MESSAGES.registrationEmailInvalid),
  districtName,
  ncesId,
  contactPerson: contactPersonSchema,
  contactInfo: z.object(
    {
      email: email(MESSAGES.emailRequired, MESSAGES.registrationEmailInvalid, 'Contact email').optional(),
      phone,
      address: addressSchema,
    },
    { error: 'Contact info is required' },
  ),
  password: z
    .string({ error: 'Password must be text' })
    .min(REGISTRATION_PASSWORD_MIN, MESSAGES.registrationPasswordMin)
    .max(200, tooLong('Password', 200))
    .optional(),
  role: z.literal('school', { error: 'Role must be school' }).optional(),
  settings: schoolSettingsSchema,
  status: enumField(SCHOOL_STATUSES, 'status').optional(),
});
export type SchoolRegisterInput = z.input<typeof schoolRegisterSchema>;

/** PUT schools/{id}: the status toggle (approve = active). */
export const schoolStatusSchema = z.object({ status: enumField(SCHOOL_STATUSES, 'status') });

/** PATCH schools/{id}. */
export const schoolPatchSchema = z.object({
  name: schoolName.optional(),
  districtName: districtName.optional(),
  ncesId: ncesId.optional(),
  contactPerson: contactPersonSchema.optional(),
  contactInfo: z
    .object({ email: email(undefined, undefined, 'Contact email').optional(), phone: phone.optional(), address: addressSchema.optional() })
    .optional(),
  settings: z
    .object({
      maxInterns: schoolSettingsSchema.unwrap().shape.maxInterns.optional(),
      allowsInterns: z.boolean({ error: 'Allows interns must be true or false' }).optional(),
    })
    .optional(),
  updatedAt: updatedAtField,
});
export type SchoolPatchInput = z.input<typeof schoolPatchSchema>;
