import styled from 'styled-components';
import { GLOSSARY } from 'shared-domain';
import { calloutStyles } from 'shared-ui';
import { useOutboxDelivery } from './api/get-outbox';

const Notice = styled.div`
  ${calloutStyles('warning')}
  margin-bottom: ${({ theme }) => theme.space.md};
  & p {
    margin: 0;
    /* The example SMTP_URL is one long token: it wraps inside the notice on a phone. */
    overflow-wrap: anywhere;
  }
  & p + p {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

/** The words at the top of the outbox when the server has no SMTP_URL (messages are stored, not sent). */
export const DELIVERY_OFF = `${GLOSSARY.emailDeliveryOff}: messages are ${GLOSSARY.keptNotSent}.`;
export const DELIVERY_HOW =
  "To send them, set SMTP_URL (for example smtp://user:password@mail.example.org:587) in the server's environment and restart the server; e-mails kept before that stay here unsent.";
export const TEXTS_OFF = 'Text messages are kept here too: set SMS_URL to send them.';

/** Says plainly that e-mail delivery is off, and how to turn it on; says nothing while it is on (or unknown). */
export function DeliveryNotice() {
  const delivery = useOutboxDelivery();
  if (!delivery.data || delivery.data.email) return null;
  return (
    <Notice role="status" aria-label={GLOSSARY.emailDeliveryOff}>
      <p>
        <strong>{DELIVERY_OFF}</strong>
      </p>
      <p>{DELIVERY_HOW}</p>
      {!delivery.data.sms && <p>{TEXTS_OFF}</p>}
    </Notice>
  );
}
