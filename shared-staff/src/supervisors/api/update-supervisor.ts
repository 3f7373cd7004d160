import { api } from 'shared-auth';
import { apiPaths, type Supervisor, type SupervisorPatchInput } from 'shared-domain';
import { useCacheMutation, type PatchVars } from '../../lib/use-cache-mutation';
import { storeSupervisor } from './cache';

export type UpdateSupervisorVars = PatchVars<SupervisorPatchInput>;

export const updateSupervisor = ({ id, body }: UpdateSupervisorVars) => api.patch<Supervisor>(apiPaths.supervisor(id), body);

/** PATCH supervisors/{id}. */
export const useUpdateSupervisor = () => useCacheMutation(updateSupervisor, storeSupervisor);
