// An observation written at a school with a weak connection, end to end in Chromium against the real server and built
// apps: saved on the device while offline, the page reloaded with no connection, sent once when the supervisor is back
// online.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { launch, newPage, openSignedIn, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
import { PHONE, overflowsSideways } from '../lib/a11y.mjs';

const SHOTS = '/tmp/shots-offline';
let browser;
before(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => browser?.close());

test('at 390 px an observation saved offline waits on the device through a reload with no connection, and is sent once when the supervisor is back online', async () => {
  const page = await newPage(browser, PHONE);
  const context = page.context();
  await openSignedIn(page, DEMO.supervisor);
  await page.waitForURL('**/supervisor/dashboard');
  const table = page.getByRole('table', { name: 'My teachers' });
  await table.waitFor({ timeout: 15_000 });
  // The last intern of the list: the overdue ones first in it are what other journeys read.
  const button = table.getByRole('button', { name: /^Add observation for / }).last();
  const name = (await button.textContent()).replace(/^Add observation for /, '').trim();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  const teacherId = (await row.getByRole('link', { name, exact: true }).getAttribute('href')).split('/').pop();
  const token = await apiToken(DEMO.supervisor);
  const observations = async () => (await apiCall('GET', `teachers/${teacherId}`, { token })).body.supervisions.list;
  const before = (await observations()).length;

  await button.click();
  const dialog = page.getByRole('dialog', { name: `Add observation: ${name}` });
  const comment = `Written with a weak connection ${Date.now()}`;
  await dialog.getByRole('checkbox', { name: /T-TESS form/ }).setChecked(false);
  await dialog.getByLabel('Comment').fill(comment);
  // What is typed is on the device before anything is sent.
  await dialog.getByText(/^Draft saved on this device at \d{1,2}:\d{2}/).waitFor();

  // The portal's files are on the device (its service worker keeps them) before the connection drops.
  await page.waitForFunction(async () => navigator.serviceWorker.controller !== null && (await caches.match('/main.js')) !== undefined);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Saved on this device; it will be sent when you are back online').waitFor();
  assert.equal((await observations()).length, before, 'nothing reached the server while offline');

  // Reloaded with no connection: the portal starts from the device, and its dashboard says what waits there.
  await page.reload();
  const waiting = page.getByText(`The observation for ${name} is saved on this device: it will be sent when you are back online.`);
  await waiting.waitFor({ timeout: 15_000 });
  await page.getByText('No connection: your teachers and their deadlines appear when you are back online.').waitFor();
  assert.equal(await overflowsSideways(page), false);
  await page.screenshot({ path: `${SHOTS}/reloaded-offline-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await waiting.waitFor();
  await page.screenshot({ path: `${SHOTS}/reloaded-offline-1366.png` });
  assert.equal((await observations()).length, before, 'nothing reached the server while offline');

  // Back online: what waited on the device is sent, once, and the dashboard loads.
  const next = page;
  next.errors = [];
  next.on('pageerror', (e) => next.errors.push(e));
  await context.setOffline(false);
  await next.getByText(new RegExp(`^Observation for ${name} sent`)).waitFor({ timeout: 15_000 });
  await next.getByRole('table', { name: 'My teachers' }).waitFor({ timeout: 15_000 });
  assert.equal(await waiting.count(), 0);
  const sent = (await observations()).filter((o) => o.comment === comment);
  assert.equal(sent.length, 1);
  assert.equal((await observations()).length, before + 1);

  // Nothing is left to send: another load and the connection coming back add nothing.
  await next.reload();
  await next.getByRole('table', { name: 'My teachers' }).waitFor({ timeout: 15_000 });
  await context.setOffline(true);
  await context.setOffline(false);
  await next.waitForTimeout(1000);
  assert.equal((await observations()).filter((o) => o.comment === comment).length, 1);
  // The form opens empty: the sent draft left the device.
  await next
    .getByRole('table', { name: 'My teachers' })
    .getByRole('button', { name: `Add observation for ${name}` })
    .click();
  const reopened = next.getByRole('dialog', { name: `Add observation: ${name}` });
  await reopened.getByLabel('Comment').waitFor();
  assert.equal(await reopened.getByLabel('Comment').inputValue(), '');
  assert.equal(await reopened.getByText(/^Draft saved on this device/).count(), 0);
  assert.deepEqual(next.errors, []);
  await context.close();
});
