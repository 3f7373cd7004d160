import { withScreenshots } from './screenshot-session.mjs';
await withScreenshots('zz-dbg', async ({ browser, server, newPage, signIn, apiToken, apiCall, DEMO }) => {
  const token = await apiToken(DEMO.admin);
  const list = await apiCall('GET', 'teachers/all', { token });
  const page = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: server.url });
  await signIn(page, DEMO.admin);
  await page.goto(server.url + '/admin/dashboard');
  await page.getByRole('list', { name: 'Payments overdue' }).getByRole('link').first().click();
  await page.waitForURL((u) => /^\/admin\/teachers\/[0-9a-f-]{36}$/.test(u.pathname));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const wide = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > 392 && r.width > 0) out.push(`${el.tagName}.${[...el.classList].join('.')}#${el.id} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent || '').slice(0, 50).replace(/\s+/g, ' ')}`);
    }
    return { sw: document.documentElement.scrollWidth, out: out.slice(0, 25) };
  });
  console.log(wide.sw);
  console.log(wide.out.join('\n'));
});
