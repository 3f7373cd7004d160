/**
 * The portal's service worker (built to /sw.js by the shell's webpack config): the app's own files are kept on the
 * device so the portal starts without a connection, and a supervisor at a school with a weak connection can reload
 * the page and still find the observation waiting on the device (IndexedDB) to be sent.
 *
 * Only the app's files are kept: the pages' HTML, the shell's and the remotes' scripts and the runtime config. No API
 * answer is stored: they carry personal data and say `no-store` (a school office's computer is shared), so a screen
 * opened offline shows its own "could not load" panel, and the observation form and its queue work from IndexedDB.
 */
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

/** The parts of the service worker's global scope used here (the DOM library the project compiles with lacks them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}
declare const self: WorkerScope;

/** The caches this version uses; any other cache of this origin (an older version's) is removed when it activates. */
export const CACHE_NAMES = { pages: 'portal-pages-v1', entries: 'portal-entries-v1', chunks: 'portal-chunks-v1' } as const;

const ok = new CacheableResponsePlugin({ statuses: [200] });
/** Only the app's HTML is kept as a page (a download opened as a page is not). */
const htmlOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    (response.headers.get('content-type') ?? '').startsWith('text/html') ? response : null,
};
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');
/** webpack's content-hashed chunks ('[name].[contenthash:10].js'): never change, so the device's copy is used first. */
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

/** The shell's page without a prerendered body: what starts the app at any address. */
export const APP_PAGE = '/index.html';

// A new version takes over at once: the files it keeps are the same kinds, and every page asks for its entry files
// again (network first), so a page never mixes two builds. The app's page is kept from the start; the scripts the
// page loaded before the worker was there come by the window's CACHE_URLS message (service-worker-registration.ts).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAMES.pages)
      .then((cache) => cache.add(APP_PAGE))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !current.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// Pages: the newest from the network; without a connection, the copy kept from the last visit.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({ cacheName: CACHE_NAMES.pages, plugins: [ok, htmlOnly, new ExpirationPlugin({ maxEntries: 50 })] }),
    {
      denylist: [/^\/api(\/|$)/],
    },
  ),
);

// Content-hashed chunks: the device's copy first (a new build has new names).
registerRoute(
  ({ url, request }) => sameOrigin(url) && !isApi(url) && request.method === 'GET' && HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: CACHE_NAMES.chunks,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Entry files (main.js, each remote's remoteEntry.js), manifests and /app-config.json: the newest when online.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && !isApi(url) && request.method === 'GET' && request.mode !== 'navigate' && !HASHED.test(url.pathname),
  new NetworkFirst({ cacheName: CACHE_NAMES.entries, plugins: [ok, new ExpirationPlugin({ maxEntries: 100 })] }),
);

// A page not kept, asked for offline: the portal is one app, so its page starts it at the address asked for, and
// the app shows what it can.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await caches.match(APP_PAGE, { cacheName: CACHE_NAMES.pages })) ?? Response.error();
});
