import styled from 'styled-components';

/** A row of buttons and the line that explains them, wrapping on a phone. */
export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
