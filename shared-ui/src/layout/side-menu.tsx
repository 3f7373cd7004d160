import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { icons } from '../icons';
import { visuallyHidden } from 'shared-ui';
import type { MenuItem } from './menu-item';

export type { MenuItem } from './menu-item';

export interface SideMenuProps {
  items: MenuItem[];
  collapsed: boolean;
  onToggle: () => void;
  navId: string;
  label?: string;
}

const darkFocus = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: -3px;
  }
`;

const StyledAside = styled.aside<{ $collapsed: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  height: 100vh;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.sizes.sidebarCollapsed : theme.sizes.sidebar)};
  overflow-x: hidden;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.onSidebar};
  transition: width ${({ theme }) => theme.transitions.normal};
  /* Narrow screens: the open menu floats over the content instead of squeezing it. */
  @media ${({ theme }) => theme.breakpoints.md} {
    position: fixed;
    left: 0;
    box-shadow: ${({ theme, $collapsed }) => ($collapsed ? 'none' : theme.shadows.lg)};
  }
`;

/** A square icon button on the dark menu (its toggle, the drawer's close button). */
export const MenuIconButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.sidebarCollapsed};
  height: ${({ theme }) => theme.sizes.header};
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }
  ${darkFocus}
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const StyledLink = styled(NavLink)<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md} 0 1.25rem;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  border-left: 4px solid transparent;
  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
    color: #fff;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.sidebarActive};
    border-left-color: ${({ theme }) => theme.colors.focusOnDark};
    color: #fff;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  & > svg {
    flex: none;
  }
  & > span {
    ${({ $collapsed }) => $collapsed && visuallyHidden}
  }
  ${darkFocus}
`;

/** The menu's links; `onFollow` runs when one is followed (the drawer closes). */
export function MenuLinks({ items, collapsed, onFollow }: { items: MenuItem[]; collapsed: boolean; onFollow?: () => void }) {
  return (
    <StyledList>
      {items.map((item) => (
        <li key={item.to}>
          <StyledLink to={item.to} $collapsed={collapsed} title={collapsed ? item.label : undefined} onClick={onFollow}>
            {item.icon}
            <span>{item.label}</span>
          </StyledLink>
        </li>
      ))}
    </StyledList>
  );
}

/** Collapsible side navigation; collapsed it shows icons, the labels stay readable to screen readers. */
export function SideMenu({ items, collapsed, onToggle, navId, label = 'Main' }: SideMenuProps) {
  const toggleText = collapsed ? 'Expand menu' : 'Collapse menu';
  return (
    <StyledAside $collapsed={collapsed}>
      <MenuIconButton
        type="button"
        aria-expanded={!collapsed}
        aria-controls={navId}
        aria-label={toggleText}
        title={toggleText}
        onClick={onToggle}
      >
        {icons.menu}
      </MenuIconButton>
      <nav id={navId} aria-label={label}>
        <MenuLinks items={items} collapsed={collapsed} />
      </nav>
    </StyledAside>
  );
}
