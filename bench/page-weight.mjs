// Page weight and speed in headless Chromium: compressed JavaScript transferred to render a page
// (cold cache), LCP of / under 4x CPU throttling, and sign-in -> rendered admin dashboard time.
import { launch, newPage, DEMO, DEMO_PASSWORD } from '../e2e/lib/browser.mjs';

export async function weigh(browser, path, { signInAs } = {}) {
  const page = await newPage(browser);
  if (signInAs) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(signInAs);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.waitForLoadState('networkidle');
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  const scripts = [];
  // Only this load's requests: one the signed-in page asked for before (its area's warm-up) may finish after this point.
  const asked = new Set();
  page.on('request', (req) => asked.add(req));
  page.on('requestfinished', (req) => asked.has(req) && req.resourceType() === 'script' && scripts.push({ req, at: Date.now() }));
  // The page's first paint: its h1 on screen (the dashboard's charts load after it, in their own chunk).
  let paintedAt = Infinity;
  const painted = page
    .locator('h1')
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => (paintedAt = Date.now()))
    .catch(() => undefined);
  await page.goto(path, { waitUntil: 'networkidle' });
  await painted;
  // Compressed bytes: the response bodies, and as transferred (with the HTTP headers); all, and before first paint.
  let body = 0;
  let wire = 0;
  let wireBeforePaint = 0;
  const files = [];
  for (const { req, at } of scripts) {
    const s = await req.sizes();
    files.push({
      url: new URL(req.url()).pathname,
      bodyKB: s.responseBodySize / 1024,
      headersKB: s.responseHeadersSize / 1024,
      beforePaint: at <= paintedAt,
    });
    body += s.responseBodySize;
    wire += s.responseBodySize + s.responseHeadersSize;
    if (at <= paintedAt) wireBeforePaint += s.responseBodySize + s.responseHeadersSize;
  }
  await page.context().close();
  return { path, jsKB: body / 1024, wireKB: wire / 1024, wireBeforePaintKB: wireBeforePaint / 1024, scripts: scripts.length, files };
}

export async function lcp(browser, path = '/') {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Until the page has settled: the load event comes before the remote's chunks, so the largest paint
  // read at 'load' would be the boot 'Loading...' text, not the page.
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const value = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(NaN), 5000);
      }),
  );
  await page.context().close();
  return Math.round(value);
}

export async function signInToDashboard(browser) {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // Timed in the page (the harness's own round trips under 4x throttling would add 100-300 ms): from the
  // click event on Sign in to the first frame where the dashboard is shown and the splash has lifted (the
  // dashboard renders under the splash, inert, so it counts only once nothing is inert any more).
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Sign in');
    window.__signInMs = new Promise((resolve) => {
      button.addEventListener(
        'click',
        (event) => {
          const t0 = event.timeStamp;
          const shown = () =>
            [...document.querySelectorAll('h1')].some((h) => /dashboard/i.test(h.textContent)) && !document.querySelector('[inert]');
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true });
        },
        { capture: true, once: true },
      );
    });
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  const ms = await page.evaluate(() => Promise.race([window.__signInMs, new Promise((r) => setTimeout(() => r(NaN), 30_000))]));
  await page.context().close();
  return Math.round(ms);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function pageBench({ runs = 3 } = {}) {
  const browser = await launch();
  try {
    const weights = [];
    for (const [path, opts] of [['/'], ['/login'], ['/admin/dashboard', { signInAs: DEMO.admin }]])
      weights.push(await weigh(browser, path, opts));
    const lcps = [];
    const loginLcps = [];
    const logins = [];
    for (let i = 0; i < runs; i++) {
      lcps.push(await lcp(browser, '/'));
      loginLcps.push(await lcp(browser, '/login'));
      logins.push(await signInToDashboard(browser));
    }
    return { weights, lcpMs: median(lcps), loginLcpMs: median(loginLcps), signInToDashboardMs: median(logins) };
  } finally {
    await browser.close();
  }
}
