import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeDashboard, renderArea, setupMsw } from '../test/harness';

setupMsw(
  http.get(apiPath('me/teacher'), () => HttpResponse.json(makeDashboard())),
  http.get(apiPath('me/offer'), () => HttpResponse.json({ message: 'There is no offer of admission to accept' }, { status: 404 })),
);

test("the teacher's menu: one entry per page of the area, in order", async () => {
  renderArea('/teacher/dashboard');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  const nav = screen.getAllByRole('navigation').find((n) => within(n).queryByRole('link', { name: 'My payments' }));
  expect(nav).toBeDefined();
  const hrefs = within(nav as HTMLElement)
    .getAllByRole('link')
    .map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
  expect(hrefs).toEqual([
    ['Dashboard', '/teacher/dashboard'],
    ['My observations', '/teacher/observations'],
    ['My documents', '/teacher/documents'],
    ['Field hours', '/teacher/field-hours'],
    ['My payments', '/teacher/payments'],
    ['My profile', '/teacher/profile'],
    ['My data', '/teacher/data'],
  ]);
});

test('an unknown path inside the area goes to the dashboard', async () => {
  const { location } = renderArea('/teacher/nowhere');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(location().pathname).toBe('/teacher/dashboard');
});
