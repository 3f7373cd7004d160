import type { QueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type AssignmentInput, type Teacher } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { supervisorKeys } from './query-keys';

export interface AssignTeacherVars {
  teacherId: string;
  input: AssignmentInput;
}

export const assignTeacher = ({ teacherId, input }: AssignTeacherVars) => api.put<Teacher>(apiPaths.teacherAssignment(teacherId), input);

/** An assignment changes the supervisor's, the teacher's and the school's figures. */
function refreshAssignments(client: QueryClient) {
  for (const queryKey of [supervisorKeys.all, queryKeys.teachers.all, queryKeys.schools.all]) void client.invalidateQueries({ queryKey });
}

/**
 * PUT teachers/{id}/assignment (admin). The server refuses a full or unavailable supervisor with 409
 * (MESSAGES.supervisorFull / supervisorUnavailable).
 */
export const useAssignTeacher = () => useCacheMutation(assignTeacher, refreshAssignments);
