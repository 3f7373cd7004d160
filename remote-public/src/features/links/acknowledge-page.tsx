import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { api } from 'shared-auth';
import { apiPaths, formatDate, SIGNATURE_MESSAGES, type MentorLinkView, type SignatureReceipt } from 'shared-domain';
import { FormErrorBox, LoadingText } from 'shared-ui';
import { useLinkQuery } from '../../lib/link-token';
import { failureText, LinkPanel, SignatureForm } from './signature-form';

export const ACKNOWLEDGE_TITLE = 'Acknowledge observation feedback';
const LOAD_FAILED = 'The feedback could not be loaded. Please try again later.';
const SAVE_FAILED = 'Your acknowledgement could not be saved. Please try again later.';

// The token goes in a body, never in a URL: no access log or Referer holds it.
const view = (token: string) => api.post<MentorLinkView>(apiPaths.linkView, { token }, { auth: false });
const acknowledge = (input: { token: string; name: string; agree: boolean }) =>
  api.post<SignatureReceipt>(apiPaths.linkAcknowledge, input, { auth: false });

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <LinkPanel title={title} titleId="acknowledge-title" maxWidth="40rem">
      {children}
    </LinkPanel>
  );
}

const StyledSections = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
  }
`;
// Each label with its text: the grid lays out the <dt>/<dd> pairs inside.
const StyledRow = styled.div`
  display: contents;
`;
function Sign({ token, v }: { token: string; v: MentorLinkView }) {
  const save = useMutation({ mutationFn: (input: { name: string; agree: boolean }) => acknowledge({ token, ...input }) });
  return (
    <SignatureForm
      statement={v.statement}
      submitLabel="Sign and acknowledge"
      thanks={SIGNATURE_MESSAGES.acknowledged}
      save={{ ...save, failure: SAVE_FAILED }}
    />
  );
}

/**
 * /links/acknowledge#token=...: the page a mentor opens from the e-mail, without an account. It shows the one
 * observation's written feedback the link grants and takes the signed acknowledgement; a used or expired link says so.
 */
export function AcknowledgePage() {
  const { token, query } = useLinkQuery('link-view', view);
  let body;
  if (!token) body = <FormErrorBox message={SIGNATURE_MESSAGES.linkUnknown} />;
  else if (query.isPending) body = <LoadingText />;
  else if (query.isError) body = <FormErrorBox message={failureText(query.error, LOAD_FAILED)} />;
  else
    body = (
      <>
        <p>
          {query.data.programName} sends you, as {query.data.teacherName}&apos;s mentor, the written feedback from an observation. Please
          read it and acknowledge it. The link works once, until {formatDate(query.data.expiresAt)}.
        </p>
        <h2>The feedback</h2>
        <StyledSections>
          {query.data.sections.map((s) => (
            <StyledRow key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.text}</dd>
            </StyledRow>
          ))}
        </StyledSections>
        <Sign token={token} v={query.data} />
      </>
    );
  return <Frame title={ACKNOWLEDGE_TITLE}>{body}</Frame>;
}
