import { css } from 'styled-components';
import type { Tone } from './theme';

/** A notice box in a tone's colours, marked by a thick left edge (so the tone is not told by colour alone). */
export const calloutStyles = (tone: Exclude<Tone, 'neutral'>) => css`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors[tone].bg};
  color: ${({ theme }) => theme.colors[tone].fg};
  border: 1px solid ${({ theme }) => theme.colors[tone].solid};
  border-left-width: 5px;
  border-radius: ${({ theme }) => theme.radii.md};
`;
