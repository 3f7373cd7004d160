import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type SupervisorCreated, type SupervisorRegisterInput } from 'shared-domain';
import { storeSupervisor } from './cache';

export type CreateSupervisorResponse = SupervisorCreated;

export const createSupervisor = (body: SupervisorRegisterInput) => api.post<CreateSupervisorResponse>(apiPaths.supervisorRegister, body);

/** POST supervisors/register (admin): the supervisor can sign in at once. */
export function useCreateSupervisor() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSupervisor, onSuccess: (res) => res?.supervisor && storeSupervisor(client, res.supervisor) });
}
