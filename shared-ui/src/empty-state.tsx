import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledEmpty = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Shown in place of a list that has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <StyledEmpty>{children}</StyledEmpty>;
}
