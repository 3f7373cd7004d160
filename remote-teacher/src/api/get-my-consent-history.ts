import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type ConsentHistory } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyConsentHistory = () => api.get<ConsentHistory>(apiPaths.myConsentHistory);

export const myConsentHistoryQueryOptions = () => queryOptions({ queryKey: meKeys.consentHistory, queryFn: () => getMyConsentHistory() });

/** GET me/consent/history: the teacher's consent records. */
export const useMyConsentHistory = () => useQuery(myConsentHistoryQueryOptions());
