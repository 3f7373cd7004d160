import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TOAST_MS } from 'shared-domain';

export type ToastTone = 'success' | 'error' | 'info';

/** A button in the toast that reverts what it reports ('Undo'). */
export interface ToastAction {
  label: string;
  onAction: () => void;
  /**
   * Moves the keyboard focus to the action as the toast appears (after a confirm dialog closes, so that Undo is one key
   * away); when the toast leaves, the focus goes back to where it was.
   */
  focus?: boolean;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
}

export interface ToastApi {
  show: (message: string, tone?: ToastTone, action?: ToastAction) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const toneKey = { success: 'success', error: 'danger', info: 'info' } as const;

const StyledRegion = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: min(24rem, calc(100vw - 2rem));
  /* A phone's primary actions sit at the bottom (a form's submit, a dialog's sheet): its toasts drop from the top,
     over the header, never over the button just pressed. */
  @media ${({ theme }) => theme.breakpoints.phone} {
    top: ${({ theme }) => theme.space.xs};
    bottom: auto;
    left: ${({ theme }) => theme.space.xs};
    right: ${({ theme }) => theme.space.xs};
    max-width: none;
  }
`;

const StyledToast = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 5px solid ${({ theme, $tone }) => theme.colors[toneKey[$tone]].solid};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  & > p {
    flex: 1;
  }
`;

const StyledAction = styled.button`
  border: 0;
  background: transparent;
  cursor: pointer;
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
`;

const StyledDismiss = styled.button`
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: 1.25rem;
  line-height: 1;
  padding: 0 ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Toast({ item, onDone }: { item: ToastItem; onDone: (id: number) => void }) {
  // A toast that can undo stays twice as long: time to read it and change one's mind; it waits while pointed at.
  const ms = item.action ? 2 * TOAST_MS : TOAST_MS;
  const [hovered, setHovered] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hovered) return;
    const timer = setTimeout(() => onDone(item.id), ms);
    return () => clearTimeout(timer);
  }, [item.id, onDone, ms, hovered]);
  const focusAction = item.action?.focus ?? false;
  useEffect(() => {
    if (!focusAction) return;
    const previous = document.activeElement as HTMLElement | null;
    const root = rootRef.current;
    actionRef.current?.focus();
    return () => {
      // Leaving with the focus inside: give it back rather than drop it on the page's body.
      if (root?.contains(document.activeElement) || document.activeElement === document.body) {
        if (previous?.isConnected) previous.focus();
      }
    };
  }, [focusAction]);
  const isError = item.tone === 'error';
  return (
    <StyledToast
      ref={rootRef}
      $tone={item.tone}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone(item.id);
      }}
    >
      <p>{item.message}</p>
      {item.action && (
        <StyledAction
          ref={actionRef}
          type="button"
          onClick={() => {
            item.action?.onAction();
            onDone(item.id);
          }}
        >
          {item.action.label}
        </StyledAction>
      )}
      <StyledDismiss type="button" aria-label="Dismiss notification" onClick={() => onDone(item.id)}>
        ×
      </StyledDismiss>
    </StyledToast>
  );
}

/** Holds the toasts shown anywhere in the app (bottom right, clear of the page's controls); each one leaves after TOAST_MS. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const remove = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      show: (message, tone = 'info', action) => setItems((list) => [...list, { id: nextId.current++, message, tone, action }]),
    }),
    [],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <StyledRegion>
        {items.map((item) => (
          <Toast key={item.id} item={item} onDone={remove} />
        ))}
      </StyledRegion>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider (UiProvider)');
  return api;
}
