import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, type StoredObservation, type Teacher } from 'shared-domain';
import { Button } from 'shared-ui';
import { ConfirmActDialog } from '../../lib/confirm-act-dialog';
import { useSendLink, useSignatureLinks } from './api';

// Stacked (the day it was sent, then the button), wrapping within the observation log's Logged cell.
const StyledMentor = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  white-space: normal;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** When the observation's feedback was last sent to the mentor, from the links sent for the record; null if never. */
export const sentToMentorOn = (links: { observationId: string | null; sentAt: string }[] | undefined, observationId: string) =>
  links?.find((l) => l.observationId === observationId)?.sentAt ?? null;

/**
 * An observation's "Send to mentor": e-mails the record's mentor the one-time link to read the written feedback and
 * acknowledge it, after asking (an e-mail cannot be taken back), and says when it was sent. Only a formal observation
 * with written feedback has something to send.
 */
export function SendToMentor({
  teacher,
  observation: o,
}: {
  teacher: Pick<Teacher, '_id' | 'name'>;
  observation: Pick<StoredObservation, '_id' | 'date' | 'kind' | 'comment' | 'mentorAcknowledgedAt'>;
}) {
  const links = useSignatureLinks(teacher._id);
  const send = useSendLink(teacher._id);
  const [asking, setAsking] = useState(false);
  if (o.kind === 'informal' || !o.comment.trim()) return null;
  const sentAt = sentToMentorOn(links.data, o._id);
  const name = `${teacher.name.first} ${teacher.name.last}`.trim();
  return (
    <StyledMentor>
      {sentAt && <span>{`Sent to mentor ${formatDate(sentAt).replace(/ /g, '\u00a0')}`}</span>}
      {!o.mentorAcknowledgedAt && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAsking(true)}
          aria-label={`${sentAt ? 'Send to mentor again' : 'Send to mentor'}: the observation of ${formatDate(o.date)}`}
        >
          {sentAt ? 'Send to mentor again' : 'Send to mentor'}
        </Button>
      )}
      {asking && (
        <ConfirmActDialog
          title="Send to mentor"
          submitLabel="Send the link"
          description={
            <p>{`E-mails ${name}'s mentor the written feedback of the observation on ${formatDate(o.date)} with a one-time link to acknowledge it.`}</p>
          }
          act={{ run: () => send.mutateAsync({ observationId: o._id }), done: (r) => `Link sent to ${r.to}` }}
          onClose={() => setAsking(false)}
        />
      )}
    </StyledMentor>
  );
}
