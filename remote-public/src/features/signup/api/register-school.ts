import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, apiPaths, type SchoolRegisterInput, type SuccessMessage } from 'shared-domain';
import { api } from 'shared-auth';

/**
 * POST schools/register without a token: a school signs itself up (inactive until an admin approves it). The answer
 * is `{ success, message }` alike for a new and a known address (which one is only said by e-mail).
 */
export const registerSchool = (input: SchoolRegisterInput) => api.post<SuccessMessage>(apiPaths.schoolRegister, input, { auth: false });

export function useRegisterSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerSchool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.schools.all }),
  });
}
