import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from './theme';

export type BadgeTone = 'green' | 'red' | 'yellow' | 'blue' | 'gray';

const toneKey: Record<BadgeTone, Tone> = {
  green: 'success',
  red: 'danger',
  yellow: 'warning',
  blue: 'info',
  gray: 'neutral',
};

export interface BadgeProps {
  tone: BadgeTone;
  /** The text is the meaning; the colour only reinforces it. */
  children: ReactNode;
}

const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0.125rem ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[$tone].fg};
  background: ${({ theme, $tone }) => theme.colors[$tone].bg};
`;

export function Badge({ tone, children }: BadgeProps) {
  return <StyledBadge $tone={toneKey[tone]}>{children}</StyledBadge>;
}
