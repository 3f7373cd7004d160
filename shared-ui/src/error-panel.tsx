import { useId } from 'react';
import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';
import { reloadPage } from './browser';
import { Button, buttonStyles, type ButtonSize, type ButtonVariant } from './button';

export interface ErrorPanelProps {
  title?: string;
  message: string;
  /** Technical text (e.g. the failed request), shown in a collapsed 'Technical details'. */
  details?: string;
  /** Defaults to reloading the page. */
  onRetry?: () => void;
  /** The retry button's label. */
  retryLabel?: string;
  /** null: no 'Back to Home' (e.g. inside an area's layout, whose menu is still there). */
  homeHref?: string | null;
  /** Inside a page's frame rather than filling the screen. */
  compact?: boolean;
}

const StyledPage = styled.div<{ $compact: boolean }>`
  min-height: ${({ $compact }) => ($compact ? 'auto' : '60vh')};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledPanel = styled.section`
  width: 100%;
  max-width: 36rem;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 5px solid ${({ theme }) => theme.colors.danger.solid};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.danger.fg};
  }
  & summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & pre {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// A plain link (a full navigation), so the panel also works outside a router, e.g. in an error boundary.
const StyledHomeLink = styled.a<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

/** Full-page error with retry and a way home (product spec §8). */
export function ErrorPanel({
  title = MESSAGES.errorLoadingData,
  message,
  details,
  onRetry,
  retryLabel = 'Retry',
  homeHref = '/',
  compact = false,
}: ErrorPanelProps) {
  const titleId = useId();
  return (
    <StyledPage $compact={compact}>
      <StyledPanel role="alert" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        <p>{message}</p>
        {details && (
          <details>
            <summary>Technical details</summary>
            <pre>{details}</pre>
          </details>
        )}
        <StyledActions>
          <Button onClick={onRetry ?? reloadPage}>{retryLabel}</Button>
          {homeHref !== null && (
            <StyledHomeLink href={homeHref} $variant="secondary" $size="md">
              Back to Home
            </StyledHomeLink>
          )}
        </StyledActions>
      </StyledPanel>
    </StyledPage>
  );
}
