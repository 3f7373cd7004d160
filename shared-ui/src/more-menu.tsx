import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDismiss } from './use-dismiss';

const StyledWrap = styled.div`
  position: relative;
  display: inline-block;
`;

const StyledTrigger = styled.button`
  min-width: 2.25rem;
  height: 2rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledList = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndices.menu};
  min-width: 11rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  & button,
  & a {
    display: block;
    box-sizing: border-box;
    width: 100%;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  & button:hover,
  & a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & :focus-visible {
    outline-offset: -3px;
  }
`;

/** A button that does `onSelect`, or a link to `to` (a page of its own, e.g. an invoice). */
export type MoreMenuItem = { label: string; onSelect: () => void; to?: undefined } | { label: string; to: string; onSelect?: undefined };

export interface MoreMenuProps {
  /** Names the button for screen readers, e.g. 'More actions: Ana Lopez' or 'More actions for INV-1002'. */
  label: string;
  items: MoreMenuItem[];
}

/** '⋯': a row's secondary actions behind one button (disclosure: Escape or a click elsewhere closes it). */
export function MoreMenu({ label, items }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useDismiss(open, close, wrapRef, triggerRef);

  return (
    <StyledWrap ref={wrapRef}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">⋯</span>
      </StyledTrigger>
      {open && (
        <StyledList id={listId}>
          {items.map((item) => (
            <li key={item.label}>
              {item.to !== undefined ? (
                <Link to={item.to} onClick={close}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    // Focus goes back to the menu's button: a dialog the item opens returns it there when it closes.
                    triggerRef.current?.focus();
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </StyledList>
      )}
    </StyledWrap>
  );
}
