import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  & dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: minmax(0, 1fr);
    & dd { margin-bottom: ${({ theme }) => theme.space.xs}; }
  }
`;

/** A definition list of label/value pairs; blank values read 'Not provided'. */
export function ProfileFacts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <StyledFacts>
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? 'Not provided' : value}</dd>
        </Fragment>
      ))}
    </StyledFacts>
  );
}
