import { z } from 'zod';
import { MESSAGES } from '../messages';
import { REGISTRATION_PASSWORD_MIN, type Role } from '../constants';
import { EMAIL_PATTERN } from './common';

const loginEmail = z.string({ error: MESSAGES.emailRequired }).trim().min(1, MESSAGES.emailRequired).regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

/** POST auth/signin; also the login form. */
export const signInSchema = z.object({
  email: loginEmail,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(200),
  remember: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

export interface SessionUser {
  email: string;
  role: Role;
  createdAt: string;
  /** For a school user the school record id; for a supervisor the supervisor id; null for admins. */
  profile: string | null;
}

export interface SignInResponse {
  success: boolean;
  token?: string;
  user?: SessionUser;
  message: string;
  /** Millisecond timestamp at which the token expires. */
  expiresAt?: number;
}

/** PUT /api/auth/email (the signed-in account). */
export const changeEmailSchema = z.object({
  email: loginEmail,
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
});
/** PUT /api/auth/password (the signed-in account). */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(REGISTRATION_PASSWORD_MIN, `Password must be at least ${REGISTRATION_PASSWORD_MIN} characters`)
    .max(200),
});
/** The account settings form: adds the confirmation (client side only). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: loginEmail });
/** POST /api/auth/reset-password (also used for an invitation's set-password link). */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(10, MESSAGES.resetTokenInvalid).max(200),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(REGISTRATION_PASSWORD_MIN, `Password must be at least ${REGISTRATION_PASSWORD_MIN} characters`)
    .max(200),
});
/** POST /api/accounts/reset-link (admin): send a reset / set-password link to a school or supervisor. */
export const resetLinkSchema = z.object({
  kind: z.enum(['school', 'supervisor'], { error: 'Kind must be school or supervisor' }),
  id: z.uuid({ error: 'Invalid id' }),
});
