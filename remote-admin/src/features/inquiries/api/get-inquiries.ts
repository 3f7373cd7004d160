import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { INQUIRIES_PAGE_SIZE, queryKeys, apiPaths, type InquiryPage } from 'shared-domain';

export const inquiryKeys = queryKeys.inquiries;

export interface InquiryPageQuery {
  /** 1-based. */
  page: number;
  onlyNew: boolean;
}

export const getInquiryPage = ({ page, onlyNew }: InquiryPageQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<InquiryPage>(`${apiPaths.inquiries}?page=${page}&pageSize=${INQUIRIES_PAGE_SIZE}&status=${onlyNew ? 'new' : 'all'}`, { signal });

export const inquiriesQueryOptions = (q: InquiryPageQuery) =>
  queryOptions({
    queryKey: [...inquiryKeys.all, q] as const,
    queryFn: ({ signal }) => getInquiryPage(q, { signal }),
    // The current page stays on screen while the next one loads (the pager does not flash a loading text).
    placeholderData: keepPreviousData,
  });

/** GET /api/inquiries?page=&pageSize=&status= (admin): one page of the contact-form messages, newest first, paged on the server. */
export const useInquiries = (q: InquiryPageQuery) => useQuery(inquiriesQueryOptions(q));
