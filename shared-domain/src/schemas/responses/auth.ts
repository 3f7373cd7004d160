import { z } from 'zod';
import { ROLES } from '../../constants';
import { isoDateTime, successMessageSchema } from './common';

export const sessionUserSchema = z
  .object({
    email: z.string(),
    role: z.enum(ROLES),
    createdAt: isoDateTime,
    /** For a school user the school record id; for a supervisor the supervisor id; for a teacher its teacher record id; null for admins. */
    profile: z.string().nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST auth/signin and auth/refresh-token; a refused sign-in (401/403) is `{ success: false, message }`. */
export const signInResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().optional(),
  user: sessionUserSchema.optional(),
  message: z.string(),
  /** Millisecond timestamp at which the token expires. */
  expiresAt: z.number().optional(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** PUT auth/email: the account with its new e-mail. */
export const changeEmailResponseSchema = successMessageSchema.extend({ user: sessionUserSchema });
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/** POST accounts/reset-link (admin). */
export const resetLinkResponseSchema = z.object({
  success: z.boolean(),
  email: z.string(),
  /** True when the account did not exist yet and an invitation (set-password link) was sent. */
  invitation: z.boolean(),
  message: z.string(),
});
export type ResetLinkResponse = z.infer<typeof resetLinkResponseSchema>;
