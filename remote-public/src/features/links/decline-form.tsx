import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, DECLINE_REASON_MAX, formatDate, SIGNATURE_MESSAGES, type FormDeclineInput } from 'shared-domain';
import { Button, calloutStyles, FormErrorBox, TextAreaField } from 'shared-ui';
import { failureText } from './signature-form';

const DECLINE_FAILED = 'Your answer could not be saved. Please try again later.';

const decline = (input: FormDeclineInput) => api.post<{ declinedAt: string }>(apiPaths.linkDecline, input, { auth: false });

const StyledDecline = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & h2 {
    margin: 0;
  }
  & p {
    margin: 0;
  }
`;
const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledDone = styled.div`
  ${calloutStyles('info')}
  & p {
    margin: 0;
  }
`;

/**
 * A signer who will not sign says so, and why, instead of leaving the link unanswered: the link is then used, and the
 * staff who sent it read the reason on the record. Declining cannot be taken back (a new link can be sent), so it is
 * two steps: open, write the reason, then Decline to sign.
 */
export function DeclineForm({ token, onDeclined }: { token: string; onDeclined: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const save = useMutation({ mutationFn: decline, onSuccess: onDeclined });
  // Opened by its button: the reason's box takes the focus, where the keyboard and a screen reader expect to go on.
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);
  if (save.data)
    return (
      <StyledDone role="status">
        <p>
          <strong>{SIGNATURE_MESSAGES.declined}</strong>
        </p>
        <p>Declined on {formatDate(save.data.declinedAt)}. This link is now used; you can close this page.</p>
      </StyledDone>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    const problem = !trimmed
      ? SIGNATURE_MESSAGES.declineReasonRequired
      : trimmed.length > DECLINE_REASON_MAX
        ? SIGNATURE_MESSAGES.declineReasonTooLong
        : undefined;
    setError(problem);
    if (!problem) save.mutate({ token, reason: trimmed });
  };
  return (
    <StyledDecline aria-labelledby="decline-title">
      <h2 id="decline-title">Not able to sign?</h2>
      {!open ? (
        <>
          <p>If something in the form is not right, tell the program instead of signing.</p>
          <div>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              Decline to sign…
            </Button>
          </div>
        </>
      ) : (
        <StyledForm onSubmit={submit} aria-label="Decline to sign" noValidate>
          {save.isError && <FormErrorBox message={failureText(save.error, DECLINE_FAILED)} />}
          <TextAreaField
            label="Why you decline"
            hint="The program reads this and follows up. Declining uses this link; the program can send a new one."
            maxLength={DECLINE_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
            ref={box}
          />
          <div>
            <Button type="submit" variant="danger" busy={save.isPending}>
              Decline to sign
            </Button>{' '}
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </StyledForm>
      )}
    </StyledDecline>
  );
}
