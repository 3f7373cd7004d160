import { useMutation } from '@tanstack/react-query';
import { apiPaths, type SuccessMessage } from 'shared-domain';
import { api } from 'shared-auth';

/** POST /api/auth/reset-password: sets a new password with a one-time token (reset or invitation link). */
export const resetPassword = (input: { token: string; password: string }) =>
  api.post<SuccessMessage>(apiPaths.resetPassword, input, { auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
