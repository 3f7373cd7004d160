import type { ReactNode } from 'react';
import styled from 'styled-components';
import { authPanel } from '../../components/auth-frame';
import { usePageTitle } from '../../components/page-title';

const StyledWrap = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
`;

const StyledPanel = styled.section`
  ${authPanel}
  max-width: 28rem;
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
