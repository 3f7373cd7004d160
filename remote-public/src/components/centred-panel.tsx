import type { ReactNode } from 'react';
import styled from 'styled-components';
import { authPanel } from './auth-frame';
import { usePageTitle } from './page-title';

// A centred panel inside the public layout with the page's title: the password pages and the field-hours confirmation
// (one frame for both).

const StyledWrap = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
`;

const StyledPanel = styled.section<{ $maxWidth: string }>`
  ${authPanel}
  max-width: ${({ $maxWidth }) => $maxWidth};
  & h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  & form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
`;

export interface CentredPanelProps {
  title: string;
  /** The h1's id, which names the panel. */
  titleId: string;
  /** How wide the panel grows (a password form 28rem, the visit to confirm 36rem). */
  maxWidth: string;
  /** A page's own rules (styled(CentredPanel)`…`). */
  className?: string;
  children: ReactNode;
}

/** The page's title (also the tab's) in a centred panel. */
export function CentredPanel({ title, titleId, maxWidth, className, children }: CentredPanelProps) {
  usePageTitle(title);
  return (
    <StyledWrap>
      <StyledPanel aria-labelledby={titleId} $maxWidth={maxWidth} className={className}>
        <h1 id={titleId}>{title}</h1>
        {children}
      </StyledPanel>
    </StyledWrap>
  );
}
