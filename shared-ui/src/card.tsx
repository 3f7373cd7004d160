import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export const cardStyles = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  @media ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** A card with the primary colour along its top edge (dashboard figures and shortcuts). */
export const accentCardStyles = css`
  ${cardStyles}
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`;

export const StyledCard = styled.div`
  ${cardStyles}
`;

export type CardProps = HTMLAttributes<HTMLDivElement>;

/** White panel with border and soft shadow. */
export function Card(props: CardProps) {
  return <StyledCard {...props} />;
}
