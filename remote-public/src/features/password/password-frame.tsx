import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CentredPanel } from '../../components/centred-panel';

const StyledPanel = styled(CentredPanel)`
  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A centred panel inside the public layout for the password pages. */
export function PasswordFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledPanel title={title} titleId="password-title" maxWidth="28rem">
      {children}
    </StyledPanel>
  );
}
