import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type MyConsentResponse } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyConsent = () => api.get<MyConsentResponse>(apiPaths.myConsent);

export const myConsentQueryOptions = () => queryOptions({ queryKey: meKeys.consent, queryFn: () => getMyConsent() });

/** GET me/consent: the teacher's talent-pool consent. */
export const useMyConsent = () => useQuery(myConsentQueryOptions());
