import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type Inquiry } from 'shared-domain';
import { inquiryKeys } from './get-inquiries';

export const updateInquiry = ({ id, handled }: { id: string; handled: boolean }) => api.patch<Inquiry>(apiPaths.inquiry(id), { handled });

/** PATCH inquiries/{id} {handled}: the row updates in place; the dashboard's count refreshes. */
export function useUpdateInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInquiry,
    onSuccess: (saved, { id, handled }) => {
      client.setQueryData<Inquiry[]>(inquiryKeys.all, (list) =>
        list?.map((i) => (i._id !== id ? i : saved?._id ? saved : { ...i, handled, handledAt: handled ? new Date().toISOString() : null })),
      );
      void client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
