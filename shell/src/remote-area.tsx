import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { Splash, LoadingText } from 'shared-ui';
import { useAuthStore } from 'shared-auth';
import { useAreaLoader } from './area-loader';
import { RemoteErrorPanel } from './remote-error-panel';
import { revealApp } from './prerendered';
import type { AreaName } from './remotes';

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
 * Whether entering an area shows the splash while it loads: after Sign in (the store notes when it was clicked; this
 * entry uses the note up), and on the first entry into an area in this tab's session. A reload or a deep link into
 * an area already entered shows 'Loading...' instead (an admin's list opens in well under a second).
 */
function splashOnEntry(area: AreaName): boolean {
  const { entrySplashAt } = useAuthStore.getState();
  const before = entered(area, true);
  if (entrySplashAt === null) return !before;
  useAuthStore.setState({ entrySplashAt: null });
  return true;
}

type State = { kind: 'loading' } | { kind: 'ready'; Routes: ComponentType } | { kind: 'failed'; error: Error };

/** How long a page's preload may hold the area back (a slow API must not block it). */
const PRELOAD_GRACE_MS = 1500;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Loads an area's remote and renders its routes. Entering a signed-in area shows the full-screen splash while the
 * remote downloads and its landing page preloads (its code, its data), and lifts it in the same render that draws the
 * page: never over a page that is ready. A later entry shows 'Loading...' meanwhile.
 */
export function RemoteArea({ area, splash = false }: { area: AreaName; splash?: boolean }) {
  const load = useAreaLoader();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [withSplash, setWithSplash] = useState(splash);
  const { pathname } = useLocation();
  // Only the entry path matters: later navigation inside the area must not reload it.
  const [entryPath] = useState(pathname);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    setWithSplash(splash && attempt === 0 && splashOnEntry(area));
    const loaded = load(area, attempt > 0).then(async (mod) => {
      const preload = mod.preload?.(entryPath).catch(() => undefined);
      if (preload) await Promise.race([preload, wait(PRELOAD_GRACE_MS)]);
      return mod;
    });
    // One update: the page, or the error, replaces the splash in one render.
    loaded.then(
      (mod) => live && setState({ kind: 'ready', Routes: mod.default }),
      (error: Error) => live && setState({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [area, attempt, load, splash, entryPath]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A prerendered page stays up until this area shows more than 'Loading...'. A passive effect, so the
  // area's own mount effects have run by then (the static copy is what is on screen meanwhile).
  const showing = state.kind !== 'loading' || withSplash;
  useEffect(() => {
    if (showing) revealApp();
  }, [showing]);
  const Routes = state.kind === 'ready' ? state.Routes : null;
  const routes = useMemo(() => (Routes ? <Routes /> : null), [Routes]);

  if (state.kind === 'failed') return <RemoteErrorPanel area={area} error={state.error} onRetry={retry} />;
  if (state.kind === 'loading') return withSplash ? <Splash /> : <LoadingText />;
  return routes;
}
