// The teacher list UI with 10,000 teachers in headless Chromium at 4x CPU throttling (issue 20's condition): time
// from opening /admin/teachers to the first rendered teacher row (API answer included, cold cache), the list
// request's bytes on the wire, and per keystroke in Search the time until the table shows the filtered rows.
// The first row is timed in the page (a MutationObserver, from navigation start) as it enters the document; the time
// until Playwright sees it is reported too (its polling waits while the page parses the whole list after that row).
import { launch, newPage, signIn, DEMO } from '../e2e/lib/browser.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function listUiBench({ url, runs = 3 }) {
  const browser = await launch();
  try {
    const firstRender = [];
    const firstSeen = [];
    const keystrokes = [];
    let listWireKB = NaN;
    let firstPageWireKB = NaN;
    let listUrl = '';
    // Issue 33: everything the screen fetched from the API from opening it to its first rows (the last run's).
    let apiWireKB = 0;
    for (let r = 0; r < runs; r++) {
      const page = await newPage(browser, { baseURL: url });
      await signIn(page, DEMO.admin);
      await page.waitForLoadState('networkidle');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const urls = new Map();
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      let opened = false;
      apiWireKB = 0;
      cdp.on('Network.loadingFinished', (e) => {
        const u = urls.get(e.requestId) ?? '';
        if (opened && u.includes('/api/')) apiWireKB += e.encodedDataLength / 1024;
        if (u.includes('/api/teachers/all') && u.includes('first=')) firstPageWireKB = e.encodedDataLength / 1024;
        else if (u.includes('/api/teachers/all')) {
          listWireKB = e.encodedDataLength / 1024;
          listUrl = new URL(u).pathname + new URL(u).search;
        }
      });
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('table tbody tr td') && !window.__firstRowAt) {
            window.__firstRowAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const t0 = Date.now();
      opened = true;
      await page.goto('/admin/teachers');
      const rows = page.getByRole('row');
      await rows.nth(1).waitFor({ timeout: 60_000 });
      firstSeen.push(Date.now() - t0);
      firstRender.push(Math.round(await page.evaluate(() => window.__firstRowAt)));
      // What follows the first rows on its own (the count, a next page), not what a scroll or a search asks for.
      await page.waitForTimeout(3000);
      opened = false;
      const search = page.getByLabel('Search');
      await search.waitFor();
      // Keystrokes are the app's own cost on this machine (no throttling), as before.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // Each keystroke: type one character, wait until the table's rows changed (or the frame after, if unchanged).
      for (const ch of ['J', 'a', 'n']) {
        const before = await rows.nth(1).textContent();
        const s = Date.now();
        await search.press(ch === 'J' ? 'Shift+J' : ch);
        await page
          .waitForFunction(
            (prev) => {
              const r = document.querySelectorAll('[role="row"]')[1];
              return !r || r.textContent !== prev;
            },
            before,
            { timeout: 10_000 },
          )
          .catch(() => undefined);
        await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => res(undefined))));
        keystrokes.push(Date.now() - s);
      }
      await page.context().close();
    }
    return {
      firstRenderMs: median(firstRender),
      firstSeenMs: median(firstSeen),
      firstPageWireKB,
      keystrokeMs: median(keystrokes),
      keystrokeMaxMs: Math.max(...keystrokes),
      listWireKB,
      listUrl,
      apiWireKB: Math.round(apiWireKB),
    };
  } finally {
    await browser.close();
  }
}
