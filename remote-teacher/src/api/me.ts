import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import {
  apiPaths,
  type AcknowledgeObservationInput,
  type ConsentHistory,
  type Invoice,
  type MyConsentInput,
  type MyConsentResponse,
  type MyContactInput,
  type MyContactResponse,
  type MyDashboard,
  type MyLedger,
  type MyNotificationsInput,
  type MyObservation,
  type MyObservations,
  type MyProfileInput,
  type MyProfileResponse,
  type MyRequests,
} from 'shared-domain';

// The teacher's own record, through the me/ routes (docs/teacher-api.md): the server reads the signed-in account's
// record, so no id is ever sent. One query key per answer; a change refreshes what shows it.
export const meKeys = {
  all: ['me'] as const,
  dashboard: ['me', 'dashboard'] as const,
  observations: ['me', 'observations'] as const,
  ledger: ['me', 'ledger'] as const,
  invoice: (id: string) => ['me', 'invoice', id] as const,
  profile: ['me', 'profile'] as const,
  consent: ['me', 'consent'] as const,
  consentHistory: ['me', 'consent', 'history'] as const,
  requests: ['me', 'requests'] as const,
  contact: ['me', 'contact'] as const,
};

/** The request an error panel names. */
export const request = (path: string, method = 'GET') => `${method} /api/${path}`;

export const useMyDashboard = () => useQuery({ queryKey: meKeys.dashboard, queryFn: () => api.get<MyDashboard>(apiPaths.myTeacher) });
export const useMyObservations = () =>
  useQuery({ queryKey: meKeys.observations, queryFn: () => api.get<MyObservations>(apiPaths.myObservations) });
export const useMyLedger = () => useQuery({ queryKey: meKeys.ledger, queryFn: () => api.get<MyLedger>(apiPaths.myLedger) });
/** One charge's invoice (what the printable page staff print shows). */
export const useMyInvoice = (id: string) =>
  useQuery({ queryKey: meKeys.invoice(id), queryFn: () => api.get<Invoice>(apiPaths.myInvoice(id)) });
export const useMyProfile = () => useQuery({ queryKey: meKeys.profile, queryFn: () => api.get<MyProfileResponse>(apiPaths.myProfile) });
export const useMyConsent = () => useQuery({ queryKey: meKeys.consent, queryFn: () => api.get<MyConsentResponse>(apiPaths.myConsent) });
export const useMyConsentHistory = () =>
  useQuery({ queryKey: meKeys.consentHistory, queryFn: () => api.get<ConsentHistory>(apiPaths.myConsentHistory) });
export const useMyRequests = () => useQuery({ queryKey: meKeys.requests, queryFn: () => api.get<MyRequests>(apiPaths.myRequests) });
export const useMyContact = () => useQuery({ queryKey: meKeys.contact, queryFn: () => api.get<MyContactResponse>(apiPaths.myContact) });

/** A change through a me/ route; on success everything of the teacher's that may show it refetches. */
function useMeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: meKeys.all }) });
}

export const useAcknowledge = () =>
  useMeMutation(({ id, input }: { id: string; input: AcknowledgeObservationInput }) =>
    api.post<{ message: string; observation: MyObservation }>(apiPaths.acknowledgeObservation(id), input),
  );
export const useSaveProfile = () => useMeMutation((input: MyProfileInput) => api.put<MyProfileResponse>(apiPaths.myProfile, input));
export const useSaveConsent = () => useMeMutation((input: MyConsentInput) => api.put<MyConsentResponse>(apiPaths.myConsent, input));
export const useSaveContact = () => useMeMutation((input: MyContactInput) => api.put<MyContactResponse>(apiPaths.myContact, input));
export const useSaveNotifications = () =>
  useMeMutation((input: MyNotificationsInput) => api.put<MyContactResponse>(apiPaths.myNotifications, input));
