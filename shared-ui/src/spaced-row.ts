import { css } from 'styled-components';

/** A row that wraps: its items centred on one line, spread to both ends, a small gap between. */
export const spacedRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
