// The public site (remote-public) in Chromium: every route at desktop and phone widths, accessibility,
// an inquiry an admin can read, a school sign-up awaiting approval, sign-in and the password reset.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, openSignedIn, signIn, apiCall, apiToken, BASE, DEMO, DEMO_PASSWORD } from '../lib/browser.mjs';
import { mail } from '../lib/mail.mjs';
import { AXE, DESKTOP, PHONE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';

/** Every public route and the h1 it shows. */
const ROUTES = [
  ['/', 'Certified Texas Teachers for Your Classrooms'],
  ['/about', 'About Us'],
  ['/browse', 'Find Certified Teachers'],
  ['/contact', 'Contact Us'],
  ['/login', 'Sign In'],
  ['/signup', 'Register Your School'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password#token=not-a-real-token-123', 'Set a new password'],
  // The observed teacher's one-time link; an unknown token says so.
  ['/field-hours/confirm#token=not-a-real-token-1234567890', 'Confirm field-based experience hours'],
  ['/careers', 'Careers'],
  ['/districts', 'For School Districts'],
  ['/teachers', 'For Teachers'],
  ['/help', 'Help Center'],
  ['/faq', 'Frequently Asked Questions'],
  ['/support', 'Support'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
];
const NO_LAYOUT = new Set(['/login', '/signup']);
const NAV_LINKS = ['Home', 'Find Teachers', 'About', 'Contact', 'Sign In', 'Get Started'];

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const pathOf = (page) => new URL(page.url()).pathname;
const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });
const mainNav = (page) => page.getByRole('navigation', { name: 'Main' });

test('every public route renders at desktop width with the layout, and has no serious axe violations', { timeout: 240_000 }, async () => {
  const page = await newPage(browser, { ...DESKTOP, ...AXE });
  for (const [route, heading] of ROUTES) {
    await page.goto(route);
    await h1(page, heading).waitFor({ timeout: 20_000 });
    if (NO_LAYOUT.has(route)) {
      assert.equal(await mainNav(page).count(), 0, `${route} hides the nav`);
      assert.equal(await page.getByRole('contentinfo').count(), 0, `${route} hides the footer`);
      await page.getByRole('link', { name: 'Teacher Certification & Placement' }).waitFor();
    } else {
      for (const name of NAV_LINKS)
        assert.ok(await mainNav(page).getByRole('link', { name, exact: true }).isVisible(), `${route}: ${name}`);
      assert.equal(await page.getByRole('button', { name: 'Menu' }).isVisible(), false);
      await page.getByRole('contentinfo').getByText('Austin, Texas').waitFor();
    }
    assert.equal(await overflowsSideways(page), false, `${route} fits the width`);
    assert.deepEqual(await axeViolations(page), [], `axe on ${route}`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('every public route works at phone width; the nav folds into a keyboard-usable menu', { timeout: 240_000 }, async () => {
  const page = await newPage(browser, { ...PHONE, ...AXE });
  for (const [route, heading] of ROUTES) {
    await page.goto(route);
    await h1(page, heading).waitFor({ timeout: 20_000 });
    assert.equal(await overflowsSideways(page), false, `${route} fits a phone`);
    if (NO_LAYOUT.has(route)) continue;
    assert.equal(await mainNav(page).isVisible(), false, `${route}: nav collapsed`);
  }
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Close menu' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'), 'true');
  assert.ok(await mainNav(page).getByRole('link', { name: 'Find Teachers' }).isVisible());
  assert.deepEqual(await axeViolations(page), [], 'axe with the phone menu open');
  await page.keyboard.press('Escape');
  assert.equal(await mainNav(page).isVisible(), false, 'Escape closes the menu');
  // Open again and follow a link with the keyboard: the menu closes on the new page.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await mainNav(page).getByRole('link', { name: 'About', exact: true }).focus();
  await page.keyboard.press('Enter');
  await h1(page, 'About Us').waitFor();
  assert.equal(await mainNav(page).isVisible(), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the nav highlights the current page and the footer links reach real pages', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/browse');
  await h1(page, 'Find Certified Teachers').waitFor();
  assert.equal(await mainNav(page).getByRole('link', { name: 'Find Teachers' }).getAttribute('aria-current'), 'page');
  assert.equal(await mainNav(page).getByRole('link', { name: 'Home' }).getAttribute('aria-current'), null);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await h1(page, 'Frequently Asked Questions').waitFor();
  assert.equal(pathOf(page), '/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click();
  await page.getByText('Monday-Friday 8AM to 6PM CST').waitFor();
  await page.goto('/no/such/page');
  await page.waitForURL((u) => u.pathname === '/');
  await page.context().close();
});

/** The JavaScript that the first load of / fetches, by URL: compressed bodies, and as transferred with their HTTP headers. */
async function scriptsForHome() {
  const page = await newPage(browser, DESKTOP);
  const scripts = [];
  page.on('requestfinished', (req) => req.resourceType() === 'script' && scripts.push(req));
  await page.goto('/', { waitUntil: 'networkidle' });
  await h1(page, 'Certified Texas Teachers for Your Classrooms').waitFor();
  const out = [];
  for (const req of scripts) {
    const sizes = await req.sizes();
    out.push({ url: new URL(req.url()).pathname, bytes: sizes.responseBodySize, wire: sizes.responseBodySize + sizes.responseHeadersSize });
  }
  await page.context().close();
  return out;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The content pages remote-public's build prerenders (remote-public/prerender/prerender.tsx). */
const PRERENDERED = new Set(['/', '/about', '/careers', '/districts', '/teachers', '/help', '/faq', '/support', '/privacy', '/terms']);

test('the content pages paint from the HTML before any script runs, and the app then takes their place', async () => {
  const context = await browser.newContext({ baseURL: BASE, javaScriptEnabled: false, ...DESKTOP });
  const still = await context.newPage();
  for (const [path, h1] of ROUTES.filter(([p]) => PRERENDERED.has(p))) {
    await still.goto(path);
    assert.equal(await still.getByRole('heading', { level: 1 }).first().textContent(), h1, path);
    assert.equal(await still.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).count(), 1, path);
  }
  // The runtime contact details, not the build's stand-ins.
  await still.goto('/support');
  assert.ok((await still.getByRole('link', { name: 'support@example.org' }).count()) > 0);
  assert.ok((await still.content()).includes('tel:5125550100'));
  await context.close();

  const live = await newPage(browser, DESKTOP);
  await live.goto('/', { waitUntil: 'networkidle' });
  await live.waitForFunction(() => !document.querySelector('[data-prerendered]'));
  assert.equal(await live.locator('#root').count(), 1);
  assert.equal(await live.getByRole('heading', { level: 1 }).count(), 1);
  // The app is in charge: the menu navigates without reloading the document.
  await live.evaluate(() => (window.__sameDocument = true));
  await live.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await live.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
  assert.equal(await live.evaluate(() => window.__sameDocument), true);
  await live.context().close();
});

test("remote-public's share of the first load of / is small (remoteEntry + routes chunk, no lazy page)", async () => {
  const scripts = await scriptsForHome();
  const mine = scripts.filter((s) => s.url.startsWith('/remotes/public/'));
  const total = mine.reduce((n, s) => n + s.bytes, 0);
  console.log(`# remote-public for /: ${mine.map((s) => `${s.url} ${kb(s.bytes)}`).join(', ')}`);
  assert.ok(mine.some((s) => s.url.endsWith('/remoteEntry.js')));
  assert.ok(mine.length <= 3, `remote-public files fetched for /: ${mine.map((s) => s.url)}`);
  assert.ok(total <= 30 * 1024, `remote-public JavaScript for /: ${kb(total)}`);
});

test('the first load of / stays within 148 KB of JavaScript with its HTTP headers on React 19 (shell + shared + remote-public)', async () => {
  // The goal is 150 KB; the budget follows the measured figure with a little room, so a lost KB shows here. The shell's
  // boot code is two chunks (vendor, app), and every public form's error summary (FormErrorSummary in shared-ui) counts,
  // as do the boot step that moves a one-time link's token out of the address and the guard's session-ended notice.
  const scripts = await scriptsForHome();
  const total = scripts.reduce((n, s) => n + s.wire, 0);
  console.log(`# JavaScript transferred for /: ${kb(total)} with headers in ${scripts.length} files`);
  assert.ok(total > 100 * 1024);
  assert.ok(total <= 148 * 1024, `JavaScript for /: ${kb(total)}: ${scripts.map((s) => `${s.url} ${kb(s.wire)}`).join(', ')}`);
  // The shell's part is its entry and its two boot chunks, whatever the page.
  assert.deepEqual(
    scripts
      .map((s) => s.url)
      .filter((u) => !u.startsWith('/remotes/'))
      .map((u) => u.replace(/\.[0-9a-f]{10}\.js$/, '.js'))
      .sort(),
    ['/app.js', '/main.js', '/vendor.js'],
  );
});

test('browse: a visitor filters the talent pool, asks for information, signs in as a school and the request exists', async () => {
  // The consenting ready-for-hire teachers, as anyone may read them (no token).
  const pool = (await apiCall('GET', 'public/teachers')).body;
  assert.ok(pool.length > 0, 'the demo data has teachers on the talent pool');
  const signedIn = (await apiCall('POST', 'auth/signin', { body: { email: DEMO.school, password: DEMO_PASSWORD } })).body;
  const school = signedIn.token;
  const schoolId = signedIn.user.profile;
  const requestsOf = async () => (await apiCall('GET', `requests/${schoolId}`, { token: school })).body.requests;
  const requested = new Set((await requestsOf()).map((r) => r.teacher._id));
  const target = pool.find((t) => t.specializations.length > 0 && t.location && !requested.has(t._id));
  assert.ok(target, 'a listed teacher this school has not asked about');
  const name = `${target.firstName} ${target.lastInitial}.`;

  const page = await newPage(browser, DESKTOP);
  await page.goto('/browse');
  const count = page.getByText(/^\d+ teachers? found$/);
  await count.waitFor();
  assert.equal(await count.textContent(), `${pool.length} ${pool.length === 1 ? 'teacher' : 'teachers'} found`);
  await page.getByRole('searchbox', { name: 'Search teachers' }).fill(target.specializations[0].toUpperCase());
  await page.getByRole('listitem', { name }).waitFor();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Location').selectOption(target.location === 'Lubbock' ? 'Amarillo' : 'Lubbock');
  await page.getByRole('heading', { name: 'No teachers found' }).waitFor();
  await page.getByLabel('Location').selectOption(target.location);
  const card = page.getByRole('listitem', { name });
  await card.waitFor();
  // No private detail on the card.
  assert.equal(await card.getByText(/@/).count(), 0);

  // One sign-in action per card: sign in (as a school), then back to that teacher, who may be requested.
  assert.equal(await card.getByRole('link').count(), 1);
  await card.getByRole('link', { name: `Sign In to View Profile of ${name}` }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(DEMO.school);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**/school/teachers/${target._id}`, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Request Information' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Request information about ${target.firstName} ${target.lastInitial}`) });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await page.getByText('Pending', { exact: true }).waitFor();
  const after = await requestsOf();
  assert.ok(
    after.some((r) => r.teacher._id === target._id && r.status === 'pending'),
    'the request exists, pending',
  );
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an inquiry sent through the contact form reaches the admins', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/contact');
  const stamp = Date.now();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Name is required', { exact: true }).first().waitFor();
  await page.getByLabel('Full Name').fill('Ana Lopez');
  await page.getByLabel('Email Address').fill(`ana.${stamp}@district.example`);
  await page.getByLabel('Organization/District').fill('Round Rock ISD');
  await page.getByLabel('Your Role').selectOption('principal');
  await page.getByLabel('Inquiry Type').selectOption('teacher-inquiry');
  await page.getByLabel('Phone Number (optional)').fill('512-555-0199');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(`We need two science teachers (${stamp}).`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Register Now' }).getAttribute('href'), '/signup');

  const token = await apiToken(DEMO.admin);
  const { status, body } = await apiCall('GET', 'inquiries', { token });
  assert.equal(status, 200);
  const list = Array.isArray(body) ? body : body.inquiries;
  const mine = list.find((i) => i.email === `ana.${stamp}@district.example`);
  assert.ok(mine, 'the admin sees the inquiry');
  assert.equal(mine.organization, 'Round Rock ISD');
  assert.equal(mine.role, 'principal');
  assert.equal(mine.inquiryType, 'teacher-inquiry');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  assert.equal(await page.getByLabel('Full Name').inputValue(), '');
  await page.context().close();
});

test('sign-up shows its validation messages, the answers to check, then a confirmation of a school that awaits approval', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const m of [
    'School name is required',
    'NCES ID is required',
    'District is required',
    'Contact name is required',
    'Email is required',
    'Phone number is required',
    'Password is required',
    'You must agree to the terms',
  ]) {
    await page.getByText(m, { exact: true }).first().waitFor();
  }
  await page.getByLabel('NCES ID').fill('12345');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByLabel(/^Password/).fill('short');
  assert.equal(await page.getByText('NCES ID is required').count(), 0, 'editing a field clears its error');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('NCES ID must be 7 digits (district) or 12 digits (school) and start with 48').first().waitFor();
  await page.getByText('Email is invalid').first().waitFor();
  await page.getByText('Password must be at least 12 characters').first().waitFor();

  const stamp = Date.now();
  const name = `Pecan Grove Elementary ${stamp}`;
  const email = `office.${stamp}@pecangrove.example`;
  await page.getByLabel('School Name').fill(name);
  await page.getByLabel('NCES ID').fill(`48${String(stamp).slice(-10)}`);
  await page.getByLabel('District').fill('Pecan Grove ISD');
  await page.getByLabel('Contact Name').fill('Dana Whitfield');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Phone Number').fill('(512) 555-0142');
  await page.getByLabel(/^Password/).fill('pecan-grove-2026');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Check your answers: each with its Change; Change goes back to the field, focused.
  const answers = page.getByRole('region', { name: 'Check your answers' });
  await answers.waitFor();
  assert.equal(await answers.getByRole('definition').filter({ hasText: name }).count(), 1);
  assert.equal(await answers.getByText('pecan-grove-2026').count(), 0, 'the password is never shown back');
  await answers.getByRole('button', { name: 'Change District' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'districtName');
  await page.keyboard.press('End');
  await page.keyboard.type(' North');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answers.getByText('Pecan Grove ISD North').waitFor();
  // The keyboard reaches the submit button from the answers.
  await answers.getByRole('button', { name: 'Register School' }).focus();
  await page.keyboard.press('Enter');

  // The confirmation page: received, what happens next, links onward; still at /signup, not the sign-in page.
  await page.getByRole('heading', { name: 'Registration received', level: 1 }).waitFor();
  await page.getByText(/Check your e-mail.*1-2 business days/).waitFor();
  await page.getByRole('region', { name: 'What happens next' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Go to sign in' }).getAttribute('href'), '/login');
  assert.equal(new URL(page.url()).pathname, '/signup');

  const token = await apiToken(DEMO.admin);
  const { status, body } = await apiCall('GET', 'schools/all', { token });
  assert.equal(status, 200);
  const school = body.find((s) => s.name === name);
  assert.ok(school, 'the admin sees the new school');
  assert.equal(school.status, 'inactive');
  assert.equal(school.districtName, 'Pecan Grove ISD North');
  assert.equal(school.contactPerson.name.first, 'Dana Whitfield');
  await page.context().close();
});

test('login: a refused attempt keeps the e-mail; Remember me is off until ticked and decides where the session lives; a guarded page is restored', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Email is required').first().waitFor();
  await page.getByText('Password is required').first().waitFor();
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), DEMO.admin);
  assert.equal(await page.getByLabel('Password', { exact: true }).inputValue(), '');
  assert.equal(await page.getByLabel('Remember me').isChecked(), false);

  await signIn(page, DEMO.admin, DEMO_PASSWORD, { remember: false });
  await page.waitForURL('**/admin/dashboard');
  assert.equal(await page.evaluate(() => localStorage.getItem('authToken')), null);
  assert.ok(await page.evaluate(() => sessionStorage.getItem('authToken')));
  await page.context().close();

  const page2 = await newPage(browser, DESKTOP);
  await page2.goto('/admin/teachers');
  await page2.waitForURL('**/login');
  await signIn(page2, DEMO.admin);
  assert.ok(await page2.evaluate(() => localStorage.getItem('authToken')));
  await page2.waitForURL('**/admin/teachers');
  await page2.context().close();
});

