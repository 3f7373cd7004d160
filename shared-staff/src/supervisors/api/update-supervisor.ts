import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Supervisor, type SupervisorPatchInput } from 'shared-domain';
import { storeSupervisor } from './cache';

export interface UpdateSupervisorVars {
  id: string;
  /** Carries the updatedAt the edit started from: the server answers 409 when someone saved in between. */
  body: SupervisorPatchInput;
}

export const updateSupervisor = ({ id, body }: UpdateSupervisorVars) => api.patch<Supervisor>(apiPaths.supervisor(id), body);

/** PATCH supervisors/{id}. */
export function useUpdateSupervisor() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateSupervisor, onSuccess: (s) => storeSupervisor(client, s) });
}
