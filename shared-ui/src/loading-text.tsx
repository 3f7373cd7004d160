import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';

const StyledLoading = styled.p`
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The plain 'Loading...' text the spec uses while data or the session loads. */
export function LoadingText() {
  return <StyledLoading role="status">{MESSAGES.loading}</StyledLoading>;
}
