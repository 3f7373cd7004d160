import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type Inquiry } from 'shared-domain';

export const inquiryKeys = queryKeys.inquiries;

export const getInquiries = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Inquiry[]>(apiPaths.inquiries, { signal });

export const inquiriesQueryOptions = () => queryOptions({ queryKey: inquiryKeys.all, queryFn: getInquiries });

/** GET /api/inquiries (admin): the contact-form messages. */
export const useInquiries = () => useQuery(inquiriesQueryOptions());
