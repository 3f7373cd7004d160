import { z } from 'zod';
import { MESSAGES } from '../messages';
import { REGISTRATION_PASSWORD_MIN } from '../constants';
import { EMAIL_MAX, EMAIL_PATTERN, lengthLimit, missingOr, tooLong } from './common';

const loginEmail = z
  .string({ error: missingOr(MESSAGES.emailRequired, MESSAGES.emailInvalid) })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX, lengthLimit(tooLong('Email', EMAIL_MAX)))
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);
/** A password field: absent or blank is `requiredMsg`; over 200 characters says so. */
const passwordField = (label: string, requiredMsg: string) =>
  z
    .string({ error: missingOr(requiredMsg, `${label} must be text`) })
    .min(1, requiredMsg)
    .max(200, tooLong(label, 200));

/** POST auth/signin; also the login form. */
export const signInSchema = z.object({
  email: loginEmail,
  password: passwordField('Password', MESSAGES.passwordRequired),
  remember: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

/** PUT /api/auth/email (the signed-in account). */
export const changeEmailSchema = z.object({
  email: loginEmail,
  currentPassword: passwordField('Current password', 'Current password is required'),
});
/** PUT /api/auth/password (the signed-in account). */
export const changePasswordSchema = z.object({
  currentPassword: passwordField('Current password', 'Current password is required'),
  newPassword: z
    .string({ error: missingOr('New password is required', 'New password must be text') })
    .min(REGISTRATION_PASSWORD_MIN, `Password must be at least ${REGISTRATION_PASSWORD_MIN} characters`)
    .max(200, tooLong('New password', 200)),
});
/** The account settings form: adds the confirmation (client side only). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: loginEmail });
/** POST /api/auth/reset-password (also used for an invitation's set-password link). */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: missingOr('Reset token is required', MESSAGES.resetTokenInvalid) })
    .min(10, MESSAGES.resetTokenInvalid)
    .max(200, tooLong('Reset token', 200)),
  password: z
    .string({ error: missingOr(MESSAGES.passwordRequired, 'Password must be text') })
    .min(REGISTRATION_PASSWORD_MIN, `Password must be at least ${REGISTRATION_PASSWORD_MIN} characters`)
    .max(200, tooLong('Password', 200)),
});
/** POST /api/accounts/reset-link (admin): send a reset / set-password link to a school or supervisor. */
export const resetLinkSchema = z.object({
  kind: z.enum(['school', 'supervisor'], { error: 'Kind must be school or supervisor' }),
  id: z.uuid({ error: (iss) => (iss.input === undefined ? 'Id is required' : 'Invalid id') }),
});

const totpCode = z
  .string({ error: missingOr('Code is required', 'Code must be text') })
  .trim()
  .min(1, 'Code is required')
  .max(40, tooLong('Code', 40));
/** POST auth/two-factor/verify: the challenge of the password step and a 6-digit code or a recovery code. */
export const twoFactorVerifySchema = z.object({
  challenge: z
    .string({ error: missingOr('Challenge is required', 'Challenge must be text') })
    .min(10, MESSAGES.twoFactorChallengeExpired)
    .max(200, tooLong('Challenge', 200)),
  code: totpCode,
});
export type TwoFactorVerifyInput = z.input<typeof twoFactorVerifySchema>;
/** POST auth/two-factor/enable and disable: a current code from the app. */
export const twoFactorCodeSchema = z.object({ code: totpCode });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;
