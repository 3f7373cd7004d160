import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type TeacherRequest } from 'shared-domain';
import { dashboardKeys } from './get-dashboard';
import { requestKeys } from './get-requests';

export interface AnswerRequestVars {
  id: string;
  status: 'approved' | 'denied';
  /** Sent to the school with the answer (asked for when denying). */
  reason?: string;
}

export const answerRequest = ({ id, status, reason = '' }: AnswerRequestVars) =>
  api.put<TeacherRequest | null>(apiPaths.request(id), { status, responseDate: new Date().toISOString(), reason });

/** PUT requests/{id} {status, responseDate, reason}: the request leaves the pending list at once. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSuccess: (saved, { id, status, reason }) => {
      client.setQueryData<TeacherRequest[]>(requestKeys.list(), (list) =>
        list?.map((r) =>
          r._id !== id
            ? r
            : saved && saved._id === id
              ? { ...r, ...saved }
              : { ...r, status, reason: reason ?? '', responseDate: new Date().toISOString() },
        ),
      );
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
