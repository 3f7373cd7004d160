import { api } from 'shared-auth';
import { apiPaths, type MyConsentInput, type MyConsentResponse } from 'shared-domain';
import { useMeMutation } from './use-me-mutation';

export const saveConsent = (input: MyConsentInput) => api.put<MyConsentResponse>(apiPaths.myConsent, input);

/** PUT me/consent: each change is a versioned consent record. */
export const useSaveConsent = () => useMeMutation(saveConsent);
