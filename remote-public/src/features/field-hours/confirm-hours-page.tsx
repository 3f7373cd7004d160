import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { api, ApiError } from 'shared-auth';
import { apiPaths, EVIDENCE_MESSAGES, FIELD_HOURS_TEXT_MAX, formatDate, type FieldHourConfirmView } from 'shared-domain';
import { Button, calloutStyles, FormErrorBox, LoadingText, TextAreaField } from 'shared-ui';
import { CentredPanel } from '../../components/centred-panel';
import { useLinkQuery } from '../../lib/link-token';

export const CONFIRM_TITLE = 'Confirm field-based experience hours';
const LOAD_FAILED = 'The visit could not be loaded. Please try again later.';
const SAVE_FAILED = 'Your answer could not be saved. Please try again later.';

type Decision = 'confirm' | 'decline';
type Answer = { confirmation: 'confirmed' | 'declined'; message: string };

const view = (token: string) =>
  api.get<FieldHourConfirmView>(`${apiPaths.fieldHoursConfirm}?token=${encodeURIComponent(token)}`, { auth: false });
const answer = (input: { token: string; decision: Decision; comment: string }) =>
  api.post<Answer>(apiPaths.fieldHoursConfirm, input, { auth: false });

/** A used, expired or unknown link (404) says so; anything else is a failure to try again later. */
const failureText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status === 404 ? EVIDENCE_MESSAGES.linkInvalid : fallback;

const StyledPanel = styled(CentredPanel)`
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A centred panel inside the public layout (as the password pages'). */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledPanel title={title} titleId="confirm-title" maxWidth="36rem">
      {children}
    </StyledPanel>
  );
}

const StyledVisit = styled.dl`
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
`;
const StyledDone = styled.div`
  ${calloutStyles('success')}
`;
const StyledAsk = styled.div`
  ${calloutStyles('warning')}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;
const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function Visit({ v }: { v: FieldHourConfirmView }) {
  return (
    <StyledVisit>
      <dt>Intern</dt>
      <dd>{v.teacherName}</dd>
      <dt>Date</dt>
      <dd>{formatDate(v.date)}</dd>
      <dt>Hours</dt>
      <dd>{v.hours}</dd>
      <dt>Campus</dt>
      <dd>{v.campus}</dd>
      <dt>What was observed</dt>
      <dd>{v.activity}</dd>
    </StyledVisit>
  );
}

function Answer({ token, v }: { token: string; v: FieldHourConfirmView }) {
  const [comment, setComment] = useState('');
  const [asking, setAsking] = useState<Decision | null>(null);
  const save = useMutation({ mutationFn: answer });
  if (save.isSuccess)
    return (
      <StyledDone role="status">
        <p>
          <strong>{save.data.message}</strong>
        </p>
        <p>Your answer is recorded; you can close this page.</p>
      </StyledDone>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (asking) save.mutate({ token, decision: asking, comment: comment.trim() });
  };
  const what = `${v.hours} ${v.hours === 1 ? 'hour' : 'hours'} for ${v.teacherName} on ${formatDate(v.date)}`;
  return (
    <form onSubmit={submit} aria-label="Your answer" noValidate>
      {save.isError && <FormErrorBox message={failureText(save.error, SAVE_FAILED)} />}
      <TextAreaField
        label="Comment (optional)"
        hint="A word for the program, e.g. what the intern did. If you decline, say why."
        rows={3}
        maxLength={FIELD_HOURS_TEXT_MAX.comment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {asking ? (
        <StyledAsk>
          <p>
            <strong>
              {asking === 'confirm' ? `Confirm ${what}?` : `Decline ${what}?`} This link works once: your answer cannot be changed.
            </strong>
          </p>
          <StyledButtons>
            <Button type="submit" busy={save.isPending}>
              {asking === 'confirm' ? 'Yes, confirm' : 'Yes, decline'}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={save.isPending}>
              Go back
            </Button>
          </StyledButtons>
        </StyledAsk>
      ) : (
        <StyledButtons>
          <Button onClick={() => setAsking('confirm')}>Confirm these hours</Button>
          <Button variant="secondary" onClick={() => setAsking('decline')}>
            Decline
          </Button>
        </StyledButtons>
      )}
    </form>
  );
}

/**
 * /field-hours/confirm#token=...: the page the observed teacher opens from the e-mail, without an account.
 * It shows the visit and takes one answer; a used or expired link says so.
 */
export function ConfirmHoursPage() {
  const { token, query } = useLinkQuery('field-hours-confirm', view);
  let body;
  if (!token) body = <FormErrorBox message={EVIDENCE_MESSAGES.linkInvalid} />;
  else if (query.isPending) body = <LoadingText />;
  else if (query.isError) body = <FormErrorBox message={failureText(query.error, LOAD_FAILED)} />;
  else
    body = (
      <>
        <p>
          {query.data.teacherName} logged this visit to your class as field-based experience and named you as the teacher observed. Please
          confirm it if it is right, or decline it. The link works until {formatDate(query.data.expiresAt)}.
        </p>
        <h2>The visit</h2>
        <Visit v={query.data} />
        <Answer token={token} v={query.data} />
      </>
    );
  return <Frame title={CONFIRM_TITLE}>{body}</Frame>;
}
