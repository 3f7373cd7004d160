import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Inquiry } from 'shared-domain';

export const inquiryKeys = { all: ['inquiries'] as const };

export const getInquiries = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Inquiry[]>(apiPaths.inquiries, { signal });

export const inquiriesQueryOptions = () => queryOptions({ queryKey: inquiryKeys.all, queryFn: getInquiries });

/** GET /api/inquiries (admin): the contact-form messages. */
export const useInquiries = () => useQuery(inquiriesQueryOptions());