test("a school browsing the talent pool opens a teacher's page in its area from View Profile", async () => {
  const pool = (await apiCall('GET', 'public/teachers')).body;
  const target = pool[0];
  const page = await newPage(browser, DESKTOP);
  await openSignedIn(page, DEMO.school, '/browse');
  const card = page.getByRole('listitem', { name: `${target.firstName} ${target.lastInitial}.` });
  await card.getByRole('link', { name: /^View Profile/ }).click();
  await page.waitForURL(`**/school/teachers/${target._id}`);
  await page
    .getByRole('heading', { level: 1, name: new RegExp(`^${target.firstName} ${target.lastInitial}`) })
    .waitFor({ timeout: 15_000 });
  await page.context().close();
});

test('forgot password: the e-mailed link sets a new password that signs in; on the demo data the outbox shows that link', async (t) => {
  const probe = await apiCall('POST', 'auth/forgot-password', { body: { email: 'nobody@nowhere.example' } });
  if (probe.status === 404) return t.skip('the server has no /api/auth/forgot-password yet');
  // A fresh school account, so no shared demo password changes.
  const stamp = Date.now();
  const email = `reset.${stamp}@school.example`;
  const reg = await apiCall('POST', 'schools/register', {
    body: {
      name: `Reset Test School ${stamp}`,
      email,
      districtName: 'Reset ISD',
      ncesId: `48${String(stamp).slice(-5)}`,
      contactPerson: { name: { first: 'Pat Reset', last: '.' } },
      contactInfo: { email, phone: '512-555-0100' },
      password: 'old-password-1',
      role: 'school',
    },
  });
  assert.ok(reg.status < 300, JSON.stringify(reg.body));

  const page = await newPage(browser, DESKTOP);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await h1(page, 'Forgot your password?').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for that email, a reset link is on its way.').waitFor();

  const text = await mail.waitFor({ to: email, subject: 'Reset your password' });
  const link = text.match(/https?:\/\/[^\s"<]+\/reset-password#token=[^\s"<]+/)?.[0];
  assert.ok(link, `the e-mail has a link: ${text}`);
  const url = new URL(link);
  // The demo's sign-ins are public, so its outbox shows the link for a newcomer without SMTP to follow (a real
  // program's outbox has it masked: mail-links.test.ts).
  const { body: outbox } = await apiCall('GET', 'outbox', { token: await apiToken(DEMO.admin) });
  const stored = outbox.filter((m) => m.to === email && m.kind === 'password-reset');
  assert.equal(stored.length, 1);
  assert.ok(stored[0].body.includes(link), `the outbox shows the e-mailed link: ${stored[0].body}`);
  await page.goto(url.pathname + url.search + url.hash);
  await h1(page, 'Set a new password').waitFor();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL('**/login');
  await page.getByText('Your new password is set. You can now sign in.').waitFor();
  const withOld = await apiCall('POST', 'auth/signin', { body: { email, password: 'old-password-1' } });
  const withNew = await apiCall('POST', 'auth/signin', { body: { email, password: 'brand-new-pass-1' } });
  assert.equal(withOld.status, 401);
  assert.notEqual(withNew.status, 401, JSON.stringify(withNew.body));
  await page.context().close();
});
