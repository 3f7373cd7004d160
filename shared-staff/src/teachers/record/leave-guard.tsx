import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/staff';

interface LeaveGuardProps {
  /** Asked at the moment of leaving: true when leaving would lose unsaved changes. */
  when: () => boolean;
}

interface ConfirmProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

function ConfirmLeave({ open, onStay, onLeave }: ConfirmProps) {
  return (
    <Modal
      title="Leave without saving?"
      open={open}
      onClose={onStay}
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={onLeave}>
            Leave
          </Button>
        </>
      }
    >
      <p>You have unsaved changes. If you leave now they will be lost (use Save Draft to keep them on this computer).</p>
    </Modal>
  );
}

/** Closing or reloading the tab with unsaved changes asks the browser's own question. */
function useBeforeUnload(when: () => boolean) {
  const whenRef = useRef(when);
  whenRef.current = when;
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!whenRef.current()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}

/** Under a data router: react-router's blocker stops every in-app navigation (links, back button, navigate()). */
function BlockerGuard({ when }: LeaveGuardProps) {
  const whenRef = useRef(when);
  whenRef.current = when;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => whenRef.current() && currentLocation.pathname !== nextLocation.pathname,
  );
  return <ConfirmLeave open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Under <BrowserRouter> (the shell's router) useBlocker is not available, so in-app link clicks
 * are caught before the router sees them and replayed after the user confirms.
 */
function LinkGuard({ when }: LeaveGuardProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const whenRef = useRef(when);
  whenRef.current = when;
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!whenRef.current()) return;
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || e.defaultPrevented || !isPlainClick(e) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = url.pathname + url.search + url.hash;
      if (url.pathname === window.location.pathname && link.getAttribute('href') === to) return;
      // A link within the page (an error summary's link to its field) leaves nothing.
      if (link.getAttribute('href')?.startsWith('#')) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(link.getAttribute('href') ?? to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  const leave = () => {
    const to = pending;
    setPending(null);
    if (to) void navigate(to);
  };
  return <ConfirmLeave open={pending !== null} onStay={() => setPending(null)} onLeave={leave} />;
}

/** Asks before leaving a form with unsaved changes (in-app navigation, reload, closing the tab). */
export function LeaveGuard({ when }: LeaveGuardProps) {
  useBeforeUnload(when);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockerGuard when={when} /> : <LinkGuard when={when} />;
}
