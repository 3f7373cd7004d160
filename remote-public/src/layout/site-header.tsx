import { useId, useLayoutEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, Button, ButtonLink, spacedRow } from 'shared-ui';
import { paths } from '../paths';

const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.browse.getHref(), label: 'Find Teachers' },
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.contact.getHref(), label: 'Contact' },
] as const;

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledBar = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  ${spacedRow}
`;

const StyledBrand = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.sidebar};
  text-decoration: none;
`;

const StyledToggle = styled(Button)`
  display: none;
  @media ${({ theme }) => theme.breakpoints.md} {
    display: inline-flex;
  }
`;

const StyledNav = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.breakpoints.md} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
  }
`;

const StyledList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${({ theme }) => theme.breakpoints.md} {
    flex-direction: column;
  }
`;

const StyledNavLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  & > a {
    flex: 1;
  }
`;

/** Brand, main navigation and the account links; below the md breakpoint they fold into a menu button. */
export function SiteHeader() {
  const { pathname } = useLocation();
  // The page the menu was opened on: it is open only there, so following a link closes it in the same render.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navId = useId();

  // Escape closes it; listening from the commit that opens it (a passive effect would start a frame later).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrand to={paths.home.getHref()}>{BRAND_NAME}</StyledBrand>
        <StyledToggle
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? 'Close menu' : 'Menu'}
        </StyledToggle>
        <StyledNav id={navId} aria-label="Main" $open={open}>
          <StyledList>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <StyledNavLink to={l.to} end>
                  {l.label}
                </StyledNavLink>
              </li>
            ))}
          </StyledList>
          <StyledActions>
            <ButtonLink to={paths.login.getHref()} variant="secondary">
              Sign In
            </ButtonLink>
            <ButtonLink to={paths.signup.getHref()}>Get Started</ButtonLink>
          </StyledActions>
        </StyledNav>
      </StyledBar>
    </StyledHeader>
  );
}
