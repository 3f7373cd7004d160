import styled, { keyframes } from 'styled-components';
import { MESSAGES, PROGRAM_NAME } from 'shared-domain';
import { VisuallyHidden } from './visually-hidden';

export const BRAND_NAME = PROGRAM_NAME;

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSplash = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.splash};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledBrand = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.sidebar};
  text-align: center;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const StyledSpinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-color: ${({ theme }) => theme.colors.primary};
    border-right-color: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Full-screen loading screen shown while an area starts. */
export function Splash() {
  return (
    <StyledSplash role="status">
      <StyledBrand aria-hidden="true">{BRAND_NAME}</StyledBrand>
      <StyledSpinner aria-hidden="true" />
      <VisuallyHidden>{MESSAGES.loading}</VisuallyHidden>
    </StyledSplash>
  );
}
