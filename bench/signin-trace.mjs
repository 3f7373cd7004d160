// Where the time from the click on Sign in to the shown admin dashboard goes (4x CPU, cold cache): every request's
// start and end, and the page's own marks, relative to the click. `node bench/signin-trace.mjs [runs]` against a
// portal started here (a demo database in a temp folder). A diagnostic, not a test.
import { launch, DEMO, DEMO_PASSWORD } from '../e2e/lib/browser.mjs';
import { startPortal } from '../scripts/portal.mjs';
import { rm, tempDir } from '../reliability/lib/portal.mjs';

const runs = Number(process.argv[2] || 3);
const dataDir = tempDir('signin-trace');
const server = await startPortal({ dataDir });
process.env.E2E_BASE_URL = server.url;
const browser = await launch();
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const reqs = new Map();
    let armed = false;
    cdp.on('Network.requestWillBeSent', (e) => armed && reqs.set(e.requestId, { url: e.request.url, start: e.timestamp }));
    cdp.on('Network.loadingFinished', (e) => reqs.has(e.requestId) && (reqs.get(e.requestId).end = e.timestamp));
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Sign in');
      window.__marks = [];
      window.__signInMs = new Promise((resolve) => {
        button.addEventListener(
          'click',
          (event) => {
            const t0 = event.timeStamp;
            window.__t0 = t0;
            const mark = (m) => window.__marks.push([m, Math.round(performance.now() - t0)]);
            let sawSplash = false;
            let sawH1 = false;
            const observer = new MutationObserver(() => {
              if (!sawSplash && document.querySelector('[role="progressbar"],[aria-busy="true"]')) ((sawSplash = true), mark('splash'));
              const h1 = [...document.querySelectorAll('h1')].some((h) => /dashboard/i.test(h.textContent));
              if (h1 && !sawH1) ((sawH1 = true), mark('dashboard h1 in DOM'));
              if (!(h1 && !document.querySelector('[inert]'))) return;
              observer.disconnect();
              mark('shown');
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
            });
            observer.observe(document, { subtree: true, childList: true, attributes: true });
          },
          { capture: true, once: true },
        );
      });
    });
    armed = true;
    await page.getByRole('button', { name: 'Sign in' }).click();
    const ms = await page.evaluate(() => window.__signInMs);
    const { marks, t0 } = await page.evaluate(() => ({ marks: window.__marks, t0: window.__t0 }));
    await page.waitForTimeout(300);
    const list = [...reqs.values()].sort((a, b) => a.start - b.start);
    const base = list[0]?.start ?? 0;
    console.log(`run ${i + 1}: ${Math.round(ms)} ms; marks ${JSON.stringify(marks)} (t0 ${Math.round(t0)})`);
    for (const r of list)
      console.log(
        `  +${Math.round((r.start - base) * 1000)
          .toString()
          .padStart(5)} .. ${r.end ? Math.round((r.end - base) * 1000) : '?'}  ${new URL(r.url).pathname}${new URL(r.url).search}`,
      );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rm(dataDir);
}
