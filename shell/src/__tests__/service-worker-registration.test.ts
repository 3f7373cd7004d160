import { appFilesLoaded, registerServiceWorker, SERVICE_WORKER_URL } from '../service-worker-registration';

const entries = (names: string[]) => names.map((name) => ({ name }) as PerformanceEntry);

function fakeWindow(resources: string[], readyState: DocumentReadyState = 'complete') {
  const listeners: Record<string, () => void> = {};
  return {
    win: {
      location: new URL('http://localhost:3000/supervisor/dashboard'),
      performance: { getEntriesByType: () => entries(resources) },
      document: { readyState },
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    } as unknown as Window,
    fire: (type: string) => listeners[type]?.(),
  };
}

/** A browser whose worker starts serving the page (controllerchange) as soon as it is registered, unless told. */
function fakeNavigator(controller: object | null, { takesOver = true } = {}) {
  const postMessage = jest.fn();
  const onChange: (() => void)[] = [];
  const register = jest.fn(async () => {
    if (takesOver) setTimeout(() => onChange.forEach((f) => f()), 0);
    return {};
  });
  const serviceWorker = {
    controller,
    register,
    ready: Promise.resolve({ active: { postMessage } }),
    addEventListener: (type: string, fn: () => void) => type === 'controllerchange' && onChange.push(fn),
  };
  return { nav: { serviceWorker } as unknown as Navigator, register, postMessage };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

const LOADED = [
  'http://localhost:3000/main.js',
  'http://localhost:3000/vendor.0123456789.js',
  'http://localhost:3000/app-config.json',
  'http://localhost:3000/remotes/supervisor/remoteEntry.js',
  'http://localhost:3000/api/dashboard',
  'http://localhost:3000/api/teachers?page=1',
  'https://cdn.example.com/school/remoteEntry.js',
  'http://localhost:3000/main.js',
];

it("lists the app's own files the page loaded, never an API answer nor another origin's file", () => {
  expect(appFilesLoaded(fakeWindow(LOADED).win)).toEqual([
    'http://localhost:3000/main.js',
    'http://localhost:3000/vendor.0123456789.js',
    'http://localhost:3000/app-config.json',
    'http://localhost:3000/remotes/supervisor/remoteEntry.js',
  ]);
});

it('registers the worker after the page has loaded and hands it the files loaded before it was there', async () => {
  const { win, fire } = fakeWindow(LOADED, 'loading');
  const { nav, register, postMessage } = fakeNavigator(null);
  registerServiceWorker(nav, win);
  expect(register).not.toHaveBeenCalled();
  fire('load');
  await flush();
  await flush();
  expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: appFilesLoaded(win) } });
});

it('sends no list before the worker serves the page: files loaded until then would be missing from it', async () => {
  const { nav, register, postMessage } = fakeNavigator(null, { takesOver: false });
  registerServiceWorker(nav, fakeWindow(LOADED).win);
  await flush();
  await flush();
  expect(register).toHaveBeenCalled();
  expect(postMessage).not.toHaveBeenCalled();
});

it('sends no list when the worker already served the page (every file went through it)', async () => {
  const { nav, register, postMessage } = fakeNavigator({});
  registerServiceWorker(nav, fakeWindow(LOADED).win);
  await flush();
  expect(register).toHaveBeenCalledTimes(1);
  expect(postMessage).not.toHaveBeenCalled();
});

it('leaves a browser without service workers as it was', () => {
  expect(() => registerServiceWorker({} as Navigator, fakeWindow(LOADED).win)).not.toThrow();
});

it('keeps the portal running when the browser refuses the worker (a page not served over HTTPS)', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const { nav, register, postMessage } = fakeNavigator(null);
  register.mockRejectedValueOnce(new DOMException('insecure', 'SecurityError'));
  registerServiceWorker(nav, fakeWindow(LOADED).win);
  await flush();
  await flush();
  process.off('unhandledRejection', unhandled);
  expect(register).toHaveBeenCalled();
  expect(postMessage).not.toHaveBeenCalled();
  expect(unhandled).not.toHaveBeenCalled();
});
