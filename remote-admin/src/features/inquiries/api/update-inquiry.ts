import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type Inquiry, type InquiryPage } from 'shared-domain';
import { inquiryKeys } from './get-inquiries';

export const updateInquiry = ({ id, handled }: { id: string; handled: boolean }) => api.patch<Inquiry>(apiPaths.inquiry(id), { handled });

/** PATCH inquiries/{id} {handled}: the row updates in place on every loaded page (and the new count); the dashboard's count refreshes. */
export function useUpdateInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInquiry,
    onSuccess: (saved, { id, handled }) => {
      client.setQueriesData<InquiryPage>({ queryKey: inquiryKeys.all }, (page) => {
        const before = page?.inquiries.find((i) => i._id === id);
        if (!page || !before) return page;
        const after = saved?._id ? saved : { ...before, handled, handledAt: handled ? new Date().toISOString() : null };
        const open = page.open + (before.handled === after.handled ? 0 : after.handled ? -1 : 1);
        return { ...page, open, inquiries: page.inquiries.map((i) => (i._id === id ? after : i)) };
      });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
