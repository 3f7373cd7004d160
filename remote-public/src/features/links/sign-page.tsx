import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { api } from 'shared-auth';
import { apiPaths, formatDate, SIGNATURE_MESSAGES, type FormLinkView, type SignatureReceipt } from 'shared-domain';
import { FormErrorBox, LoadingText } from 'shared-ui';
import { useLinkQuery } from '../../lib/link-token';
import { failureText, LinkPanel, SignatureForm } from './signature-form';
import { DeclineForm } from './decline-form';

export const SIGN_TITLE = 'Sign a form';
const LOAD_FAILED = 'The form could not be loaded. Please try again later.';
const SAVE_FAILED = 'Your signature could not be saved. Please try again later.';

// The token goes in a body, never in a URL: no access log or Referer holds it.
const view = (token: string) => api.post<FormLinkView>(apiPaths.linkForm, { token }, { auth: false });
const sign = (input: { token: string; name: string; agree: boolean }) =>
  api.post<SignatureReceipt>(apiPaths.linkSign, input, { auth: false });

// The form's text, as it is signed: each paragraph as written, long words wrapped on a phone.
const StyledForm = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
const StyledVersion = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Sign, or decline and say why: once one is done, the other is gone (the link is used). */
function Sign({ token, v }: { token: string; v: FormLinkView }) {
  const save = useMutation({ mutationFn: (input: { name: string; agree: boolean }) => sign({ token, ...input }) });
  const [declined, setDeclined] = useState(false);
  return (
    <>
      {!declined && (
        <SignatureForm
          statement={v.statement}
          submitLabel="Sign"
          thanks={SIGNATURE_MESSAGES.signed}
          save={{ ...save, failure: SAVE_FAILED }}
        />
      )}
      {!save.data && <DeclineForm token={token} onDeclined={() => setDeclined(true)} />}
    </>
  );
}

/**
 * /links/sign#token=...: the page a principal or a mentor opens from the e-mail, without an account. It shows exactly
 * the form the link grants, filled in with the names on the record, and takes the signature; a used or expired link
 * says so.
 */
export function SignPage() {
  const { token, query } = useLinkQuery('link-form', view);
  let body;
  if (!token) body = <FormErrorBox message={SIGNATURE_MESSAGES.linkUnknown} />;
  else if (query.isPending) body = <LoadingText />;
  else if (query.isError) body = <FormErrorBox message={failureText(query.error, LOAD_FAILED)} />;
  else
    body = (
      <>
        <p>
          {query.data.programName} asks you, {query.data.signerName}, to sign this form for {query.data.teacherName}. Please read it; the
          link works once, until {formatDate(query.data.expiresAt)}.
        </p>
        <StyledForm aria-labelledby="form-title">
          <h2 id="form-title">{query.data.title}</h2>
          <StyledVersion>Version {query.data.version}</StyledVersion>
          {query.data.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </StyledForm>
        <Sign token={token} v={query.data} />
      </>
    );
  return (
    <LinkPanel title={SIGN_TITLE} titleId="sign-title" maxWidth="44rem">
      {body}
    </LinkPanel>
  );
}
