import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, apiPaths, type Inquiry, type InquiryInput } from 'shared-domain';
import { api } from 'shared-auth';

/** POST /api/inquiries: a visitor's contact-form message (admins read it in their area). */
export const createInquiry = (input: InquiryInput) => api.post<Inquiry>(apiPaths.inquiries, input, { auth: false });

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inquiries.all }),
  });
}
