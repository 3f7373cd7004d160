import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links shown at the right (e.g. 'Add Teacher'). */
  actions?: ReactNode;
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  /* A title longer than the phone's width (a long name with no space in it) wraps instead of pushing the page wider. */
  & > div:first-child {
    min-width: 0;
  }
  & h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
  & p {
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The page's h1 with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <StyledHeader>
      <div>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledHeader>
  );
}
