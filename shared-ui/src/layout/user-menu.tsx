import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../use-dismiss';
import { useAuth } from 'shared-auth';
import { Button } from 'shared-ui';
import { icons } from '../icons';

const StyledWrap = styled.div`
  position: relative;
`;

const StyledTrigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: min(18rem, 42vw);
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndices.menu};
  min-width: min(16rem, calc(100vw - 1rem));
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  & > p {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    word-break: break-all;
  }
  & dl {
    margin: 0;
  }
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Signed-in email; opens the account type and 'Sign out' (disclosure pattern). */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const [busy, setBusy] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(open, close, wrapRef, triggerRef);

  if (!user) return null;

  const handleSignOut = async () => {
    setBusy(true);
    try {
      // The shell's route guard then reloads the page at /login: one full load, which drops every
      // remote's in-memory state along with the session (a second navigation from here would race it).
      await signOut();
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledWrap ref={wrapRef}>
      <StyledTrigger ref={triggerRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span>{user.email}</span>
        {icons.chevronDown}
      </StyledTrigger>
      {open && (
        <StyledPanel id={panelId}>
          <p>{user.email}</p>
          <dl>
            <dt>Account Type</dt>
            <dd>{user.role.toUpperCase()}</dd>
          </dl>
          <Button variant="secondary" busy={busy} onClick={handleSignOut}>
            {icons.logout}
            Sign out
          </Button>
        </StyledPanel>
      )}
    </StyledWrap>
  );
}
