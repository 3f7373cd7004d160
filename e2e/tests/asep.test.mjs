// TEA's year-end report as an admin uses it, at 1366 and 390 px: the records with problems of the demo year, a Request
// for Exception recorded from one (the counts change), and a file downloaded in ECOS's layout (its header row is
// ASEP_LAYOUT's, read from shared-domain/src/asep/layout.ts: the journeys are plain JavaScript). axe finds nothing
// serious; nothing scrolls sideways. Screenshots in /tmp/shots-asep/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, newPage, openSignedIn, DEMO } from '../lib/browser.mjs';
import { ROOT } from '../lib/server.mjs';
import { AXE, PHONE, axeViolations, overflowsSideways, sidewaysCulprits } from '../lib/a11y.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const T = { timeout: 20_000 };
const WIDE = { viewport: { width: 1366, height: 768 } };
const SHOTS = '/tmp/shots-asep';
mkdirSync(SHOTS, { recursive: true });

/** A file's headers in order, as ASEP_LAYOUT writes them. */
function layoutHeaders(file) {
  const source = readFileSync(join(ROOT, 'shared-domain/src/asep/layout.ts'), 'utf8');
  const start = source.indexOf(`${/-/.test(file) ? `'${file}'` : file}: {`);
  assert.ok(start > 0, `${file} is in ASEP_LAYOUT`);
  const block = source.slice(start, source.indexOf('],', start));
  return [...block.matchAll(/header: '([^']+)'/g)].map((m) => m[1]);
}

const problemsHeading = (page) => page.getByRole('heading', { name: /^Records with problems \(\d+\)$/ });
const countOf = async (page) => Number(/\((\d+)\)/.exec(await problemsHeading(page).innerText())[1]);
const withException = async (page) => {
  const text = await problemsHeading(page).locator('xpath=ancestor::section[1]').innerText();
  return Number(/(\d+) with a Request for Exception/.exec(text)?.[1] ?? 0);
};

for (const [label, options] of [
  ['1366', WIDE],
  ['390', PHONE],
]) {
  test(`at ${label} px an admin opens the year-end report, records an exception on a problem and downloads a file in ECOS's layout`, async () => {
    const page = await newPage(browser, { ...options, ...AXE });
    await openSignedIn(page, DEMO.admin);
    if (label === '1366') {
      await page.getByRole('link', { name: 'Year-end report' }).first().click();
    } else {
      await page.goto('/admin/reports/asep');
    }
    await page.getByRole('heading', { name: 'Year-end report', level: 1 }).waitFor(T);
    await problemsHeading(page).waitFor(T);
    const problems = await countOf(page);
    assert.ok(problems > 0, 'the demo year has records with problems');
    assert.equal(await overflowsSideways(page), false, (await sidewaysCulprits(page)).join('; '));
    const before = await withException(page);
    assert.ok(before >= 1, 'the demo year has a Request for Exception');

    const record = page.getByRole('button', { name: /^Record an exception for / }).first();
    await record.waitFor(T);
    const who = /^Record an exception for ([^:]+):/.exec(await record.getAttribute('aria-label'))[1];
    await record.click();
    const dialog = page.getByRole('dialog', { name: `Record an exception for ${who}` });
    await dialog.waitFor(T);
    await dialog.getByLabel(/^Reason/).fill(`The campus closed for two weeks (${label} px)`);
    await dialog.getByLabel('Status').selectOption('submitted');
    await dialog.getByLabel('Filed on').fill('2026-11-30');
    await page.screenshot({ path: `${SHOTS}/dialog-${label}.png`, fullPage: false });
    // The dialog stays within the screen: its submit is where a finger reaches it.
    const width = page.viewportSize().width;
    const wide = await dialog.evaluate((el, w) => {
      const out = [];
      for (const n of el.querySelectorAll('*')) {
        const r = n.getBoundingClientRect();
        if (r.right > w + 1 && r.width > 1) out.push(`${n.tagName.toLowerCase()} right ${Math.round(r.right)}`);
      }
      return out.slice(-5);
    }, width);
    assert.deepEqual(wide, []);
    assert.deepEqual(await axeViolations(page), []);
    await dialog.getByRole('button', { name: 'Record exception' }).click();
    await page.getByText(`Request for Exception recorded for ${who}`).waitFor(T);
    await page.waitForFunction(
      (n) => {
        const text = document.querySelector('main')?.textContent ?? '';
        return new RegExp(`${n} with a Request for Exception`).test(text);
      },
      before + 1,
      T,
    );
    assert.equal(await countOf(page), problems, 'a request leaves the problem listed');
    await page.getByText('Request for Exception: Submitted to TEA').first().waitFor(T);
    const requests = page.getByRole('table', { name: 'Requests for Exception' });
    await requests.getByText(`The campus closed for two weeks (${label} px)`).waitFor(T);
    // Who recorded it, on the request's row and under its problem.
    const recorded = requests.getByRole('row').filter({ hasText: `The campus closed for two weeks (${label} px)` });
    await recorded.getByText(/^Recorded by admin@example\.org on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor(T);

    const file = 'finishers';
    const button = page.getByRole('button', { name: /^Download Finisher records \(\d+\)$/ });
    const [download] = await Promise.all([page.waitForEvent('download', T), button.click()]);
    assert.match(download.suggestedFilename(), /^asep-\d{4}-finishers\.csv$/);
    const rows = Number(/\((\d+)\)/.exec(await button.innerText())[1]);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const header = text.split(/\r?\n/)[0];
    assert.equal(header, layoutHeaders(file).join(','));
    assert.equal(text.trimEnd().split(/\r?\n/).length - 1, rows, 'the file has the rows its button counts');

    assert.equal(await overflowsSideways(page), false, (await sidewaysCulprits(page)).join('; '));
    assert.deepEqual(await axeViolations(page), []);
    await page.screenshot({ path: `${SHOTS}/report-${label}.png`, fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
