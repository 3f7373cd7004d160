import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useAuth } from 'shared-auth';
import { apiPaths, type AvailableTeacher, type TeacherRequest } from 'shared-domain';
import { schoolKeys } from './query-keys';

export interface CreateRequestVars {
  teacherId: string;
  schoolId: string;
}

export const createRequest = (vars: CreateRequestVars) => api.post<TeacherRequest>(apiPaths.requestCreate, vars);

const toTeacherRequest = (r: TeacherRequest): NonNullable<AvailableTeacher['request']> => ({
  _id: r._id,
  status: r.status,
  createdAt: r.createdAt,
  responseDate: r.responseDate,
});

/**
 * POST requests/create for the signed-in school. On success the teacher's request state changes in the
 * Find Teachers list and on the teacher's page at once; the requests list reloads. Errors reach the caller.
 */
export function useCreateRequest() {
  const client = useQueryClient();
  const { user } = useAuth();
  const schoolId = user?.profile ?? '';
  return useMutation({
    mutationFn: (teacherId: string) => createRequest({ teacherId, schoolId }),
    onSuccess: (created, teacherId) => {
      const request = toTeacherRequest(created);
      client.setQueryData<AvailableTeacher[]>(schoolKeys.availableTeachers(), (list) =>
        list?.map((t) => (t._id === teacherId ? { ...t, request } : t)),
      );
      client.setQueryData<AvailableTeacher>(schoolKeys.teacher(teacherId), (t) => (t ? { ...t, request } : t));
      return client.invalidateQueries({ queryKey: schoolKeys.requests(schoolId) });
    },
    // A refused request (e.g. a duplicate) may mean the stored state is stale: reload it.
    onError: (_err, teacherId) => {
      void client.invalidateQueries({ queryKey: schoolKeys.availableTeachers() });
      void client.invalidateQueries({ queryKey: schoolKeys.teacher(teacherId) });
    },
  });
}
