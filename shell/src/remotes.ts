import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREAS, CHUNK_LOAD_TIMEOUT_MS, sessionPaths, areaByName, type AreaName } from 'shared-domain';
import { getAppConfig, readSession, roleLanding, startEarlyData, useAuthStore } from 'shared-auth';
import type { AreaModule } from 'shared-ui';

/** What every remote exposes as './routes' (shared-ui's defineArea builds it). */
export type { AreaModule, AreaName };

/** Registers the remotes at the URLs of the runtime config (so a remote redeploys without rebuilding the shell). */
export function registerAreaRemotes(force = false) {
  const { remotes } = getAppConfig();
  registerRemotes(
    AREAS.map((area) => ({ name: area.remote, entry: new URL(remotes[area.name], window.location.href).href })),
    { force },
  );
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const id = setTimeout(() => reject(new Error(`Timed out after ${ms / 1000} s`)), ms);
    p.then(
      (v) => {
        clearTimeout(id);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(id);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * Each area's load, shared by every caller until a retry: the load started on the sign-in answer (warmAreaOnSignIn)
 * and the area's mount get the same answer, so a load that failed (a version-skew error) reaches the area's error
 * panel with its own message instead of a second, different attempt through the federation runtime.
 */
const areaLoads = new Map<AreaName, Promise<AreaModule>>();
/** Forgets every area's load (tests: each starts from a page that has loaded nothing). */
export const forgetAreaLoads = () => areaLoads.clear();

/** Loads an area's routes; a retry re-registers the remote so a failed entry script is fetched again. */
export function loadArea(area: AreaName, retry = false): Promise<AreaModule> {
  if (retry) {
    registerAreaRemotes(true);
    areaLoads.delete(area);
  }
  let load = areaLoads.get(area);
  if (!load) {
    load = (async () => {
      const mod = await withTimeout(loadRemote<AreaModule>(`${areaByName(area).remote}/routes`), CHUNK_LOAD_TIMEOUT_MS);
      if (!mod || typeof mod.default !== 'function') throw new Error(`The ${area} area did not provide its routes`);
      return mod;
    })();
    areaLoads.set(area, load);
  }
  return load;
}

/** Public paths that send a signed-in user to the role landing (product spec §2). */
export const REDIRECT_WHEN_SIGNED_IN: ReadonlySet<string> = new Set(['/', '/login', '/signup']);

/** The area a visitor at `pathname` sees: a signed-in area by its mount, else the public site. */
function areaAt(pathname: string) {
  return AREAS.find((a) => a.roles.length > 0 && (pathname === a.mount || pathname.startsWith(`${a.mount}/`))) ?? areaByName('public');
}

/**
 * Starts loading the area at `pathname` (its remote, and its page's code and data through the area's preload) as
 * soon as the remotes are registered, while React renders the shell: the area, mounted a moment later, asks for the
 * same module and the same data and gets them from the federation runtime's and the query cache's loads in flight.
 * Only what the area would load for this visitor: a signed-in area for a stored session of one of its roles; the
 * public site unless a signed-in user is about to be sent on from it to their area ('/', '/login', '/signup').
 */
export function warmArea(pathname: string) {
  const area = areaAt(pathname);
  let role: string | undefined;
  try {
    const stored = readSession();
    if (stored.kind === 'ok') role = stored.session.user.role;
  } catch {
    return; // a damaged stored session: the shell's own sign-in handling deals with it
  }
  const mayEnter =
    area.roles.length === 0
      ? role === undefined || !REDIRECT_WHEN_SIGNED_IN.has(pathname)
      : role !== undefined && (area.roles as readonly string[]).includes(role);
  if (!mayEnter) return;
  void loadArea(area.name)
    .then((mod) => mod.preload?.(pathname))
    .catch(() => undefined);
}

/**
 * The GETs of a landing page, started with the sign-in answer (shared-auth early data); the page's
 * queries read them (earlyOr) instead of asking once the area's remote entry and page chunks have loaded.
 */
const LANDING_DATA: Readonly<Record<string, readonly string[]>> = {
  '/admin/dashboard': [sessionPaths.dashboard, sessionPaths.requestsAll],
};

/**
 * Starts loading the signed-in user's area the moment the sign-in answer arrives, not once the sign-in
 * page has navigated and the area has mounted (a few renders later: 100 ms and more at 4x CPU): the area's remote,
 * its landing page's code and its data load under the splash the sign-in page is already showing. The landing is
 * the page the sign-in page was sent from when it lies in the area (the router keeps it in the history state), else
 * the role's dashboard. Returns the unsubscribe.
 */
export function warmAreaOnSignIn(): () => void {
  return useAuthStore.subscribe((state, prev) => {
    if (state.status !== 'signedIn' || !state.user || state.entrySplashAt === null || state.entrySplashAt === prev.entrySplashAt) return;
    const from = (window.history.state as { usr?: { from?: unknown } } | null)?.usr?.from;
    const landing = roleLanding(state.user.role);
    const target = typeof from === 'string' && from.startsWith(`/${state.user.role}/`) ? from : landing;
    // The landing's data is asked for now, beside its code, not after the remote's chunks have run.
    for (const path of LANDING_DATA[target] ?? []) startEarlyData(path, state.token);
    warmArea(target);
  });
}
