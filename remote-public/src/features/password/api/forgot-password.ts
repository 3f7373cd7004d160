import { useMutation } from '@tanstack/react-query';
import { apiPaths, type SuccessMessage } from 'shared-domain';
import { api } from 'shared-auth';

/** POST /api/auth/forgot-password: always answers with the same neutral message. */
export const forgotPassword = (input: { email: string }) => api.post<SuccessMessage>(apiPaths.forgotPassword, input, { auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
