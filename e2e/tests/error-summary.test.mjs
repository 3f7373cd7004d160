// A failed form as GOV.UK shows it, on a public form (school registration), a staff form (the
// teacher record) and a teacher's own form (Log a visit), at 1366 x 768 and 390 x 844: one error summary at the top of the form, taking focus, one link per
// problem, each link moving focus to its field, each message once in the summary and once at its field, in words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, openSignedIn, apiCall, apiToken, DEMO } from '../lib/browser.mjs';
import { AXE, axeViolations, overflowsSideways } from '../lib/a11y.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const T = { timeout: 60_000 };
const SIZES = [
  ['1366 px', { viewport: { width: 1366, height: 768 } }],
  ['390 px', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];

/** The summary of `form` as the user meets it, checked against the fields it names. */
async function checkSummary(page, form) {
  const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await summary.waitFor();
  assert.equal(await summary.count(), 1, 'one error summary');
  assert.ok(await summary.evaluate((el) => el === document.activeElement), 'the summary takes focus');
  // At the top: above the fields in error (in the page, whatever is scrolled).
  const above = await summary.evaluate((el) =>
    [...el.closest('form').querySelectorAll('[aria-invalid="true"]')].every(
      (f) => el.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING,
    ),
  );
  assert.ok(above, 'the summary is above the fields');
  const links = summary.getByRole('link');
  const invalid = await form.locator('[aria-invalid="true"]').count();
  assert.ok(invalid > 0);
  assert.equal(await links.count(), invalid, 'one link per field in error');
  const texts = await links.allTextContents();
  assert.equal(new Set(texts).size, texts.length, 'each problem once');
  for (const text of texts) assert.doesNotMatch(text, /^[a-z]+[A-Z.]\w*:|\w+\.\w+/, `no code name in "${text}"`);
  for (let i = 0; i < texts.length; i++) {
    const href = await links.nth(i).getAttribute('href');
    await links.nth(i).click();
    const focused = await page.evaluate(() => document.activeElement?.id);
    assert.equal(`#${focused}`, href, `"${texts[i]}" moves focus to its field`);
    // The field's own message: the same problem, shown once there.
    const own = await page.evaluate((id) => document.getElementById(`${id}-error`)?.textContent ?? '', focused);
    assert.ok(own, `the field of "${texts[i]}" shows its message`);
    assert.ok(texts[i].includes(own.replace(/^⚠ /, '')) || texts[i].toLowerCase().includes(own.slice(1).toLowerCase()));
    const times = await form.getByText(own.replace(/^⚠ /, ''), { exact: true }).count();
    assert.ok(times <= 2, `"${own}" shown at most twice (summary, field): ${times}`);
  }
  // Nothing else repeats the problems in a second box.
  assert.equal(await page.getByRole('alert').filter({ hasText: texts[0] }).count(), 1);
  return texts;
}

for (const [size, options] of SIZES) {
  test(`school registration: a failed submit shows the error summary, at ${size}`, T, async () => {
    const page = await newPage(browser, options);
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Register your school' });
    await form.getByLabel('NCES ID').fill('123');
    await form.getByRole('button', { name: 'Continue' }).click();
    const texts = await checkSummary(page, form);
    assert.ok(texts.length >= 7, texts.join(' | '));
    await page.context().close();
  });

  test(`teacher record: a failed save shows the error summary at the top of the form, at ${size}`, T, async () => {
    const token = await apiToken(DEMO.admin);
    const { body } = await apiCall('GET', 'teachers/all?view=list', { token });
    const page = await newPage(browser, options);
    await openSignedIn(page, DEMO.admin, `/admin/teachers/${body[0].ref}`);
    const form = page.getByRole('form', { name: 'Teacher record' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('');
    let sent = 0;
    page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/teachers/') && sent++);
    // Save Changes sits in the record's sticky bar, outside the form it submits.
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    const texts = await checkSummary(page, form);
    assert.deepEqual(texts, ['First name is required', 'Last name is required']);
    assert.equal(sent, 0, 'checked before sending');
    await page.context().close();
  });

  test(`teacher area: a visit logged empty shows the error summary, checked before sending, at ${size}`, T, async () => {
    const page = await newPage(browser, { ...options, ...AXE });
    await openSignedIn(page, DEMO.teacher, '/teacher/field-hours');
    const form = page.getByRole('form', { name: 'Log a visit' });
    await form.waitFor();
    // Required fields are marked before any submit: the mark beside each label, not in it.
    assert.equal(await form.locator('label + [aria-hidden="true"]').count(), 6, 'six fields marked required');
    assert.equal(await form.getByRole('alert').count(), 0);
    let sent = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/field-hours') && sent++);
    await form.getByRole('textbox', { name: 'Observed teacher e-mail' }).fill('rita');
    await form.getByRole('button', { name: 'Log visit' }).click();
    const texts = await checkSummary(page, form);
    assert.deepEqual(texts, [
      'Date is required',
      'Hours is required',
      'Campus is required',
      'Observed teacher is required',
      'Invalid email address',
      'What you observed is required',
    ]);
    assert.equal(sent, 0, 'checked before sending');
    // The failed form as a whole: nothing serious for axe, nothing sideways.
    assert.deepEqual(await axeViolations(page), []);
    assert.equal(await overflowsSideways(page), false, 'no sideways scrolling');
    await page.context().close();
  });
}
