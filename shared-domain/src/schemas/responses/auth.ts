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
    /** Staff: whether two-factor sign-in is on. */
    twoFactor: z.boolean().optional(),
    /** An admin who must set up two-factor (the system setting) before anything else. */
    twoFactorSetupRequired: z.boolean().optional(),
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
  /** The password was right and the account has two-factor: answer this challenge with a code (no token yet). */
  challenge: z.string().optional(),
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

/** GET auth/two-factor. */
export const twoFactorStateSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The system setting makes it mandatory for this account. */
  required: z.boolean(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

/** POST auth/two-factor/setup: the new secret as text, its otpauth:// URI and a QR code of it (PNG data URL). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST auth/two-factor/enable: the recovery codes, shown this once. */
export const twoFactorEnabledSchema = successMessageSchema.extend({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;
