import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Splash, LoadingText } from 'shared-ui';
import { SPLASH_MS } from 'shared-domain';
import { useAuthStore } from 'shared-auth';
import { useAreaLoader } from './area-loader';
import { RemoteErrorPanel } from './remote-error-panel';
import { revealApp } from './prerendered';
import type { AreaName } from './remotes';

/** The splash length; tests set `globalThis.__TEST_NO_DELAYS__` to skip it. */
export const splashMs = () => ((globalThis as { __TEST_NO_DELAYS__?: boolean }).__TEST_NO_DELAYS__ ? 0 : SPLASH_MS);

/** The areas entered in this tab's session (sessionStorage: a reload or a link opened from the page keeps it). */
const ENTERED_KEY = 'portal.enteredAreas';
function entered(area: AreaName, mark: boolean): boolean {
  try {
    const areas = (sessionStorage.getItem(ENTERED_KEY) ?? '').split(',').filter(Boolean);
    if (mark && !areas.includes(area)) sessionStorage.setItem(ENTERED_KEY, [...areas, area].join(','));
    return areas.includes(area);
  } catch {
    return false; // storage unavailable: every entry is a first one
  }
}

/**
 * How long the splash still has to show on entering an area: 1.2 s, less the time it has already shown on the
 * sign-in page since Sign in was clicked (the store notes when; this entry uses the note up). The splash is for
 * entering an area: a reload or a deep link into one already entered in this tab's session shows the page as soon as
 * it is ready, without it (an admin's list opens in well under a second).
 */
function splashLeft(area: AreaName): number {
  const full = splashMs();
  const { entrySplashAt } = useAuthStore.getState();
  const before = entered(area, true);
  if (entrySplashAt === null) return before ? 0 : full;
  useAuthStore.setState({ entrySplashAt: null });
  const shown = Date.now() - entrySplashAt;
  return shown >= 0 ? Math.max(0, full - shown) : full;
}

/** Always present around an area's routes, so lifting the splash does not remount them. */
const StyledArea = styled.div`
  display: contents;
`;

type State = { kind: 'loading' } | { kind: 'ready'; Routes: ComponentType } | { kind: 'failed'; error: Error };

/** How long past the splash a page's preload may hold the area back (a slow API must not block it). */
const PRELOAD_GRACE_MS = 1500;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Loads an area's remote and renders its routes. Signed-in areas show the full-screen splash for 1.2 s
 * on entry. Meanwhile the remote downloads, its landing page preloads and renders under the splash
 * (inert), so the page is there the moment the splash ends.
 */
export function RemoteArea({ area, splash = false }: { area: AreaName; splash?: boolean }) {
  const load = useAreaLoader();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [splashOver, setSplashOver] = useState(!splash);
  const { pathname } = useLocation();
  // Only the entry path matters: later navigation inside the area must not reload it.
  const [entryPath] = useState(pathname);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    const splashFor = splash && attempt === 0 ? splashLeft(area) : 0;
    const splashDone = wait(splashFor);
    const loaded = load(area, attempt > 0).then(async (mod) => {
      const preload = mod.preload?.(entryPath).catch(() => undefined);
      if (preload) await Promise.race([preload, wait(splashFor + PRELOAD_GRACE_MS)]);
      return mod;
    });
    loaded.then(
      (mod) => live && setState({ kind: 'ready', Routes: mod.default }),
      (error: Error) => live && setState({ kind: 'failed', error }),
    );
    // The splash ends after its time, and not before the area is ready (or has failed).
    void Promise.allSettled([loaded, splashDone]).then(() => live && setSplashOver(true));
    return () => {
      live = false;
    };
  }, [area, attempt, load, splash, entryPath]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A prerendered page stays up until this area shows more than 'Loading...'. A passive effect, so the
  // area's own mount effects have run by then (the static copy is what is on screen meanwhile).
  const showing = state.kind !== 'loading' || (splash && !splashOver);
  useEffect(() => {
    if (showing) revealApp();
  }, [showing]);
  // The same element across renders: lifting the splash must not re-render the whole area.
  const Routes = state.kind === 'ready' ? state.Routes : null;
  const routes = useMemo(() => (Routes ? <Routes /> : null), [Routes]);

  if (state.kind === 'failed') return <RemoteErrorPanel area={area} error={state.error} onRetry={retry} />;
  if (state.kind === 'loading') return splash && !splashOver ? <Splash /> : <LoadingText />;
  return (
    <>
      <StyledArea inert={!splashOver || undefined}>{routes}</StyledArea>
      {!splashOver && <Splash />}
    </>
  );
}
