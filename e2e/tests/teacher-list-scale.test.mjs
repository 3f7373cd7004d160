// The staff teacher list past its threshold, end to end in Chromium. A server of
// its own with TEACHER_LIST_WHOLE_MAX=10 (the demo's ~60 teachers are then "large"): the browser never asks for the
// whole list; search (TEA ID, e-mail, accents, word order), filter, sort and paging run on the server; all in the URL.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { launch, newPage, openSignedIn, DEMO, DEMO_PASSWORD } from '../lib/browser.mjs';

const T = { timeout: 20_000 };
let browser;
let server;
let dataDir;
let token;
const stamp = Date.now().toString(36);

async function api(method, path, body) {
  const res = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-scale-'));
  server = await startServer({ dataDir, env: { TEACHER_LIST_WHOLE_MAX: '10' } });
  token = (await api('POST', 'auth/signin', { email: DEMO.admin, password: DEMO_PASSWORD })).token;
  await api('POST', 'teachers', {
    name: { first: 'José', last: `Quiñónez${stamp}` },
    teaId: 8765432,
    contact: { email: `jq.${stamp}@district.example` },
    teacherStatus: 'intern',
  });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const lastNames = (page) =>
  page
    .getByRole('table', { name: 'Teachers' })
    .locator('tbody tr:not([aria-hidden])')
    // The cell's value (a cell also holds its column's name, shown on a phone).
    .evaluateAll((rows) =>
      rows
        .map((r) => {
          const cell = r.querySelectorAll('td')[1];
          return (cell?.querySelector('[data-cell-value]') ?? cell)?.textContent ?? '';
        })
        .filter(Boolean),
    );

test('past the threshold: pages, totals, server search by TEA ID, e-mail and accents, filter, sort, all in the URL', async () => {
  const page = await newPage(browser, { baseURL: server.url, viewport: { width: 1366, height: 768 } });
  const asked = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/teachers/all')) asked.push(new URL(r.url()).search);
  });
  await openSignedIn(page, DEMO.admin);
  const whole = await api('GET', 'teachers/all?view=list&limit=1');
  assert.ok(whole.total > 10, 'the demo is past the lowered threshold');

  await page.goto('/admin/teachers');
  await page.getByText(`Showing ${whole.total} of ${whole.total} teachers`).waitFor(T);
  // Scrolling to the end loads the next page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => true);
  await page.waitForRequest((r) => r.url().includes('after='), T).catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  assert.ok(
    asked.some((s) => s.includes('after=')),
    `a next page was asked for: ${asked.join(' ')}`,
  );
  assert.ok(
    asked.every((s) => s.includes('limit=') || s.includes('format=csv')),
    `the browser never asked for every row: ${asked.join(' ')}`,
  );

  const search = page.getByLabel('Search');
  const expectOnly = async (text) => {
    await search.fill(text);
    await page.getByText(/^Showing 1 of \d+ teachers$/).waitFor(T);
    assert.deepEqual(await lastNames(page), [`Quiñónez${stamp}`], `search ${text}`);
  };
  await expectOnly('8765432');
  await expectOnly(`jq.${stamp}@district`);
  await expectOnly(`quinonez${stamp}`);
  await expectOnly(`QUIÑÓNEZ${stamp}, jose`);
  assert.equal(new URL(page.url()).searchParams.get('q'), `QUIÑÓNEZ${stamp}, jose`);

  // A shared link opens the same search.
  const other = await newPage(browser, { baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true });
  await openSignedIn(other, DEMO.admin, `/admin/teachers?q=${encodeURIComponent(`quinonez${stamp}`)}`);
  await other.getByText(/^Showing 1 of \d+ teachers$/).waitFor(T);
  assert.equal(await other.getByLabel('Search').inputValue(), `quinonez${stamp}`);
  await other.context().close();

  // Filter: status, in the URL, counted as a total.
  await search.fill('');
  await page.getByLabel('Status').selectOption('intern');
  const interns = await api('GET', 'teachers/all?view=list&limit=1&status=intern');
  await page.getByText(`Showing ${interns.matched} of ${whole.total} teachers`).waitFor(T);
  assert.equal(new URL(page.url()).searchParams.get('status'), 'intern');

  // Sort: Last Name descending, by the server, in the URL.
  await page.getByRole('button', { name: /Last Name/ }).click();
  await page.waitForURL((u) => u.searchParams.get('dir') === 'desc', T);
  const desc = await api('GET', 'teachers/all?view=list&limit=3&status=intern&sort=lastName&dir=desc');
  await page.waitForFunction(
    (first) => {
      const cell = document.querySelector('table tbody tr:not([aria-hidden]) td:nth-child(2)');
      return (cell?.querySelector('[data-cell-value]') ?? cell)?.textContent === first;
    },
    desc.rows[0].name.last,
    T,
  );

  // Back undoes the sort, then the filter.
  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has('dir'), T);
  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has('status'), T);
  await page.getByText(`Showing ${whole.total} of ${whole.total} teachers`).waitFor(T);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
