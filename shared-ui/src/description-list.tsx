import type { ReactNode } from 'react';
import styled from 'styled-components';
import { wholeOnHover } from './whole-text';

const StyledList = styled.dl<{ $tiles: boolean }>`
  display: grid;
  grid-template-columns: ${({ $tiles }) => ($tiles ? 'repeat(auto-fit, minmax(12rem, 1fr))' : 'minmax(8rem, max-content) minmax(0, 1fr)')};
  gap: ${({ theme, $tiles }) => ($tiles ? theme.space.md : `${theme.space.xs} ${theme.space.md}`)};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & dd {
    margin: 0;
    /* Words stay whole; only a value longer than the line (an e-mail) breaks. */
    overflow-wrap: break-word;
    min-width: 0;
  }
  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A pair: laid out by the list's grid (two columns), or one tile of label over value. */
const StyledPair = styled.div<{ $tiles: boolean }>`
  display: ${({ $tiles }) => ($tiles ? 'block' : 'contents')};
`;

export type DescriptionItem = readonly [label: string, value: ReactNode];

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** What a blank value ('', null, undefined) reads as. */
  blank?: string;
  /** Tiles of label over value instead of two columns. */
  tiles?: boolean;
}

/** Label / value pairs of a detail card (a <dl>). */
export function DescriptionList({ items, blank = '—', tiles = false }: DescriptionListProps) {
  return (
    <StyledList $tiles={tiles}>
      {items.map(([label, value]) => (
        <StyledPair key={label} $tiles={tiles}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? blank : wholeOnHover(value)}</dd>
        </StyledPair>
      ))}
    </StyledList>
  );
}
