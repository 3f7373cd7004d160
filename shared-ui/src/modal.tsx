import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Action buttons shown at the bottom. */
  footer?: ReactNode;
  /** Maximum width; defaults to 40rem. */
  width?: string;
  /**
   * On a phone, a full-screen sheet: the body scrolls between the title and the actions, which stay at the bottom of
   * the screen with nothing under them (for a long form).
   */
  sheetOnPhone?: boolean;
}

const StyledOverlay = styled.div<{ $sheet: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 5vh ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
  @media ${({ theme }) => theme.breakpoints.phone} {
    ${({ $sheet }) =>
      $sheet &&
      css`
        padding: 0;
        overflow: hidden;
      `}
  }
`;

// The phone's full-screen sheet: the body scrolls, the footer sits under it at the bottom of the screen.
const sheetStyles = css`
  display: flex;
  flex-direction: column;
  max-width: none;
  height: 100vh;
  height: 100dvh;
  border-radius: 0;
  & > [data-part='body'] {
    flex: 1 1 auto;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  & > [data-part='footer'] {
    position: static;
    flex: none;
    border-radius: 0;
  }
`;

const StyledDialog = styled.div<{ $width: string; $sheet: boolean }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
  @media ${({ theme }) => theme.breakpoints.phone} {
    ${({ $sheet }) => $sheet && sheetStyles}
  }
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledClose = styled.button`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

// Sticky: on a phone a long dialog's actions stay on screen while its body scrolls under them.
const StyledFooter = styled.div`
  position: sticky;
  bottom: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Accessible modal dialog rendered into document.body. */
export function Modal({ title, open, onClose, children, footer, width = '40rem', sheetOnPhone = false }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useFocusTrap(dialogRef, open, () => onCloseRef.current(), bodyRef);

  if (!open) return null;
  return createPortal(
    <StyledOverlay $sheet={sheetOnPhone} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        $sheet={sheetOnPhone}
      >
        <StyledHead>
          <h2 id={titleId}>{title}</h2>
          <StyledClose type="button" aria-label="Close dialog" onClick={onClose}>
            ×
          </StyledClose>
        </StyledHead>
        <StyledBody ref={bodyRef} data-part="body">
          {children}
        </StyledBody>
        {footer && <StyledFooter data-part="footer">{footer}</StyledFooter>}
      </StyledDialog>
    </StyledOverlay>,
    document.body,
  );
}
