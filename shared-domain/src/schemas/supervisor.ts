import { z } from 'zod';
import { enumField } from '../enum-words';
import { SPECIALIZATIONS, SUPERVISOR_DEFAULTS, SUPERVISOR_STATUSES, REGISTRATION_PASSWORD_MIN } from '../constants';
import { email, missingOr, requiredText, tooLong, updatedAtField } from './common';

/** A whole number from a number input (numeric strings accepted); every message names the field. */
const intFrom = (label: string, min: number, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({
        error: (iss) =>
          iss.input === undefined || iss.input === null || iss.input === '' ? `${label} is required` : `${label} must be a number`,
      })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be ${min} or more`)
      .max(max, `${label} must be at most ${max}`),
  );
const bool = (label: string) => z.boolean({ error: `${label} must be true or false` });
const firstName = requiredText('First name', 200);
const lastName = requiredText('Last name', 200);
const phone = requiredText('Phone', 40);

export const supervisorSettingsSchema = z
  .object({
    maxTeachers: intFrom('Maximum teachers', 1).prefault(SUPERVISOR_DEFAULTS.maxTeachers),
    availableForNewTeachers: bool('Available for new teachers').prefault(SUPERVISOR_DEFAULTS.availableForNewTeachers),
    notificationPreferences: z
      .object({
        email: bool('Email notifications').prefault(SUPERVISOR_DEFAULTS.notificationPreferences.email),
        sms: bool('SMS notifications').prefault(SUPERVISOR_DEFAULTS.notificationPreferences.sms),
      })
      .prefault({}),
  })
  .prefault({});

const credentialsSchema = z.object(
  {
    certification: requiredText('Certification', 200),
    yearsExperience: intFrom('Years of experience', 0),
    specializations: z
      .array(z.enum(SPECIALIZATIONS, { error: 'Unknown specialization' }), { error: 'Specializations must be a list' })
      .max(SPECIALIZATIONS.length, `At most ${SPECIALIZATIONS.length} specializations`)
      .prefault([]),
  },
  { error: 'Credentials are required' },
);

/** POST supervisors/register (admin). */
export const supervisorRegisterSchema = z.object({
  email: email(),
  password: z
    .string({ error: missingOr('Password is required', 'Password must be text') })
    .min(REGISTRATION_PASSWORD_MIN, `Password must be at least ${REGISTRATION_PASSWORD_MIN} characters`)
    .max(200, tooLong('Password', 200)),
  name: z.object({ first: firstName, last: lastName }, { error: 'Name is required' }),
  contactInfo: z.object({ email: email(undefined, undefined, 'Contact email').optional(), phone }, { error: 'Contact info is required' }),
  credentials: credentialsSchema,
  schoolId: z.uuid({ error: (iss) => (iss.input === undefined || iss.input === '' ? 'Assigned school is required' : 'Invalid school id') }),
  status: enumField(SUPERVISOR_STATUSES, 'status').prefault('active'),
  settings: supervisorSettingsSchema,
});
export type SupervisorRegisterInput = z.input<typeof supervisorRegisterSchema>;

/** PATCH supervisors/{id} (admin: every field; a supervisor on itself: settings only). */
export const supervisorPatchSchema = z.object({
  status: enumField(SUPERVISOR_STATUSES, 'status').optional(),
  name: z.object({ first: firstName, last: lastName }).optional(),
  email: email().optional(),
  contactInfo: z.object({ email: email(undefined, undefined, 'Contact email').optional(), phone: phone.optional() }).optional(),
  credentials: credentialsSchema.partial().optional(),
  schoolId: z.uuid({ error: (iss) => (iss.input === '' ? 'School is required' : 'Invalid school id') }).optional(),
  settings: z
    .object({
      maxTeachers: intFrom('Maximum teachers', 1).optional(),
      availableForNewTeachers: bool('Available for new teachers').optional(),
      notificationPreferences: z
        .object({ email: bool('Email notifications').optional(), sms: bool('SMS notifications').optional() })
        .optional(),
    })
    .optional(),
  updatedAt: updatedAtField,
});
export type SupervisorPatchInput = z.input<typeof supervisorPatchSchema>;
