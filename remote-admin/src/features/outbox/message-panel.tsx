import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, type OutboxMessage } from 'shared-domain';
import { Badge, Button } from 'shared-ui';
import { DescriptionList } from 'shared-ui/staff';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES, recipient } from './outbox-words';

/**
 * A side panel over the right of the page (the list keeps its width, so the page never gets wider); on a phone it is
 * a full sheet. It scrolls on its own.
 */
const StyledPanel = styled.section`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  box-sizing: border-box;
  width: min(34rem, 100vw);
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: -8px 0 24px rgba(15, 23, 42, 0.12);
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  @media ${({ theme }) => theme.breakpoints.phone} {
    padding: ${({ theme }) => theme.space.md};
    border-left: 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The message as it was written: its lines kept, any long token (a link, an address) wrapped inside the panel. */
const StyledBody = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A web address in a message body (without the punctuation that ends the sentence after it). */
const WEB_ADDRESS = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]]/g;

/** The body's text with each web address a link (the demo's sign-in and confirmation links can be followed). */
export function linkedText(body: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of body.matchAll(WEB_ADDRESS)) {
    if (m.index > at) parts.push(body.slice(at, m.index));
    parts.push(
      <a key={m.index} href={m[0]} target="_blank" rel="noreferrer noopener">
        {m[0]}
      </a>,
    );
    at = m.index + m[0].length;
  }
  if (at < body.length) parts.push(body.slice(at));
  return parts;
}

/** One outbox message, read whole: a side panel on a wide screen, a full sheet on a phone; Escape or Close closes it. */
export function MessagePanel({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message._id]);
  return (
    <StyledPanel aria-labelledby="outbox-message-subject" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <StyledHead>
        <h2 id="outbox-message-subject" ref={heading} tabIndex={-1}>
          {message.subject}
        </h2>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </StyledHead>
      <DescriptionList
        items={[
          ['To', recipient(message)],
          ['Date', formatDate(message.createdAt)],
          ['Kind', KIND_LABELS[message.kind] ?? message.kind],
          ['Status', <Badge tone={STATUS_TONES[message.status] ?? 'gray'}>{STATUS_LABELS[message.status] ?? message.status}</Badge>],
          ...(message.lastError ? [['Last error', message.lastError] as const] : []),
          ['Attempts', String(message.attempts)],
        ]}
      />
      <StyledBody data-testid="outbox-message-body">{linkedText(message.body)}</StyledBody>
    </StyledPanel>
  );
}
