import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Teacher, type supervisionInputSchema } from 'shared-domain';
import type { z } from 'zod';
import { storeTeacher } from './cache';

export type SupervisionInput = z.input<typeof supervisionInputSchema>;

export const recordSupervision = ({ teacherId, input }: { teacherId: string; input: SupervisionInput }) =>
  api.post<Teacher>(apiPaths.teacherSupervisions(teacherId), input);

/** POST teachers/{id}/supervisions: one observation; the record and the list update in place. */
export function useRecordSupervision() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordSupervision, onSuccess: (teacher) => storeTeacher(client, teacher) });
}
