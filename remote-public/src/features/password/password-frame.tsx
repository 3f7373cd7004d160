import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle } from '../../components/page-title';

const StyledWrap = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
`;

const StyledPanel = styled.section`
  width: 100%;
  max-width: 28rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  & form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A centred panel inside the public layout for the password pages. */
export function PasswordFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <StyledWrap>
      <StyledPanel aria-labelledby="password-title">
        <h1 id="password-title">{title}</h1>
        {children}
      </StyledPanel>
    </StyledWrap>
  );
}
