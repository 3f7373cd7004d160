import { css } from 'styled-components';

/** The school area's cards: a stack of parts under an h2 heading. */
export const cardLayout = css`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
