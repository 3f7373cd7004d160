import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type AssignmentInput, type Teacher } from 'shared-domain';
import { supervisorKeys } from './query-keys';

export interface AssignTeacherVars {
  teacherId: string;
  input: AssignmentInput;
}

export const assignTeacher = ({ teacherId, input }: AssignTeacherVars) => api.put<Teacher>(apiPaths.teacherAssignment(teacherId), input);

/**
 * PUT teachers/{id}/assignment (admin). The server refuses a full or unavailable supervisor with 409
 * (MESSAGES.supervisorFull / supervisorUnavailable).
 */
export function useAssignTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignTeacher,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: supervisorKeys.all });
      void client.invalidateQueries({ queryKey: queryKeys.teachers.all });
      void client.invalidateQueries({ queryKey: queryKeys.schools.all });
    },
  });
}
