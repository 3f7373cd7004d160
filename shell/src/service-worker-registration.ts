/** Where the built service worker is served (the shell's webpack config writes it beside index.html). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The app's own files this page has loaded (scripts, the runtime config), by address: never an API answer. */
export function appFilesLoaded(win: Window = window): string[] {
  const urls = win.performance.getEntriesByType('resource').map((e) => e.name);
  return [
    ...new Set(
      urls.filter((u) => {
        const url = new URL(u, win.location.href);
        return url.origin === win.location.origin && url.pathname !== '/api' && !url.pathname.startsWith('/api/');
      }),
    ),
  ];
}

/**
 * Registers the portal's service worker once the page has loaded, so it never competes with the first load, then
 * hands it the files this page loaded before it was there (Workbox's CACHE_URLS message): the next start without a
 * connection finds them. A browser without service workers, or one that refuses (a page not served over HTTPS), runs
 * the portal as before: it only cannot start without a connection.
 */
export function registerServiceWorker(nav: Navigator = navigator, win: Window = window): void {
  if (!('serviceWorker' in nav)) return;
  const { serviceWorker } = nav;
  const register = async () => {
    // A page the worker already served has had every file pass through it.
    if (serviceWorker.controller !== null) return void (await serviceWorker.register(SERVICE_WORKER_URL));
    // Once the new worker serves this page, every later file passes through it: the list then holds all the others.
    const controlled = new Promise<void>((resolve) => serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    await serviceWorker.register(SERVICE_WORKER_URL);
    await controlled;
    const { active } = await serviceWorker.ready;
    active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: appFilesLoaded(win) } });
  };
  const start = () => void register().catch(() => undefined);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
