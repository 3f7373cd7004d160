import { api } from 'shared-auth';
import { apiPaths, type SupervisorCreated, type SupervisorRegisterInput } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { storeSupervisor } from './cache';

export type CreateSupervisorResponse = SupervisorCreated;

export const createSupervisor = (body: SupervisorRegisterInput) => api.post<CreateSupervisorResponse>(apiPaths.supervisorRegister, body);

/** POST supervisors/register (admin): the supervisor can sign in at once. */
export const useCreateSupervisor = () =>
  useCacheMutation(createSupervisor, (client, res) => res?.supervisor && storeSupervisor(client, res.supervisor));
