import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from 'shared-ui';

/** 'Showing 3 of 10 ...' above a filtered list. */
export const StyledCount = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ListActionsProps {
  /** Saves the rows shown as CSV; disabled when there are none, busy while it runs. */
  onExport: () => void | Promise<void>;
  rowCount: number;
  /** The 'Add ...' link, for the roles that may add. */
  add?: { label: string; href: string; state?: unknown };
}

/** A staff list's header actions: 'Export CSV' and, where allowed, 'Add ...'. */
export function ListActions({ onExport, rowCount, add }: ListActionsProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void run()} disabled={rowCount === 0} busy={busy}>
        Export CSV
      </Button>
      {add && (
        <ButtonLink to={add.href} state={add.state}>
          {add.label}
        </ButtonLink>
      )}
    </>
  );
}
