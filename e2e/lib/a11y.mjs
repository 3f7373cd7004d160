import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// addScriptTag injects axe inline, which the server's CSP (script-src 'self') blocks: the axe walks bypass it.
export const AXE = { bypassCSP: true };

/**
 * axe's serious and critical findings on the page, one line each (none: []). axe is injected once per document: the
 * portal changes pages without loading a new one, and compiling axe's half megabyte again costs the browser 0.2 s.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof globalThis.axe?.run === 'function'))) await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Whether the page scrolls sideways (its content is wider than the width the page was opened at). Not the window's
 * own width: on an emulated phone it grows to a page wider than the screen (the browser zooms out), which hid a
 * teacher list 662 px wide at 390 px.
 */
export const overflowsSideways = async (page) => {
  const width = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth));
  return page.evaluate((w) => document.documentElement.scrollWidth > w + 1, width);
};

/** What sticks out past the width the page was opened at (for a failure's message). */
export const sidewaysCulprits = async (page) => {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((w) => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 1 && r.width > 1 && el.checkVisibility?.()) {
        out.push(
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} right ${Math.round(r.right)}: ${(el.textContent ?? '').trim().slice(0, 40)}`,
        );
      }
    }
    return out.slice(-5);
  }, width);
};
