import styled from 'styled-components';
import { Button, ButtonLink } from 'shared-ui';

/** 'Showing 3 of 10 ...' above a filtered list. */
export const StyledCount = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ListActionsProps {
  /** Saves the rows shown as CSV; disabled when there are none. */
  onExport: () => void;
  rowCount: number;
  /** The 'Add ...' link, for the roles that may add. */
  add?: { label: string; href: string; state?: unknown };
}

/** A staff list's header actions: 'Export CSV' and, where allowed, 'Add ...'. */
export function ListActions({ onExport, rowCount, add }: ListActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onExport} disabled={rowCount === 0}>
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
