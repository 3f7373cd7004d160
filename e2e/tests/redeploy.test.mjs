// A remote is rebuilt and redeployed on its own; a reload shows it, the shell is not rebuilt.
// A remote built against another major of shared-ui fails loudly (a panel naming the module and the
// versions), the other areas keep working, and the remote's own build restored shows the area again.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chromium } from 'playwright-core';
import { startServer, ROOT } from '../lib/server.mjs';

const work = mkdtempSync(join(tmpdir(), 'portal-redeploy-'));
let server;
let browser;
let skewServer;
let skewStatic;
after(async () => {
  await browser?.close();
  await server?.stop();
  await skewServer?.stop();
  await new Promise((r) => (skewStatic ? skewStatic.close(r) : r()));
  rmSync(work, { recursive: true, force: true });
});

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('rebuilding remote-public alone changes what / shows after a reload', { timeout: 240_000 }, async () => {
  const deploy = join(work, 'static');
  for (const app of ['shell', 'remote-public', 'remote-admin', 'remote-school', 'remote-supervisor', 'remote-teacher']) {
    cpSync(join(ROOT, app, 'dist'), join(deploy, app, 'dist'), { recursive: true });
  }
  server = await startServer({ dataDir: join(work, 'data'), env: { STATIC_ROOT: deploy } });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ baseURL: server.url });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal(await page.getByText('Build redeploy-check').count(), 0);
  const shellBefore = sha(join(deploy, 'shell/dist/main.js'));

  const label = 'redeploy-check';
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'remote-public'], {
    cwd: ROOT,
    env: { ...process.env, OUTPUT_PATH: join(deploy, 'remote-public/dist'), PORTAL_BUILD_LABEL: label },
    encoding: 'utf8',
  });
  assert.equal(build.status, 0, build.stderr || build.stdout);

  // The prerendered pages come with the remote: the new build's / is in the HTML, before any script runs.
  const html = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
  assert.match(html, new RegExp(`Build (<!-- -->)?${label}`), 'the prerendered / is the new build');
  await page.reload();
  await page.getByText(`Build ${label}`).waitFor({ timeout: 20_000 });
  assert.equal(sha(join(deploy, 'shell/dist/main.js')), shellBefore, 'the shell was not rebuilt');
});

// The teacher area ships on its own too: its rebuild alone shows on a reload, the shell untouched.
test('rebuilding remote-teacher alone changes what /teacher/dashboard shows after a reload', { timeout: 240_000 }, async () => {
  const deploy = join(work, 'static');
  assert.ok(server, 'runs after the remote-public redeploy, on the same deploy folder');
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('teacher@example.org');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/teacher/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30_000 });
  const label = 'teacher-redeploy-check';
  assert.equal(await page.getByText(`Build ${label}`).count(), 0);
  const shellBefore = sha(join(deploy, 'shell/dist/main.js'));

  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'remote-teacher'], {
    cwd: ROOT,
    env: { ...process.env, OUTPUT_PATH: join(deploy, 'remote-teacher/dist'), PORTAL_BUILD_LABEL: label },
    encoding: 'utf8',
  });
  assert.equal(build.status, 0, build.stderr || build.stdout);
  await page.reload();
  await page.getByText(`Build ${label}`).waitFor({ timeout: 30_000 });
  assert.equal(sha(join(deploy, 'shell/dist/main.js')), shellBefore, 'the shell was not rebuilt');
  await context.close();
});

/** A static host for one remote's build, elsewhere than the portal (as a CDN would be); `root` can be swapped. */
async function staticHost(root) {
  const host = { root };
  const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const http = createServer((req, res) => {
    const file = resolve(host.root, `.${new URL(req.url, 'http://x').pathname}`);
    if (!file.startsWith(host.root) || !existsSync(file) || statSync(file).isDirectory()) return res.writeHead(404).end();
    const type = types[/\.[a-z]+$/.exec(file)?.[0]] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(readFileSync(file));
  });
  await new Promise((r) => http.listen(0, '127.0.0.1', r));
  host.http = http;
  host.url = `http://127.0.0.1:${http.address().port}`;
  return host;
}

test(
  'a remote built against shared-ui 2.0.0 shows a panel naming the module and both versions; the other areas work; its own build restored, the area is back',
  { timeout: 300_000 },
  async () => {
    const skewed = join(work, 'school-shared-ui-2');
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'remote-school'], {
      cwd: ROOT,
      // webpack.common.js: the app declares shared-ui 2.0.0 and requires ^2.0.0 of it (strictVersion).
      env: { ...process.env, OUTPUT_PATH: skewed, SHARED_UI_VERSION: '2.0.0' },
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, build.stderr || build.stdout);
    const host = await staticHost(skewed);
    skewStatic = host.http;
    skewServer = await startServer({
      dataDir: join(work, 'skew-data'),
      env: { REMOTE_SCHOOL_URL: `${host.url}/remoteEntry.js` },
      timeoutMs: 300_000,
    });
    browser ??= await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const signIn = async (page, email) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
    };

    const context = await browser.newContext({ baseURL: skewServer.url });
    const page = await context.newPage();
    await signIn(page, 'school@example.org');
    await page.waitForURL('**/school/dashboard');
    await page.getByText('This part of the portal could not be loaded').waitFor({ timeout: 30_000 });
    await page
      .getByText('The school area was built for shared-ui ^2.0.0, but the portal runs shared-ui 1.0.0.', { exact: false })
      .waitFor();
    assert.equal(await page.getByRole('button', { name: /school@example.org/ }).count(), 0, 'the skewed area did not render');

    // The other areas keep working: the public site, and an admin's dashboard.
    const other = await browser.newContext({ baseURL: skewServer.url });
    const visitor = await other.newPage();
    await visitor.goto('/');
    await visitor.getByRole('heading', { level: 1, name: 'Certified Texas Teachers for Your Classrooms' }).waitFor({ timeout: 20_000 });
    await signIn(visitor, 'admin@example.org');
    await visitor.waitForURL('**/admin/dashboard');
    await visitor.getByRole('button', { name: /admin@example.org/ }).waitFor({ timeout: 30_000 });
    await other.close();

    // The school team deploys its build made against shared-ui 1.0.0 at the same address: a reload shows the area.
    host.root = join(ROOT, 'remote-school', 'dist');
    await page.reload();
    await page.getByRole('button', { name: /school@example.org/ }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByText('This part of the portal could not be loaded').count(), 0);
    await context.close();
  },
);
