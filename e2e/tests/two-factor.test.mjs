// Two-factor sign-in in Chromium: an admin turns it on from the settings page (QR code and key), signs out, and
// signs in again with the password and then a code computed from the key shown on screen.
// The demo admin's two-factor is turned off again at the end: other test files sign in with the password alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import { launch, newPage, signIn, signOut, apiCall, DEMO, DEMO_PASSWORD } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

const WAIT = { timeout: 20_000 };
/** The code an authenticator app shows for `secret` at `at` (ms): the same library and parameters as the server. */
const codeAt = (secret, at) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Turns the demo admin's two-factor off through the API with recovery codes (each works once). */
async function turnOff(recoveryCodes) {
  const step1 = await apiCall('POST', 'auth/signin', { body: { email: DEMO.admin, password: DEMO_PASSWORD } });
  if (!step1.body?.challenge) return;
  const step2 = await apiCall('POST', 'auth/two-factor/verify', { body: { challenge: step1.body.challenge, code: recoveryCodes[0] } });
  const off = await apiCall('POST', 'auth/two-factor/disable', { token: step2.body.token, body: { code: recoveryCodes[1] } });
  assert.equal(off.status, 200, `two-factor could not be turned off: ${JSON.stringify(off.body)}`);
}

test('an admin turns on two-factor, signs out, and signs in with the password and a code', async () => {
  const page = await newPage(browser);
  let recoveryCodes = [];
  try {
    await signIn(page, DEMO.admin);
    // The sign-in left the browser a device cookie (its sign-ins then never meet a lockout caused by others).
    const device = (await page.context().cookies()).find((c) => c.name === 'portal_device');
    assert.ok(device, 'no device cookie after the sign-in');
    assert.deepEqual([device.httpOnly, device.sameSite, device.path], [true, 'Strict', '/api/auth']);
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click(WAIT);
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor(WAIT);
    const secret = (await page.getByTestId('totp-secret').textContent()).trim();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await page.getByLabel(/^6-digit code from your app/).fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor(WAIT);
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    assert.equal(recoveryCodes.length, 10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText(/Two-factor sign-in is on/).waitFor(WAIT);

    await signOut(page, DEMO.admin);
    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The password alone does not sign in: the code step asks for the app's code.
    const codeField = page.getByLabel(/^Authentication code/);
    await codeField.waitFor(WAIT);
    assert.equal(new URL(page.url()).pathname, '/login');
    // The code that turned it on has been used: the app's next one (a code works once).
    await codeField.fill(codeAt(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard', WAIT);
    assert.deepEqual(page.errors, []);
  } finally {
    if (recoveryCodes.length) await turnOff(recoveryCodes);
    await page.context().close();
  }
});
