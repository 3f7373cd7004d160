import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES, REGISTRATION_PASSWORD_MIN, ncesId, type SchoolRegisterInput } from 'shared-domain';

const required = (msg: string) => z.string().trim().min(1, msg).max(200, 'Must be at most 200 characters');

/** The sign-up form (product spec §5): checked on submit, every value but the password trimmed. */
export const signupFormSchema = z.object({
  schoolName: required(MESSAGES.schoolNameRequired),
  ncesId,
  districtName: required(MESSAGES.districtRequired),
  contactName: required(MESSAGES.contactNameRequired),
  email: z.string().trim().min(1, MESSAGES.emailRequired).regex(EMAIL_PATTERN, MESSAGES.registrationEmailInvalid).max(254),
  phone: z.string().trim().min(1, MESSAGES.phoneRequired).max(40, 'Must be at most 40 characters'),
  password: z.string().min(1, MESSAGES.passwordRequired).min(REGISTRATION_PASSWORD_MIN, MESSAGES.registrationPasswordMin).max(200),
  agreeToTerms: z.boolean().refine((v) => v, MESSAGES.termsRequired),
});
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

export const EMPTY_SIGNUP: SignupFormInput = {
  schoolName: '',
  ncesId: '',
  districtName: '',
  contactName: '',
  email: '',
  phone: '',
  password: '',
  agreeToTerms: false,
};

/** The self-registration payload of product spec §3 (the full contact name goes in first; last is '.'). */
export function toRegisterPayload(v: SignupFormValues): SchoolRegisterInput {
  return {
    name: v.schoolName,
    email: v.email,
    districtName: v.districtName,
    ncesId: v.ncesId,
    contactPerson: { name: { first: v.contactName, last: '.' } },
    contactInfo: { email: v.email, phone: v.phone },
    password: v.password,
    role: 'school',
  };
}

/** Server field paths (dotted) -> the form's fields. */
export const SERVER_FIELD: Record<string, keyof SignupFormInput> = {
  name: 'schoolName',
  ncesId: 'ncesId',
  districtName: 'districtName',
  'contactPerson.name.first': 'contactName',
  email: 'email',
  'contactInfo.email': 'email',
  'contactInfo.phone': 'phone',
  password: 'password',
};
