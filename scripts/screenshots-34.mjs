// Before/after screenshots: `node scripts/screenshots-34.mjs <folder>` starts the built portal with the demo
// data and writes the admin dashboard, a teacher record, the compliance list, the import page and the supervisor
// dashboard at 1366x768 and 390x844 (full page) into docs/screenshots/<folder>/.
import { SIZES, withScreenshots } from './screenshot-session.mjs';

const folder = process.argv[2] || 'after-34';
// `node scripts/screenshots-34.mjs after-34 admin-dashboard` retakes only the named pages.
const only = process.argv.slice(3);

await withScreenshots(folder, async ({ browser, server, settle, shot, newPage, signIn, apiToken, apiCall, DEMO }) => {
  const token = await apiToken(DEMO.admin);
  const list = await apiCall('GET', 'teachers/all', { token });
  // The first teacher of the list (the same record before and after).
  const first = list.body[0];
  const sizes = SIZES;
  for (const [size, viewport] of Object.entries(sizes)) {
    const page = await newPage(browser, { viewport, baseURL: server.url });
    await signIn(page, DEMO.admin);
    const shots = [
      ['admin-dashboard', '/admin/dashboard'],
      ['teacher-record', `/admin/teachers/${first.ref}`],
      ['compliance-list', '/admin/compliance'],
      ['import', '/admin/teachers/import'],
      ['requests', '/admin/requests'],
      ['teachers-queue', '/admin/teachers?queue=first-observation-overdue'],
      // The Jobs page and the Outbox.
      ['jobs', '/admin/jobs'],
      ['outbox', '/admin/outbox'],
    ]
      .filter(([name]) => name !== 'requests' || folder !== 'before-34') // the older build has no Requests page
      .filter(([name]) => name !== 'teachers-queue' || folder !== 'before-34') // nor the work queue's list
      .filter(([name]) => !['jobs', 'outbox'].includes(name) || folder !== 'before-34')
      .filter(([name]) => !only.length || only.includes(name));
    for (const [name, url] of shots) {
      await page.goto(server.url + url);
      await settle(page);
      await page.screenshot({ path: shot(`${name}-${size}.png`), fullPage: true });
    }
    // The import's summary, after a file with one bad row ('Import valid rows').
    if (folder !== 'before-34' && (!only.length || only.includes('import-summary'))) {
      const tea = size === 'desktop' ? 8_100_000 : 8_200_000;
      const csv = [
        'First Name,Last Name,TEA ID,Email,Status',
        `Grace,Hopper,${tea},grace.${tea}@example.org,pending`,
        `Alan,,${tea + 1},alan.${tea}@example.org,pending`,
        `Ada,Lovelace,${tea + 2},ada.${tea}@example.org,intern`,
        // An update of the list's last record (the record screenshot is of the first).
        `,,${list.body.at(-1).teaId},moved.${tea}@example.org,`,
      ].join('\r\n');
      await page.goto(server.url + '/admin/teachers/import');
      await settle(page);
      await page
        .getByLabel(/Spreadsheet \(CSV or .xlsx/)
        .setInputFiles({ name: 'program.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Import valid rows' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Import valid rows' }).click();
      await page.getByRole('dialog', { name: 'Import these rows?' }).getByRole('button', { name: 'Import' }).click();
      await page.getByRole('region', { name: 'Created' }).waitFor({ timeout: 20_000 });
      await settle(page);
      await page.screenshot({ path: shot(`import-summary-${size}.png`), fullPage: true });
    }
    // The demo intern's record (observations, documents, field hours, an invoice): its Supervisions
    // section alone, and its printable evidence page; the teacher list.
    const intern = list.body.find((t) => t.contact?.email === DEMO.teacher) ?? first;
    const tables = [
      ['record-supervisions', `/admin/teachers/${intern.ref}#record-supervisions`, 'Supervisions'],
      ['evidence', `/admin/teachers/${intern.ref}/evidence`],
      ['teacher-list', '/admin/teachers'],
    ].filter(([name]) => (only.length ? only.includes(name) : folder !== 'before-34'));
    for (const [name, url, region] of tables) {
      await page.goto(server.url + url);
      await settle(page);
      const path = shot(`${name}-${size}.png`);
      // The screen as the link opens it (the section below the record's sticky bar): an element screenshot scrolled the
      // section under the bar and drew the bar over it.
      if (region) {
        await page.getByRole('region', { name: region }).first().waitFor({ timeout: 20_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path });
      } else await page.screenshot({ path, fullPage: true });
    }
    await page.context().close();
    // The supervisor's screens only when asked for (or all): the pages after them are taken whatever is named.
    if (!only.length || ['supervisor-dashboard', 'observation-dialog'].some((n) => only.includes(n))) {
      const sup = await newPage(browser, { viewport, baseURL: server.url });
      await signIn(sup, DEMO.supervisor);
      await settle(sup);
      await sup.screenshot({ path: shot(`supervisor-dashboard-${size}.png`), fullPage: true });
      // The observation dialog as the supervisor first sees it (the screen, not the full page).
      if (folder !== 'before-34' && (!only.length || only.includes('observation-dialog'))) {
        await sup
          .getByRole('button', { name: /^Record supervision for / })
          .first()
          .click();
        await sup.getByRole('dialog').waitFor();
        await sup.waitForTimeout(300);
        await sup.screenshot({ path: shot(`observation-dialog-${size}.png`) });
      }
      await sup.context().close();
    }
    // The home page, signed out.
    if (folder !== 'before-34' && (!only.length || only.includes('home'))) {
      const home = await newPage(browser, { viewport, baseURL: server.url });
      await home.goto(server.url + '/');
      await settle(home);
      await home.screenshot({ path: shot(`home-${size}.png`), fullPage: true });
      await home.context().close();
    }
    // School registration after a failed submit, as the user then sees it (the summary has focus).
    if (folder !== 'before-34' && (!only.length || only.includes('error-summary'))) {
      const form = await newPage(browser, { viewport, baseURL: server.url });
      await form.goto(server.url + '/signup');
      await settle(form);
      await form.getByLabel('NCES ID').fill('123');
      await form.getByRole('button', { name: 'Register School' }).click();
      await form.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor({ timeout: 20_000 });
      await form.waitForTimeout(300);
      await form.screenshot({ path: shot(`error-summary-${size}.png`) });
      await form.context().close();
    }
    // A teacher's 'Log a visit' sent empty, the summary at the top of the form.
    if (folder !== 'before-34' && (!only.length || only.includes('teacher-error-summary'))) {
      const mine = await newPage(browser, { viewport, baseURL: server.url });
      await signIn(mine, DEMO.teacher);
      await mine.goto(server.url + '/teacher/field-hours');
      await settle(mine);
      const visit = mine.getByRole('form', { name: 'Log a visit' });
      await visit.getByRole('textbox', { name: 'Observed teacher e-mail' }).fill('rita');
      await visit.getByRole('button', { name: 'Log visit' }).click();
      await visit.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor({ timeout: 20_000 });
      await mine.waitForTimeout(300);
      await mine.screenshot({ path: shot(`teacher-error-summary-${size}.png`) });
      await mine.context().close();
    }
  }
});
