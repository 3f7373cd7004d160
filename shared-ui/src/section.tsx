import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { spacedRow, cardStyles } from 'shared-ui';

export interface SectionProps {
  title: ReactNode;
  /** Heading level: 2 (default) or 3 for a section inside a section. */
  level?: 2 | 3;
  /** Controls shown next to the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** An anchor for links that jump to the section. */
  id?: string;
}

const StyledSection = styled.section`
  ${cardStyles}
  display: grid;
  /* One column no wider than the card: a wide table scrolls inside its own frame instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const StyledTop = styled.div`
  ${spacedRow}
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A card-style region named by its heading. */
export function Section({ title, level = 2, actions, children, className, id }: SectionProps) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <StyledSection id={id} aria-labelledby={headingId} className={className}>
      <StyledTop>
        <Heading id={headingId}>{title}</Heading>
        {actions && <div>{actions}</div>}
      </StyledTop>
      {children}
    </StyledSection>
  );
}
