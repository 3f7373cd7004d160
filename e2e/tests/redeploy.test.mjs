// Issue 2: a remote is rebuilt and redeployed on its own; a reload shows it, the shell is not rebuilt.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chromium } from 'playwright-core';
import { startServer, ROOT } from '../lib/server.mjs';

const work = mkdtempSync(join(tmpdir(), 'portal-redeploy-'));
let server;
let browser;
after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('rebuilding remote-public alone changes what / shows after a reload', { timeout: 240_000 }, async () => {
  const deploy = join(work, 'static');
  for (const app of ['shell', 'remote-public', 'remote-admin', 'remote-school', 'remote-supervisor']) {
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
