import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type TeacherRequest } from 'shared-domain';
import { dashboardKeys } from './get-dashboard';
import { requestKeys } from './get-requests';

export interface AnswerRequestVars {
  id: string;
  status: 'approved' | 'denied';
}

export const answerRequest = ({ id, status }: AnswerRequestVars) =>
  api.put<TeacherRequest | null>(apiPaths.request(id), { status, responseDate: new Date().toISOString() });

/** PUT requests/{id} {status, responseDate}: the request leaves the pending list at once. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSuccess: (saved, { id, status }) => {
      client.setQueryData<TeacherRequest[]>(requestKeys.list(), (list) =>
        list?.map((r) =>
          r._id !== id ? r : saved && saved._id === id ? { ...r, ...saved } : { ...r, status, responseDate: new Date().toISOString() },
        ),
      );
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
