import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { visuallyHidden } from 'shared-ui';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const StyledSkip = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed !important;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    z-index: ${({ theme }) => theme.zIndices.modal};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
`;

/** Top navigation, the page, and the footer: every public page except /login and /signup. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A new page starts at its top, before it paints.
  useLayoutEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [pathname]);
  return (
    <StyledShell>
      <StyledSkip href="#main">Skip to main content</StyledSkip>
      <SiteHeader />
      <StyledMain id="main" tabIndex={-1}>
        {children}
      </StyledMain>
      <SiteFooter />
    </StyledShell>
  );
}
