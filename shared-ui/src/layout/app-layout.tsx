import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SPLASH_MS } from 'shared-domain';
import { DevBanner } from '../dev-banner';
import { Splash, useMinimumDelay, visuallyHidden, theme } from 'shared-ui';
import { icons } from '../icons';
import { BrandMark } from './brand-mark';
import { MenuDrawer } from './menu-drawer';
import { SideMenu, type MenuItem } from './side-menu';
import { useMediaQuery } from './use-media-query';
import { useMenuCollapsed } from './use-menu-collapsed';
import { UserMenu } from './user-menu';

export const LAYOUT_TITLE = 'Teacher Management';

export interface AppLayoutProps {
  /** Area name ('admin', 'school', ...): the entry splash shows once per area and page load. */
  area: string;
  /** The header's title: the staff and school layouts keep the spec's 'Teacher Management'; a teacher's area names the program. */
  title?: string;
  subtitle: string;
  menu: MenuItem[];
  children: ReactNode;
  /** Show the 1.2 s entry splash here (product spec §2). Off by default: the shell shows it while it loads the area. */
  splash?: boolean;
}

const StyledSkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed !important;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
    z-index: ${({ theme }) => theme.zIndices.toast};
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  min-height: 100vh;
  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: minmax(0, 1fr);
    padding-left: ${({ theme }) => theme.sizes.sidebarCollapsed};
  }
  /* Phones: no rail; the menu is a drawer behind the header's menu button. */
  @media ${({ theme }) => theme.breakpoints.phone} {
    padding-left: 0;
  }
`;

const StyledMenuButton = styled.button`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  cursor: pointer;
`;

const StyledTitle = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  & > div {
    min-width: 0;
  }
  /* A phone's header is one row: a long title (a teacher's program name) ends in an ellipsis (the text stays whole
     for screen readers and in the title attribute) rather than wrapping onto three lines. */
  @media ${({ theme }) => theme.breakpoints.phone} {
    & > div > strong,
    & > div > span {
      display: block;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.sizes.header};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  @media ${({ theme }) => theme.breakpoints.phone} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledMain = styled.main`
  padding: ${({ theme }) => theme.space.lg};
  max-width: 90rem;
  @media ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const enteredAreas = new Set<string>();

function useEntrySplash(area: string, enabled: boolean): boolean {
  const first = enabled && !enteredAreas.has(area);
  const done = useMinimumDelay(first ? SPLASH_MS : 0);
  useEffect(() => {
    if (done) enteredAreas.add(area);
  }, [done, area]);
  return !done;
}

/** The signed-in frame shared by the staff and school layouts. */
export function AppLayout({ area, title = LAYOUT_TITLE, subtitle, menu, children, splash = false }: AppLayoutProps) {
  const [collapsed, toggle] = useMenuCollapsed();
  const phone = useMediaQuery(theme.breakpoints.phone);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showSplash = useEntrySplash(area, splash);
  const navId = useId();
  const drawerOpenNow = phone && drawerOpen;
  return (
    <>
      {showSplash && <Splash />}
      <div inert={showSplash || undefined}>
        <StyledSkipLink href="#main-content">Skip to content</StyledSkipLink>
        <DevBanner />
        <StyledFrame>
          {!phone && <SideMenu items={menu} collapsed={collapsed} onToggle={toggle} navId={navId} />}
          <div>
            <StyledHeader>
              <StyledTitle>
                {phone && (
                  <StyledMenuButton
                    type="button"
                    aria-label="Open menu"
                    title="Open menu"
                    aria-expanded={drawerOpenNow}
                    aria-controls={navId}
                    onClick={() => setDrawerOpen(true)}
                  >
                    {icons.menu}
                  </StyledMenuButton>
                )}
                {!phone && <BrandMark />}
                <div title={`${title}: ${subtitle}`}>
                  <strong>{title}</strong>
                  <span>{subtitle}</span>
                </div>
              </StyledTitle>
              <UserMenu />
            </StyledHeader>
            <StyledMain id="main-content" tabIndex={-1}>
              {children}
            </StyledMain>
          </div>
        </StyledFrame>
      </div>
      {drawerOpenNow && <MenuDrawer items={menu} navId={navId} onClose={() => setDrawerOpen(false)} />}
    </>
  );
}
