import { useId, useState } from 'react';
import styled from 'styled-components';
import { GLOSSARY, type AvailableTeacher } from 'shared-domain';
import { Button, RequestStateBadge, useToast } from 'shared-ui';
import { Modal } from 'shared-ui/staff';
import { useCreateRequest } from '../api/create-request';
import { errorMessage } from 'shared-auth';

// A request's state is a label (RequestStateBadge: the word the Requests page shows), never a button; only
// 'Request again' (after a denial) sends again.

const StyledWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledNote = styled.p<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger.fg : theme.colors.textMuted)};
`;

export interface RequestButtonProps {
  teacher: Pick<AvailableTeacher, '_id' | 'name' | 'request'>;
  /** Opens the confirmation at once (the school came from 'Request Information' on the public Browse page). */
  askNow?: boolean;
}

/**
 * 'Request Information' (POST requests/create), after a confirmation: a request cannot be withdrawn. Afterwards the
 * request's state shows as a label (Pending, Approved, Denied); after a denial a separate 'Request again' sends a
 * new one, after the same confirmation. Failures are shown, never swallowed.
 */
export function RequestButton({ teacher, askNow = false }: RequestButtonProps) {
  const toast = useToast();
  const noteId = useId();
  const create = useCreateRequest();
  const status = teacher.request?.status;
  const fullName = `${teacher.name.first} ${teacher.name.last}`;
  const failure = create.isError ? errorMessage(create.error, 'Failed to send the request. Please try again.') : '';

  const [asking, setAsking] = useState(() => askNow && (status === undefined || status === 'denied'));
  const send = () => {
    setAsking(false);
    create.mutate(teacher._id, {
      onSuccess: () => toast.show(`Information requested about ${fullName}`, 'success'),
      onError: (err) => toast.show(errorMessage(err, 'Failed to send the request. Please try again.'), 'error'),
    });
  };

  const note = failure || (status === 'denied' ? 'Your request was denied. You may request again.' : '');
  const canSend = status === undefined || status === 'denied';
  return (
    <StyledWrap>
      {status && (
        <span>
          <RequestStateBadge status={status} />
        </span>
      )}
      {canSend && (
        <Button
          size="sm"
          variant={status ? 'secondary' : 'primary'}
          onClick={() => setAsking(true)}
          busy={create.isPending}
          aria-describedby={note ? noteId : undefined}
          title={`${status === 'denied' ? GLOSSARY.requestAgain : 'Request information'} about ${fullName}`}
        >
          {create.isPending ? 'Requesting...' : status === 'denied' ? GLOSSARY.requestAgain : 'Request Information'}
        </Button>
      )}
      {note && (
        <StyledNote id={noteId} $error={!!failure}>
          {note}
        </StyledNote>
      )}
      {asking && (
        <Modal
          title={`Request information about ${fullName}?`}
          open
          onClose={() => setAsking(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Cancel
              </Button>
              <Button onClick={send}>Send request</Button>
            </>
          }
        >
          <p>
            An administrator reviews your request. You are e-mailed the answer, and once it is approved this teacher&apos;s full details
            show here. A request cannot be withdrawn.
          </p>
        </Modal>
      )}
    </StyledWrap>
  );
}
