import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  & dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;

const StyledPair = styled.div`
  display: contents;
`;

/** Label / value pairs of a detail card. */
export function DetailsList({ items }: { items: [string, ReactNode][] }) {
  return (
    <StyledList>
      {items.map(([label, value]) => (
        <StyledPair key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </StyledPair>
      ))}
    </StyledList>
  );
}

export const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
