import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';

/** The line shown after a send: the server's answer, or why it failed. */
export interface AccountLinkNote {
  text: string;
  failed: boolean;
}

export interface AccountLinkButtonProps {
  /** 'Send password reset' or, for a school without a sign-in yet, 'Send invitation'. */
  label: string;
  /** Sends the link and resolves to the note to show (it does not reject). */
  send: () => Promise<AccountLinkNote>;
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

/** A button that e-mails a reset or set-password link, and the note with the outcome beside it. */
export function AccountLinkButton({ label, send }: AccountLinkButtonProps) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<AccountLinkNote | null>(null);
  const onClick = async () => {
    setBusy(true);
    setNote(null);
    try {
      setNote(await send());
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledWrap>
      <Button variant="secondary" busy={busy} onClick={() => void onClick()}>
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
