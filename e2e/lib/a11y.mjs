import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// addScriptTag injects axe inline, which the server's CSP (script-src 'self') blocks: the axe walks bypass it.
export const AXE = { bypassCSP: true };

/** axe's serious and critical findings on the page, one line each (none: []). */
export async function axeViolations(page) {
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether the page scrolls sideways (its content is wider than the window). */
export const overflowsSideways = (page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
