import { api } from 'shared-auth';
import { apiPaths, type AcknowledgeObservationInput, type MyObservation } from 'shared-domain';
import { useMeMutation } from './use-me-mutation';

export const acknowledgeObservation = ({ id, input }: { id: string; input: AcknowledgeObservationInput }) =>
  api.post<{ message: string; observation: MyObservation }>(apiPaths.acknowledgeObservation(id), input);

/** POST me/observations/{id}/acknowledge: the teacher's receipt of an observation, not agreement. */
export const useAcknowledgeObservation = () => useMeMutation(acknowledgeObservation);
