import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const BASE = process.env.E2E_BASE_URL || 'http://127.0.0.1:3000';
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO = {
  admin: 'admin@example.org',
  supervisor: 'supervisor@example.org',
  school: 'school@example.org',
  pendingSchool: 'pending-school@example.org',
  // The demo intern's own account (tapi's seed).
  teacher: 'teacher@example.org',
};

/** Debian's Chromium through playwright-core (never a downloaded browser). */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser context + page; failed page errors are collected for assertions. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ baseURL: BASE, ...options });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  return page;
}

/** Signs in through the login form and waits for the landing page. */
export async function signIn(page, email, password = DEMO_PASSWORD, { remember = true } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByLabel('Remember me');
  if ((await box.isChecked()) !== remember) await box.click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
}

/**
 * Opens `to` (the role's landing page when not given, reached as the form reaches it) already signed in as `email`, for a journey about what comes after
 * the sign-in: the session is asked of the API and stored as the sign-in form stores it (shared-auth's storage keys),
 * so the page is loaded once instead of the login page, the sign-in and the landing page before it. The journeys of
 * the sign-in itself (the form, the splash, two-factor, Remember me) use `signIn`.
 */
export async function openSignedIn(page, email, to, { password = DEMO_PASSWORD } = {}) {
  // A same-origin document without the app (no JavaScript to run) to write the origin's storage from; its origin is
  // the server asked for the session (a journey may run a server of its own).
  await page.goto('/app-config.json');
  const origin = new URL(page.url()).origin;
  const post = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, remember: true }),
  });
  const body = await post.json();
  if (post.status !== 200 || !body?.token) throw new Error(`Sign-in failed for ${email}: ${post.status} ${JSON.stringify(body)}`);
  const { token, user } = body;
  const expiresAt = body.expiresAt ?? Date.now() + 24 * 3600_000;
  const school =
    user.role === 'school' && user.profile
      ? await (await fetch(`${origin}/api/schools/${user.profile}`, { headers: { authorization: `Bearer ${token}` } })).json()
      : null;
  await page.evaluate(
    ({ token, user, expiresAt, school }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('tokenExpiry', String(expiresAt));
      if (school) localStorage.setItem('schoolData', JSON.stringify(school));
    },
    { token, user, expiresAt, school },
  );
  if (to) return void (await page.goto(to));
  // The shell sends a signed-in visitor of /login on to the role's landing page, as after the form.
  await page.goto('/login');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
}

/**
 * Signs out through the user menu. The sign-out reloads the page at /login (one full load, so the URL
 * changes only when the new page commits), and that page carries no note of where the user was: the
 * next sign-in lands on the role's dashboard.
 */
export async function signOut(page, email) {
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await page
    .getByRole('button', { name: 'Sign out' })
    .or(page.getByRole('menuitem', { name: 'Sign out' }))
    .click();
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate(() => window.history.state?.usr?.from ?? null), null, 'the sign-out left a page to return to');
}

/** Calls the API directly (for setting up or checking state behind the UI). */
export async function apiCall(method, path, { token, body } = {}) {
  const res = await fetch(`${BASE}/api/${path.replace(/^\/?(api\/)?/, '')}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export async function apiToken(email, password = DEMO_PASSWORD) {
  const { body } = await apiCall('POST', 'auth/signin', { body: { email, password } });
  if (!body?.token) throw new Error(`Sign-in failed for ${email}`);
  return body.token;
}

/**
 * Waits until a page has painted its data: the network is idle and no 'Loading...' (or 'Loading teachers...') is
 * left. `main`: then waits for the page's <main> too; `pause`: then waits that many ms more (for the screenshots,
 * so that transitions have ended).
 */
export async function settle(page, { main = false, pause = 0 } = {}) {
  await page.waitForLoadState('networkidle');
  await page
    .getByText(/^Loading/)
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => {});
  if (main) await page.locator('main').first().waitFor({ timeout: 20_000 });
  if (pause) await page.waitForTimeout(pause);
}

/**
 * Watches every frame of the page from now on and notes, in page time, when the area's page is first drawn
 * (`#main-content` in the document with words in it, covered or not) and when it is first visible (the point at the
 * middle of its first heading is the heading itself, not a full-screen cover such as the splash). Read the notes
 * with `drawnAndVisible(page)`.
 */
export async function watchFirstPage(page) {
  await page.evaluate(() => {
    const notes = { drawn: null, visible: null };
    window.__firstPage = notes;
    const frame = (t) => {
      const main = document.querySelector('#main-content');
      const heading = main?.querySelector('h1');
      if (main && heading && main.textContent.trim()) {
        notes.drawn ??= t;
        const box = heading.getBoundingClientRect();
        const at = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
        if (at && heading.contains(at)) notes.visible ??= t;
      }
      if (notes.visible === null) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The notes of `watchFirstPage` once the page is visible: { drawn, visible } in ms of page time. */
export async function drawnAndVisible(page, { timeout = 15_000 } = {}) {
  await page.waitForFunction(() => window.__firstPage?.visible != null, null, { timeout });
  return page.evaluate(() => window.__firstPage);
}
