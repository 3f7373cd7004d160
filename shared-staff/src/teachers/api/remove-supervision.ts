import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type ObservationRemoval, type Teacher } from 'shared-domain';
import { storeTeacher } from './cache';

export const removeSupervision = ({
  teacherId,
  supervisionId,
  input,
}: {
  teacherId: string;
  supervisionId: string;
  input: ObservationRemoval;
}) => api.post<Teacher>(apiPaths.removeSupervision(teacherId, supervisionId), input);

/**
 * POST teachers/{id}/supervisions/{supervisionId}/remove (admins): the observation stays on the record as
 * removed, with the reason; the record and the list update in place.
 */
export function useRemoveSupervision() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeSupervision, onSuccess: (teacher) => storeTeacher(client, teacher) });
}
