import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type SignatureCheck, type SignatureForm, type SignatureLinkSent, type SignatureWithText } from 'shared-domain';
import { teacherKeys } from '../api/query-keys';

// The staff side of signatures by one-time link: what was signed, the links sent, and sending them.

export const signatureKeys = {
  signatures: (teacherId: string) => [...teacherKeys.all, 'signatures', teacherId] as const,
  links: (teacherId: string) => [...teacherKeys.all, 'signature-links', teacherId] as const,
};

/** GET teachers/{id}/signatures: every signature of the record, newest first, with its hash checked. */
export const useSignatures = (teacherId: string) =>
  useQuery({
    queryKey: signatureKeys.signatures(teacherId),
    queryFn: ({ signal }) => api.get<SignatureWithText[]>(apiPaths.teacherSignatures(teacherId), { signal }),
  });

/** GET teachers/{id}/signature-links: the links sent for the record (when, to whom, when used). */
export const useSignatureLinks = (teacherId: string) =>
  useQuery({
    queryKey: signatureKeys.links(teacherId),
    queryFn: ({ signal }) => api.get<SignatureLinkSent[]>(apiPaths.teacherSignatureLinks(teacherId), { signal }),
  });

/** GET teachers/{id}/signatures/{signatureId}/check: the hash recomputed now from the kept text. */
export const checkSignature = (teacherId: string, signatureId: string) =>
  api.get<SignatureCheck>(apiPaths.teacherSignatureCheck(teacherId, signatureId));

type Sent = { to: string; expiresAt: string };

/** Sends a one-time link: a form's to its signer, or an observation's feedback to the mentor. */
export function useSendLink(teacherId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (what: { form: SignatureForm } | { observationId: string }) =>
      'form' in what
        ? api.post<Sent>(apiPaths.teacherSignatureLink(teacherId, what.form), undefined)
        : api.post<Sent>(apiPaths.teacherMentorLink(teacherId, what.observationId), undefined),
    onSettled: () => client.invalidateQueries({ queryKey: signatureKeys.links(teacherId) }),
  });
}
