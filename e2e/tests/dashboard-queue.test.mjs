// The admin dashboard as a work queue. Every group's count equals what its 'View all' opens: the test
// follows each link from the dashboard and reads the count the list shows (the staff list's "Showing N of M
// teachers", the schools list's "Showing N of M schools", the Requests page's "Showing 1–25 of N"). At 1366 and 390 px
// the queue lists its rows most urgent first, keeps 'View all' in one column, does not scroll sideways and axe finds
// nothing serious; at 1366 x 900 the figures, the queue's rows and its last 'View all' are on the first screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, settle, openSignedIn, DEMO } from '../lib/browser.mjs';
import { AXE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const T = { timeout: 20_000 };
const WIDE = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The groups of the queue as the dashboard shows them: key, title, count, 'View all' href. */
const readGroups = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-queue-link]')].map((a) => {
      const key = a.getAttribute('data-queue-link');
      return {
        key,
        title: document.getElementById(`queue-${key}`)?.textContent ?? '',
        count: Number(document.querySelector(`[data-queue-count="${key}"]`)?.textContent.replace(/,/g, '')),
        href: a.getAttribute('href'),
      };
    }),
  );

/** The number of items the list at the page's URL says it holds. */
async function listCount(page) {
  const path = new URL(page.url()).pathname;
  if (path === '/admin/pipeline') {
    // The pipeline's list names its total in its heading: "A clock due soon or past (12)".
    const heading = page.getByRole('heading', { level: 2, name: /\(([\d,]+)\)$/ });
    await heading.waitFor(T);
    return Number(/\(([\d,]+)\)$/.exec((await heading.textContent()).trim())[1].replace(/,/g, ''));
  }
  const pattern =
    path === '/admin/requests' ? /^(?:Showing \d+–\d+ of ([\d,]+)|No requests)$/ : /^Showing ([\d,]+) of [\d,]+ (?:teachers|schools)$/;
  const status = page.getByText(pattern).first();
  await status.waitFor(T);
  const text = (await status.textContent()).trim();
  const m = pattern.exec(text);
  return m[1] === undefined ? 0 : Number(m[1].replace(/,/g, ''));
}

test("every work-queue group's count equals the rows its 'View all' opens", { timeout: 180_000 }, async () => {
  const page = await newPage(browser, WIDE);
  try {
    await openSignedIn(page, DEMO.admin);
    await page.waitForURL('**/admin/dashboard');
    const queue = page.getByRole('region', { name: 'Work queue' });
    await queue.waitFor(T);
    await settle(page);
    const groups = await readGroups(page);
    // The demo data has work of several kinds: schools awaiting approval, requests and teachers.
    assert.ok(groups.length >= 4, `groups: ${JSON.stringify(groups)}`);
    for (const kind of ['schools', 'requests'])
      assert.ok(
        groups.some((g) => g.key === kind),
        `the demo has ${kind} waiting`,
      );
    assert.ok(groups.filter((g) => g.href.startsWith('/admin/teachers?queue=')).length >= 2, 'teacher groups');
    for (const g of groups) {
      assert.ok(g.count > 0, `${g.title}: a shown group has work`);
      // Follow the link as a user does: from the dashboard, by its accessible name.
      await page.goto('/admin/dashboard');
      await queue.waitFor(T);
      await page.getByRole('link', { name: `View all ${g.count} — ${g.title}` }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === g.href, T);
      await settle(page);
      assert.equal(await listCount(page), g.count, `${g.title}: the dashboard says ${g.count}, ${g.href} shows another number`);
      if (g.href.startsWith('/admin/teachers?queue=')) {
        // The list names the group in its filter, kept in the URL: clearing it gives the whole list back.
        const select = page.getByLabel('Work queue');
        assert.equal(await select.locator('option:checked').textContent(), g.title);
      }
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

for (const [name, options] of [
  ['1366 px', { viewport: { width: 1366, height: 900 } }],
  ['390 px', PHONE],
]) {
  test(
    `the work queue at ${name}: most urgent first, 'View all' in one column, nothing sideways, axe clean`,
    { timeout: 90_000 },
    async () => {
      const page = await newPage(browser, { ...options, ...AXE });
      try {
        await openSignedIn(page, DEMO.admin);
        await page.waitForURL('**/admin/dashboard');
        const queue = page.getByRole('region', { name: 'Work queue' });
        await queue.waitFor(T);
        await settle(page);
        // One row per item, the most days late first; the items without a deadline after every dated one.
        const late = await page.evaluate(() => [...document.querySelectorAll('[data-queue-row]')].map((r) => r.getAttribute('data-late')));
        assert.ok(late.length >= 4 && late.length <= 6, `rows: ${late.length}`);
        const days = late.map((l) => (l === '' ? -Infinity : Number(l)));
        assert.deepEqual(
          days,
          [...days].sort((a, b) => b - a),
          `rows by days late: ${late.join(', ')}`,
        );
        assert.ok(days[0] > 0, 'the demo has late work, listed first');
        // Every 'View all' in the same place: one left edge, whatever the length of its kind's name.
        const lefts = await page.evaluate(() =>
          [...document.querySelectorAll('[data-queue-link]')].map((a) => Math.round(a.getBoundingClientRect().left)),
        );
        assert.equal(new Set(lefts).size, 1, `'View all' left edges: ${lefts.join(', ')}`);
        // A kind's name keeps to its own column: it does not run under its count.
        const wraps = await page.evaluate(
          () =>
            [...document.querySelectorAll('[data-queue-link]')].filter((a) => {
              const li = a.closest('li');
              const count = li.querySelector('[data-queue-count]').getBoundingClientRect();
              const title = li.querySelector('[id^="queue-"]').getBoundingClientRect();
              return title.left < count.right;
            }).length,
        );
        assert.equal(wraps, 0);
        assert.equal(await overflowsSideways(page), false);
        assert.deepEqual(await axeViolations(page), []);
        const box = await queue.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
        });
        if (name === '1366 px') {
          // The whole queue, its last 'View all' and the figures above it, on the first screen of 1366 x 900.
          const lastViewAll = await page.evaluate(() => {
            const links = document.querySelectorAll('[data-queue-link]');
            return links[links.length - 1].getBoundingClientRect().bottom + window.scrollY;
          });
          assert.ok(lastViewAll <= 900, `the last 'View all' ends at ${lastViewAll}px`);
          const lastRow = await page.evaluate(() => {
            const rows = document.querySelectorAll('[data-queue-row]');
            return rows[rows.length - 1].getBoundingClientRect().bottom + window.scrollY;
          });
          assert.ok(lastRow <= 900, `the queue's last row ends at ${lastRow}px`);
          const figures = await page
            .getByRole('link', { name: /^New Inquiries/ })
            .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
          assert.ok(figures < box.top, `the figures end at ${figures}px, above the queue`);
        } else {
          assert.ok(box.top < 2600, `the queue starts at ${box.top}px`);
        }
      } finally {
        await page.context().close();
      }
    },
  );
}
