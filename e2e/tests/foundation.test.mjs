// The shell, the remotes and the shared auth store, end to end in Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, newPage, signIn, drawnAndVisible, watchFirstPage, DEMO, DEMO_PASSWORD, BASE } from '../lib/browser.mjs';
import { ROOT } from '../lib/server.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const pathOf = (page) => new URL(page.url()).pathname;

test('each demo role lands on its dashboard, keeps the session on reload, and signs out to /login', async () => {
  for (const [email, landing] of [
    [DEMO.admin, '/admin/dashboard'],
    [DEMO.supervisor, '/supervisor/dashboard'],
    [DEMO.school, '/school/dashboard'],
  ]) {
    const page = await newPage(browser);
    await signIn(page, email);
    await page.waitForURL(`**${landing}`);
    await page.getByRole('button', { name: new RegExp(email) }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: new RegExp(email) }).waitFor({ timeout: 15_000 });
    assert.equal(pathOf(page), landing);
    await page.getByRole('button', { name: new RegExp(email) }).click();
    await page.getByText('Account Type').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    // Sign-out from the user menu reloads the page at /login.
    await page.waitForLoadState('load');
    await page.getByLabel('Email').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('authToken')), null);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('the route table: visitors to /login, wrong roles to /, unknown paths to /', async () => {
  const page = await newPage(browser);
  await page.goto('/admin/teachers');
  await page.waitForURL('**/login');
  await page.goto('/no/such/page');
  await page.waitForURL((u) => u.pathname === '/');
  await signIn(page, DEMO.school);
  await page.waitForURL('**/school/dashboard');
  await page.goto('/admin/dashboard');
  // / redirects a signed-in school to its landing.
  await page.waitForURL('**/school/dashboard');
  await page.goto('/login');
  await page.waitForURL('**/school/dashboard');
  await page.context().close();
});

test('one copy of each shared singleton is loaded, and the remotes read the store the shell wrote', async () => {
  const page = await newPage(browser);
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('button', { name: /admin@example.org/ }).waitFor();
  const shared = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const out = {};
    for (const scope of Object.values(share)) {
      for (const [name, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded || info.loading || info.lib) (out[name] ??= new Set()).add(`${version}@${info.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v]]));
  });
  // React 19 itself: react and react-dom are React's own modules, at React's version, one copy each, from
  // the shell; nothing of Preact is loaded.
  const names = [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react-router-dom',
    'zustand',
    'styled-components',
    'shared-auth',
    'shared-ui',
  ];
  for (const name of names) {
    assert.ok(shared[name], `${name} is shared: ${JSON.stringify(shared)}`);
    assert.equal(shared[name].length, 1, `one loaded copy of ${name}: ${shared[name]}`);
    assert.match(shared[name][0], /@shell$/, `${name} comes from the shell`);
  }
  const react = JSON.parse(readFileSync(join(ROOT, 'node_modules/react/package.json'), 'utf8')).version;
  for (const name of ['react', 'react-dom', 'react-dom/client'])
    assert.equal(shared[name][0], `${react}@shell`, `${name} is React ${react}`);
  assert.deepEqual(
    Object.keys(shared).filter((n) => /preact/.test(n)),
    [],
    'no Preact module is loaded',
  );
  // The page is rendered by react-dom's createRoot: it marks its container (Preact's compat layer does not).
  assert.equal(
    await page.evaluate(() => Object.keys(document.getElementById('root')).some((k) => k.startsWith('__reactContainer$'))),
    true,
  );
  await page.context().close();
});

test('a remote that fails to load shows a panel with Retry, and Retry recovers', async () => {
  const page = await newPage(browser);
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/admin/dashboard');
  await page.context().close();

  // The failure is made by intercepting the remote's files, which Playwright cannot do for what a service worker
  // fetches: this page runs without one (a 404 from the server reaches the page through the worker all the same).
  const page2 = await newPage(browser, { serviceWorkers: 'block' });
  await page2.goto('/login');
  await signIn(page2, DEMO.admin);
  await page2.getByRole('button', { name: /admin@example.org/ }).waitFor();
  let block = true;
  await page2.route('**/remotes/admin/**', (route) => (block ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
  await page2.reload();
  await page2.getByText('This part of the portal could not be loaded').waitFor({ timeout: 20_000 });
  block = false;
  await page2.getByRole('button', { name: 'Retry' }).click();
  await page2.getByRole('button', { name: /admin@example.org/ }).waitFor({ timeout: 20_000 });
  assert.equal(pathOf(page2), '/admin/dashboard');
  await page2.context().close();
});

test('app-config.json tells the shell where the remotes are', async () => {
  const res = await fetch(`${BASE}/app-config.json`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('cache-control') ?? '', /no-cache/);
  const cfg = await res.json();
  assert.equal(cfg.remotes.admin, '/remotes/admin/remoteEntry.js');
  assert.equal(cfg.apiBase, '/api/');
});

test('after Sign in, the splash is gone within 100 ms of the landing page being drawn, for every staff, school and teacher role', async () => {
  for (const email of [DEMO.admin, DEMO.supervisor, DEMO.school, DEMO.teacher]) {
    const page = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await watchFirstPage(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const { drawn, visible } = await drawnAndVisible(page);
    assert.ok(visible - drawn <= 100, `${email}: the page was drawn at ${drawn.toFixed(0)} ms and seen at ${visible.toFixed(0)} ms`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
