import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, api } from 'shared-auth';
import { apiPaths } from 'shared-domain';
import { Button } from '../button';

export interface AccountLinkButtonProps {
  kind: 'school' | 'supervisor';
  id: string;
  /** 'Send password reset' or, for a school without a sign-in yet, 'Send invitation'. */
  label: string;
}

const StyledWrap = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledNote = styled.p<{ $failed: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger.fg : theme.colors.success.fg)};
`;

/** POST /api/accounts/reset-link {kind, id} (admin): e-mails a reset or set-password link through the outbox. */
export function AccountLinkButton({ kind, id, label }: AccountLinkButtonProps) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const send = async () => {
    setBusy(true);
    setNote(null);
    try {
      const res = await api.post<{ message?: string }>(apiPaths.resetLink, { kind, id });
      setNote({ text: res?.message || 'The link was sent', failed: false });
    } catch (err) {
      setNote({ text: err instanceof ApiError ? err.message : 'The link could not be sent', failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledWrap>
      <Button variant="secondary" busy={busy} onClick={() => void send()}>
        {label}
      </Button>
      {note && (
        <StyledNote role={note.failed ? 'alert' : 'status'} $failed={note.failed}>
          {note.text}
        </StyledNote>
      )}
    </StyledWrap>
  );
}
