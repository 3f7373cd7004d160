import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, apiPaths, type SchoolCreated, type SchoolRegisterInput } from 'shared-domain';
import { api } from 'shared-auth';

/** POST schools/register without a token: a school signs itself up (inactive until an admin approves it). */
export const registerSchool = (input: SchoolRegisterInput) => api.post<SchoolCreated>(apiPaths.schoolRegister, input, { auth: false });

export function useRegisterSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerSchool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.schools.all }),
  });
}
