// Page weight and speed in headless Chromium: compressed JavaScript transferred to render a page
// (cold cache), LCP of / under 4x CPU throttling, and sign-in -> rendered admin dashboard time.
import { launch, newPage, DEMO, DEMO_PASSWORD } from '../e2e/lib/browser.mjs';

async function weigh(browser, path, { signInAs } = {}) {
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
  const scripts = [];
  page.on('requestfinished', (req) => req.resourceType() === 'script' && scripts.push(req));
  await page.goto(path, { waitUntil: 'networkidle' });
  // Compressed bytes: the response bodies, and as transferred (with the HTTP headers).
  let body = 0;
  let wire = 0;
  for (const req of scripts) {
    const s = await req.sizes();
    body += s.responseBodySize;
    wire += s.responseBodySize + s.responseHeadersSize;
  }
  await page.context().close();
  return { path, jsKB: body / 1024, wireKB: wire / 1024, scripts: scripts.length };
}

async function lcp(browser) {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/', { waitUntil: 'load' });
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
  return value;
}

async function signInToDashboard(browser) {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const start = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1 }).filter({ hasText: /dashboard/i }).first().waitFor({ timeout: 30_000 });
  // The dashboard renders under the splash; it counts as shown once the splash has lifted.
  await page.waitForFunction(() => !document.querySelector('[inert]'), null, { timeout: 30_000, polling: 16 });
  const ms = Date.now() - start;
  await page.context().close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function pageBench({ runs = 3 } = {}) {
  const browser = await launch();
  try {
    const weights = [];
    for (const [path, opts] of [['/'], ['/login'], ['/admin/dashboard', { signInAs: DEMO.admin }]]) weights.push(await weigh(browser, path, opts));
    const lcps = [];
    const logins = [];
    for (let i = 0; i < runs; i++) {
      lcps.push(await lcp(browser));
      logins.push(await signInToDashboard(browser));
    }
    return { weights, lcpMs: median(lcps), signInToDashboardMs: median(logins) };
  } finally {
    await browser.close();
  }
}
