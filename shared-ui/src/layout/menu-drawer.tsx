import { useRef } from 'react';
import styled from 'styled-components';
import { icons } from '../icons';
import { useFocusTrap } from '../use-focus-trap';
import { MenuIconButton, MenuLinks, type MenuItem } from './side-menu';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  background: rgba(15, 23, 42, 0.55);
`;

const StyledDrawer = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  width: min(${({ theme }) => theme.sizes.sidebar}, 85vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.onSidebar};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.sizes.header};
  padding-left: 1.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface MenuDrawerProps {
  items: MenuItem[];
  navId: string;
  label?: string;
  onClose: () => void;
}

/**
 * The side menu on a phone: a modal drawer over the dimmed page. Focus stays inside it; Escape, the close
 * button, a tap outside or following a link closes it, and focus goes back to the menu button.
 */
export function MenuDrawer({ items, navId, label = 'Main', onClose }: MenuDrawerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose);
  return (
    <>
      <StyledBackdrop onClick={onClose} data-testid="menu-backdrop" />
      <StyledDrawer ref={ref} role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1}>
        <StyledTop>
          <span>Menu</span>
          <MenuIconButton type="button" aria-label="Close menu" title="Close menu" onClick={onClose}>
            {icons.close}
          </MenuIconButton>
        </StyledTop>
        <nav id={navId} aria-label={label}>
          <MenuLinks items={items} collapsed={false} onFollow={onClose} />
        </nav>
      </StyledDrawer>
    </>
  );
}
